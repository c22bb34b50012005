/**
 * The site's inline scripts, each run before first paint, so none can wait for a file. Their text is here, not in the
 * components, because the Content-Security-Policy allows exactly these scripts by their SHA-256 (src/lib/site-headers.ts):
 * a changed script changes its hash with it. The components write them with `set:html`, byte for byte.
 */

/** Every page (src/layouts/Base.astro): the reader's stored theme (src/client/chrome.ts), and "js" so the header starts compact (only where module scripts, and so the header script, can run). Kept tiny: it is in every page. */
export const THEME_SCRIPT =
  "(function(){var r=document.documentElement;if('noModule'in HTMLScriptElement.prototype)r.classList.add('js');try{var t=localStorage.getItem('theme');if(t==='light'||t==='dark')r.dataset.theme=t}catch(e){}})();";

/** The walkthrough pages (src/components/Walkthrough.astro): a page opened at a later step keeps the first step in its HTML unseen. */
export const WALKTHROUGH_AT_PATH_SCRIPT = "if(/[?&]path=/.test(location.search))document.documentElement.classList.add('wt-at-path')";

/** The walkthrough pages: the outline closes before first paint where script runs, unless a link opens a step (#s-…). */
export const WALKTHROUGH_OUTLINE_SCRIPT =
  "document.currentScript.parentElement.open=!document.documentElement.classList.contains('js')||/^#s-/.test(location.hash)";

/** The walkthrough diagrams (src/components/WalkthroughDiagram.astro): the diagram opens scrolled to its first step. */
export const DIAGRAM_START_SCRIPT =
  '((d)=>{d.scrollLeft=Number(d.dataset.startX)-d.clientWidth/2;d.scrollTop=Number(d.dataset.startY)-16})(document.currentScript.parentElement)';

/** All of them, for the policy. */
export const INLINE_SCRIPTS: readonly string[] = [THEME_SCRIPT, WALKTHROUGH_AT_PATH_SCRIPT, WALKTHROUGH_OUTLINE_SCRIPT, DIAGRAM_START_SCRIPT];
