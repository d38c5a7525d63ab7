import type { Page } from '@playwright/test';

// Layout measurements for tests/e2e/layout.spec.ts (issue 17): boxes from getBoundingClientRect and
// text ranges, never screenshots. Everything below `measureLayout` runs inside the page.

export interface LayoutReport {
  viewport: number;
  scrollWidth: number;
  /** Visible elements whose box reaches outside the viewport horizontally. */
  outside: string[];
  /** Text that runs out of the box that holds it (a long word, a cut-off price). */
  textOverflow: string[];
  /** Text lines and controls that cover one another. */
  overlaps: string[];
  /** Radio buttons and checkboxes not on the line of their label's first line. */
  misaligned: string[];
  /** Boxes that clip or scroll their content sideways without being made for that (e.g. a sidebar). */
  sideways: string[];
  /** Boxes that stick out of the box they are laid out in (a button pushed past the page's margin). */
  protruding: string[];
}

/** Inside the page: measures everything in `scopeSelector` (default the whole body). */
function measureLayout(scopeSelector: string | null): LayoutReport {
  const vw = document.documentElement.clientWidth;
  const scope = (scopeSelector ? document.querySelector(scopeSelector) : document.body) ?? document.body;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  interface Box {
    left: number;
    right: number;
    top: number;
    bottom: number;
  }
  const name = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
  };
  const hiddenByClip = (el: Element) => {
    const s = style(el);
    return (
      (s.position === 'absolute' || s.position === 'fixed') &&
      ((s.clip !== 'auto' && s.clip !== '') || (s.clipPath !== 'none' && s.clipPath !== ''))
    );
  };
  const visible = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions);

  /** The part of `box` that shows through the overflow clipping of `from` and its ancestors. */
  const clip = (box: Box, from: Element | null): Box | null => {
    let { left, right, top, bottom } = box;
    for (let a = from; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      if (hiddenByClip(a)) return null;
      const s = style(a);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const r = a.getBoundingClientRect();
        const innerLeft = r.left + a.clientLeft;
        const innerTop = r.top + a.clientTop;
        if (s.overflowX !== 'visible') {
          left = Math.max(left, innerLeft);
          right = Math.min(right, innerLeft + a.clientWidth);
        }
        if (s.overflowY !== 'visible') {
          top = Math.max(top, innerTop);
          bottom = Math.min(bottom, innerTop + a.clientHeight);
        }
      }
      if (s.position === 'fixed') break; // fixed boxes escape the clipping of the boxes around them
    }
    return right - left >= 1 && bottom - top >= 1 ? { left, right, top, bottom } : null;
  };

  const report: LayoutReport = {
    viewport: vw,
    scrollWidth: document.documentElement.scrollWidth,
    outside: [],
    textOverflow: [],
    overlaps: [],
    misaligned: [],
    sideways: [],
    protruding: [],
  };

  // 1. every visible element inside the viewport horizontally
  const elements = [scope, ...scope.querySelectorAll('*')].filter(
    (el) => !el.closest('svg') || el.tagName.toLowerCase() === 'svg',
  );
  const shown = new Map<Element, Box>();
  const outside = new Set<Element>();
  for (const el of elements) {
    if (!visible(el) || hiddenByClip(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const box = style(el).position === 'fixed' ? r : clip(r, el.parentElement);
    if (!box) continue;
    shown.set(el, box);
    if (box.left < -1 || box.right > vw + 1) {
      outside.add(el);
      // the outermost box that leaves the screen names the problem; its children follow it out
      if (!el.parentElement || !outside.has(el.parentElement))
        report.outside.push(`${name(el)} spans ${Math.round(box.left)}…${Math.round(box.right)} px`);
    }
  }

  // 1b. nothing in normal flow sticks out sideways of the box it sits in (its parent's border box);
  // positioned boxes (badges, sheets) are placed on purpose, and so is a moving marquee (the ticker)
  const protruding = new Set<Element>();
  for (const [el, box] of shown) {
    const parent = el.parentElement;
    if (!parent || !shown.has(parent) || el.tagName.toLowerCase() === 'svg') continue;
    const s = style(el);
    if (s.position === 'absolute' || s.position === 'fixed' || style(parent).display === 'inline') continue;
    if (s.animationName !== 'none' && s.animationName !== '') continue;
    // a row made to scroll sideways (a carousel): its items lie beyond its edge by design
    if (['auto', 'scroll'].includes(style(parent).overflowX)) continue;
    const p = parent.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    if (r.right > p.right + 1 || r.left < p.left - 1) {
      protruding.add(el);
      if (!protruding.has(parent) && box.right > box.left)
        report.protruding.push(
          `${name(el)} spans ${Math.round(r.left)}…${Math.round(r.right)}, its parent ${name(parent).split(' ')[0]} ${Math.round(p.left)}…${Math.round(p.right)}`,
        );
    }
  }

  // 2. nothing scrolls or is cut sideways inside a box, except rows made to scroll sideways
  // (carousels: a flex row that does not wrap or a grid flowing in columns; tables; a marquee of
  // nowrap text) and text shortened with an ellipsis on purpose
  const madeToScrollSideways = (el: Element) => {
    const s = style(el);
    if (s.textOverflow === 'ellipsis') return true;
    if (s.display.includes('flex') && s.flexDirection.startsWith('row') && s.flexWrap === 'nowrap')
      return true;
    if (s.display.includes('grid') && s.gridAutoFlow.startsWith('column')) return true;
    if (el.tagName === 'TABLE' || el.querySelector(':scope > table')) return true;
    return [...el.children].some((c) => style(c).whiteSpace === 'nowrap');
  };
  for (const [el, box] of shown) {
    if (el === document.body || el === document.documentElement) continue;
    const s = style(el);
    if (s.overflowX === 'visible' || el.scrollWidth <= el.clientWidth + 1) continue;
    if (box.right - box.left < 1 || madeToScrollSideways(el)) continue;
    report.sideways.push(`${name(el)} holds ${el.scrollWidth} px of content in ${el.clientWidth} px`);
  }

  // 3. text lines: inside the box that holds them, and not on top of other text or controls
  interface Item {
    owner: Element;
    box: Box;
    what: string;
  }
  const items: Item[] = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!text.trim() || !parent || !shown.has(parent)) continue;
    if (parent.closest('svg, script, style, noscript, option')) continue;
    let holder: Element = parent;
    while (holder.parentElement && ['inline', 'contents'].includes(style(holder).display))
      holder = holder.parentElement;
    const hold = holder.getBoundingClientRect();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width < 1 || line.height < 1) continue;
      const box = clip(line, parent);
      if (!box) continue;
      const what = `text "${text.replace(/\s+/g, ' ').trim().slice(0, 40)}" in ${name(holder).split(' ')[0]}`;
      if (box.right > hold.right + 1 || box.left < hold.left - 1)
        report.textOverflow.push(
          `${what} runs to ${Math.round(box.left)}…${Math.round(box.right)}, its box ${Math.round(hold.left)}…${Math.round(hold.right)}`,
        );
      items.push({ owner: parent, box, what });
    }
  }
  const controls =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"]';
  for (const el of scope.querySelectorAll(controls)) {
    const box = shown.get(el);
    if (box) items.push({ owner: el, box, what: name(el) });
  }
  /**
   * A control laid on another one by design (a wishlist heart on a product picture): its centre on it and
   * taken out of the flow to sit there (it or a wrapper positioned absolutely), so both stay reachable.
   * Text under a control is never layered.
   */
  const layered = (top: Item, under: Item): boolean => {
    if (!top.owner.matches(controls) || !under.owner.matches(controls)) return false;
    const [x, y] = [(top.box.left + top.box.right) / 2, (top.box.top + top.box.bottom) / 2];
    const u = under.box;
    if (x < u.left || x > u.right || y < u.top || y > u.bottom) return false;
    for (let el: Element | null = top.owner; el && !el.contains(under.owner); el = el.parentElement)
      if (style(el).position === 'absolute') return true;
    return false;
  };
  items.sort((a, b) => a.box.top - b.box.top);
  for (let i = 0; i < items.length; i++) {
    const a = items[i]!;
    for (let j = i + 1; j < items.length; j++) {
      const b = items[j]!;
      if (b.box.top >= a.box.bottom - 2) break;
      if (a.owner === b.owner || a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
      const ix = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const iy = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (ix > 2 && iy > 2 && !layered(a, b) && !layered(b, a))
        report.overlaps.push(`${a.what} overlaps ${b.what}`);
    }
  }

  // 4. a radio button or checkbox sits on the first line of its label
  for (const input of scope.querySelectorAll<HTMLInputElement>(
    'input[type="radio"], input[type="checkbox"]',
  )) {
    const box = shown.get(input);
    const label = input.labels?.[0];
    if (!box || !label) continue;
    const first = document
      .createTreeWalker(label, NodeFilter.SHOW_TEXT, {
        acceptNode: (n) => (n.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
      })
      .nextNode();
    if (!first) continue;
    range.selectNodeContents(first);
    const line = range.getClientRects()[0];
    if (!line) continue;
    if (Math.min(box.bottom, line.bottom) - Math.max(box.top, line.top) <= 0)
      report.misaligned.push(`${name(input)} is not on the line of its label ${name(label)}`);
  }
  return report;
}

export const PHONE_HEIGHT = 780;

/**
 * Measures the page (or one overlay) at its full height: the viewport is made as tall as the content,
 * so every part is measured where it lies and the fixed bottom bars sit on the room kept for them.
 */
export async function layoutProblems(page: Page, scope: string | null = null): Promise<string[]> {
  const size = page.viewportSize()!;
  const needed = () =>
    page.evaluate((sel) => {
      const dialog = sel ? document.querySelector(sel) : null;
      const inner = dialog?.querySelector('.dialog__body');
      const need = inner ? inner.scrollHeight + 200 : document.documentElement.scrollHeight;
      return Math.min(Math.max(need, 0), 12000);
    }, scope);
  const frames = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  let height = size.height;
  /** Grows the screen to the page's height, then lists what is wrong with the page as laid out. */
  const measure = async () => {
    // content may still grow (late sections): measure once the page is as tall as its content
    for (let round = 0; round < 4; round++) {
      const need = await needed();
      if (need <= height) break;
      height = need;
      await page.setViewportSize({ width: size.width, height });
      await frames();
    }
    await frames();
    const report = await page.evaluate(measureLayout, scope);
    const problems: string[] = [];
    if (report.scrollWidth > report.viewport)
      problems.push(`the page is ${report.scrollWidth} px wide on a ${report.viewport} px screen`);
    problems.push(
      ...report.outside.map((p) => `outside the screen: ${p}`),
      ...report.textOverflow.map((p) => `text overflows: ${p}`),
      ...report.overlaps.map((p) => `overlap: ${p}`),
      ...report.misaligned.map((p) => `misaligned: ${p}`),
      ...report.sideways.map((p) => `cut or scrolled sideways: ${p}`),
      ...report.protruding.map((p) => `sticks out of its box: ${p}`),
    );
    return problems;
  };
  try {
    const problems = await measure();
    // A part that came in between the frames and the measuring (the ticker banner, which sets the room it takes when
    // the browser next lays it out, before painting) is caught half laid out: a problem counts if it is still there
    // after the page has been drawn again.
    return problems.length ? await measure() : problems;
  } finally {
    if (height > size.height) await page.setViewportSize(size);
  }
}
