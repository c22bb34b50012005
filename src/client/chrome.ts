/**
 * The header's controls (Base.astro):
 * - the menu button that shows the navigation on narrow screens (disclosure pattern: aria-expanded, Escape closes
 *   and returns focus to the button). On wide screens CSS shows the navigation and hides the button.
 * - on wide screens, the "Offline use" button that shows the menu's "Keep for offline use" control in a panel over
 *   the page (the same disclosure pattern); on narrow screens CSS hides it and the control sits in the menu's panel.
 * - the theme switch (system / light / dark), remembered in localStorage under THEME_KEY. The inline script in
 *   Base.astro's <head> applies the stored choice before first paint; this only handles changes.
 * Without script neither exists: the navigation is simply shown, and the system's colour scheme applies.
 */

export const THEME_KEY = 'theme';
export type Theme = 'system' | 'light' | 'dark';

export function storedTheme(): Theme {
  try {
    const t = localStorage.getItem(THEME_KEY);
    return t === 'light' || t === 'dark' ? t : 'system';
  } catch {
    return 'system'; // storage blocked: follow the system
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

export function attachThemeSwitch(group: HTMLElement): void {
  const radios = [...group.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  const show = (theme: Theme) => {
    for (const r of radios) r.checked = r.value === theme;
  };
  show(storedTheme());
  group.addEventListener('change', (event) => {
    const value = (event.target as HTMLInputElement).value as Theme;
    applyTheme(value);
    try {
      if (value === 'system') localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, value);
    } catch {
      // Storage blocked: the choice holds for this page only.
    }
  });
  // A choice made in another tab applies here too.
  addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    const theme = storedTheme();
    applyTheme(theme);
    show(theme);
  });
}

export function attachMenu(button: HTMLButtonElement, panel: HTMLElement): void {
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.toggleAttribute('data-open', open);
  };
  setOpen(false);
  button.addEventListener('click', () => setOpen(!isOpen()));
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  };
  button.addEventListener('keydown', onKey);
  panel.addEventListener('keydown', onKey);
}

export function attachChrome(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-button]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (button && panel) attachMenu(button, panel);
  // Wide screens: the "Offline use" disclosure over the menu's "Keep for offline use" control (same pattern).
  const offline = document.querySelector<HTMLButtonElement>('[data-offline-menu-button]');
  const offlinePanel = offline && document.getElementById(offline.getAttribute('aria-controls') ?? '');
  if (offline && offlinePanel) attachMenu(offline, offlinePanel);
  const themes = document.querySelector<HTMLElement>('[data-theme-switch]');
  if (themes) attachThemeSwitch(themes);
}
