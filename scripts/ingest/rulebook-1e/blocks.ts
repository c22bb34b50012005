/**
 * Step 3, blocks: a section's Markdown nodes rebuilt with lib/mdast.ts. `---` rules are dropped; the empty image
 * slots get a visible "image lost" mark (LOST_IMAGES), a lost image's surviving caption in an "image lost" box
 * with it; a line of italics that reads as a sub-heading the outline has no section for stays italic and is
 * reported. Anything but paragraphs, lists, text, bold, italics, links and line breaks stops the import.
 */
import type { BlockContent, Link, List, ListItem, PhrasingContent, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { aside, emphasis, gap, list, mergeText, paragraph, type Block, type Inline } from '../lib/mdast.ts';
import { SourceFormatError } from '../lib/source.ts';
import { LOST_IMAGES } from '../rulebook-1e.corrections.ts';
import { boldRun, iconMarks, type Context } from './inline-marks.ts';
import { endLine, SOURCE_FILE, startLine } from './positions.ts';

export function convertBlocks(nodes: RootContent[], ctx: Context): Block[] {
  const out: Block[] = [];
  for (const n of nodes) {
    switch (n.type) {
      case 'thematicBreak':
        break; // a `---` rule between the title page and the text
      case 'paragraph': {
        if (n.children.length === 1 && n.children[0]?.type === 'emphasis') {
          ctx.report.push({
            line: startLine(n),
            message: `"${toString(n)}" is a line of italics that reads as a sub-heading; the outline has no section for it, so it stays italic text in the section whose heading comes before it.`,
          });
        }
        const inlines = convertInlines(n.children, ctx);
        const lost = LOST_IMAGES.find((l) => l.afterLine === endLine(n));
        if (lost?.caption) {
          // the caption of a lost illustration: in an "image lost" box with the mark, apart from the rules text
          out.push(aside('lost-image', [paragraph(gap('lost-image', lost.note)), paragraph(...inlines)]));
          break;
        }
        if (inlines.length) out.push(paragraph(...inlines));
        if (lost) out.push(paragraph(gap('lost-image', lost.note)));
        break;
      }
      case 'list':
        out.push(convertList(n, ctx));
        break;
      default:
        throw new SourceFormatError(SOURCE_FILE, startLine(n), 'paragraphs and lists only inside a section', n.type);
    }
  }
  return out;
}

function convertList(n: List, ctx: Context): List {
  const items = n.children.map((item: ListItem) => convertBlocks(item.children, ctx) as BlockContent[]);
  return list(items, n.ordered ? (n.start ?? 1) : undefined);
}

function convertInlines(nodes: PhrasingContent[], ctx: Context): Inline[] {
  const out: Inline[] = [];
  for (const n of nodes) {
    switch (n.type) {
      case 'text':
        out.push(...iconMarks(n.value, startLine(n), ctx));
        break;
      case 'strong':
        out.push(...boldRun(n, convertInlines(n.children, ctx), ctx));
        break;
      case 'emphasis':
        out.push(emphasis(...convertInlines(n.children, ctx)));
        break;
      case 'link': {
        const link: Link = { type: 'link', url: n.url, title: n.title ?? null, children: convertInlines(n.children, ctx) };
        out.push(link);
        break;
      }
      case 'break':
        out.push({ type: 'break' });
        break;
      default:
        throw new SourceFormatError(SOURCE_FILE, startLine(n), 'text, bold, italic, links and line breaks only', n.type);
    }
  }
  return mergeText(out);
}
