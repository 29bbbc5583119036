/**
 * The app's polite live region: what an action produced, said to screen readers without moving their
 * focus. One region for the whole page, made on first use, so every feature speaks through the same one.
 */
let region: HTMLElement | undefined;

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = Object.assign(document.createElement('div'), { className: 'visually-hidden' });
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.dataset.testid = 'announcer';
  document.body.append(region);
  return region;
}

export function announce(message: string): void {
  const target = liveRegion();
  // Emptied first, so the same words said twice in a row are announced twice.
  target.textContent = '';
  requestAnimationFrame(() => (target.textContent = message));
}

/** Moves focus to an element the app produced (a heading, a panel), focusable for that if it was not. */
export function focusProduced(element: HTMLElement | null | undefined): void {
  if (!element) return;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}
