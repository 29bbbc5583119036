import type { Locator, Page } from 'playwright-core';

/** Presses Tab until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  const element = await target.elementHandle({ timeout: 15_000 });
  if (!element) throw new Error(`nothing to tab to: ${target.toString()}`);
  for (let presses = 0; presses < max; presses += 1) {
    if (await element.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${max} presses of Tab never reached ${target.toString()}; the focus is on ${focused}`);
}

/** Waits until `target` has the focus (the app moved it there). */
export async function focusLandsOn(target: Locator, timeout = 15_000): Promise<void> {
  const element = await target.elementHandle({ timeout });
  if (!element) throw new Error(`not found: ${target.toString()}`);
  await target.page().waitForFunction((node) => node === document.activeElement, element, { timeout });
}

/** What the app's polite live region says (lib/announce.ts), once it says something matching `text`. */
export async function announced(page: Page, text: string | RegExp, timeout = 15_000): Promise<string> {
  const pattern = typeof text === 'string' ? text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : text.source;
  const handle = await page.waitForFunction(
    (source) => {
      const region = document.querySelector('[data-testid="announcer"]');
      const said = region?.textContent ?? '';
      return region?.getAttribute('aria-live') === 'polite' && new RegExp(source).test(said) ? said : false;
    },
    pattern,
    { timeout },
  );
  return (await handle.jsonValue()) as string;
}

/** One control the focus walk reached, as it looks focused and at rest. */
export interface FocusStop {
  readonly control: string;
  readonly focused: string;
  readonly resting: string | null;
  readonly outline: { readonly style: string; readonly width: number; readonly contrast: number };
  readonly size: { readonly width: number; readonly height: number; readonly inline: boolean };
}

/**
 * Records how every tabbable control of the page looks at rest (no focus, no pointer over it), then tabs
 * through the page from its start (or through an open modal dialog from its start) until the focus comes
 * back round, recording each control as it looks focused.
 */
export async function walkFocus(page: Page, maxStops = 400): Promise<FocusStop[]> {
  await page.mouse.move(0, 0);
  // At rest: nothing focused (a dialog or a tab may have taken the focus when it opened).
  await page.evaluate(RECORD_RESTING_STYLES);
  const inDialog = await page.evaluate(() => Boolean(document.querySelector('dialog[open]')?.matches(':modal')));
  if (!inDialog) {
    // A focused element removed at once leaves the starting point of sequential focus at the page's start.
    await page.evaluate(() => {
      const start = document.createElement('button');
      document.body.prepend(start);
      start.focus();
      start.remove();
    });
  }
  // From there (or, in a modal dialog, from the dialog's start) Tab reaches the first control.
  await page.keyboard.press('Tab');
  const stops: FocusStop[] = [];
  for (let index = 0; index < maxStops; index += 1) {
    const stop = (await page.evaluate(DESCRIBE_FOCUSED)) as (FocusStop & { readonly seen: boolean }) | null;
    if (!stop || stop.seen) return stops;
    stops.push({ control: stop.control, focused: stop.focused, resting: stop.resting, outline: stop.outline, size: stop.size });
    await page.keyboard.press('Tab');
  }
  throw new Error(`the focus did not come back round within ${maxStops} stops`);
}

/*
 * Page code as strings: the page runs them as they are, with no helper the test's compiler might add.
 */
const STYLE_OF = `(element) => {
  const style = getComputedStyle(element);
  return [
    'outline: ' + style.outlineStyle + ' ' + style.outlineWidth + ' ' + style.outlineColor,
    'box-shadow: ' + style.boxShadow,
    'border: ' + style.borderTopColor + ' ' + style.borderTopWidth,
    'background: ' + style.backgroundColor + ' ' + style.backgroundImage,
    'color: ' + style.color,
    'text-decoration: ' + style.textDecorationLine,
  ].join('; ');
}`;

const RECORD_RESTING_STYLES = `(() => {
  const styleOf = ${STYLE_OF};
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  const resting = new Map();
  const selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
  for (const element of document.querySelectorAll(selector)) resting.set(element, styleOf(element));
  window.__resting = resting;
  window.__visited = new Set();
})()`;

const DESCRIBE_FOCUSED = `(() => {
  const styleOf = ${STYLE_OF};
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return null;
  const seen = window.__visited.has(element);
  window.__visited.add(element);
  const parse = (color) => {
    const [r, g, b, a = 1] = (color.match(/[\\d.]+/g) || ['0', '0', '0', '0']).map(Number);
    return { r, g, b, a: color.startsWith('rgba') || color.includes('/') ? a : 1 };
  };
  const over = (top, base) => ({
    r: top.r * top.a + base.r * (1 - top.a),
    g: top.g * top.a + base.g * (1 - top.a),
    b: top.b * top.a + base.b * (1 - top.a),
    a: 1,
  });
  // What the outline is drawn on: the ancestors' background colours, over the page's own.
  const layers = [];
  for (let node = element.parentElement; node; node = node.parentElement) layers.push(parse(getComputedStyle(node).backgroundColor));
  let behind = parse(getComputedStyle(document.documentElement).backgroundColor);
  for (const layer of layers.reverse()) behind = over(layer, behind);
  const luminance = ({ r, g, b }) => {
    const channel = (value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const style = getComputedStyle(element);
  const ring = over(parse(style.outlineColor), behind);
  const [light, dark] = [luminance(ring), luminance(behind)].sort((x, y) => y - x);
  const rect = element.getBoundingClientRect();
  const labelled = element.labels && element.labels.length > 0 ? element.labels[0].textContent : '';
  const label = (element.getAttribute('aria-label') || labelled || element.textContent || element.getAttribute('placeholder') || element.id || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
  return {
    seen,
    control: element.tagName.toLowerCase() + (element.type === 'checkbox' || element.type === 'radio' ? '[type=' + element.type + ']' : '') + (element.getAttribute('role') ? '[role=' + element.getAttribute('role') + ']' : '') + ' "' + label + '"',
    focused: styleOf(element),
    resting: window.__resting.get(element) ?? null,
    outline: { style: style.outlineStyle, width: parseFloat(style.outlineWidth), contrast: (light + 0.05) / (dark + 0.05) },
    size: { width: rect.width, height: rect.height, inline: element.tagName === 'A' && style.display === 'inline' },
  };
})()`;
