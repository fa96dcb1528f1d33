import type { Page } from '@playwright/test';

type Offender = { selector: string; text: string; left: number; right: number };
export type LayoutReport = { viewport: number; scrollWidth: number; checked: number; offenders: Offender[] };

/**
 * Runs in the page: every visible element with text of its own must lie within the viewport
 * horizontally, as far as it is shown. An element is measured as the part of its box that its
 * clipping ancestors (overflow other than visible) let through, so a slide parked outside a
 * carousel or a column of a wide table inside an `overflow-x-auto` wrapper counts only where it can
 * be seen, and the wrapper itself must fit. The page itself (html, body) is never taken as a clip:
 * a card cut off by the screen's edge is exactly what a guest cannot read.
 */
function measure(): LayoutReport {
  const viewport = window.innerWidth;
  const offenders: Offender[] = [];
  let checked = 0;
  const describe = (el: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      const cls = typeof e.className === 'string' ? e.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
      parts.unshift(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls ? `.${cls}` : ''}`);
    }
    return parts.join(' > ');
  };
  for (const el of document.body.querySelectorAll('*')) {
    const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    if (!ownText || !el.checkVisibility({ visibilityProperty: true })) continue;
    // Visually hidden on purpose (Tailwind's sr-only: clip-path inset(50%)), for screen readers only.
    if (el.closest('.sr-only') && getComputedStyle(el.closest('.sr-only')!).clipPath !== 'none') continue;
    const box = el.getBoundingClientRect();
    // Only what is on screen vertically now: the caller scrolls through the page.
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
    let left = box.left;
    let right = box.right;
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible' && style.clipPath === 'none') continue;
      const clip = a.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    if (right - left <= 1) continue; // clipped away entirely (an inactive slide, a screen-reader-only label)
    checked++;
    if (left < -0.5 || right > viewport + 0.5) {
      offenders.push({
        selector: describe(el),
        text: el.textContent!.trim().slice(0, 60),
        left: Math.round(left),
        right: Math.round(right),
      });
    }
  }
  return { viewport, scrollWidth: document.scrollingElement!.scrollWidth, checked, offenders };
}

/**
 * Scrolls through the whole page a screen at a time (so lazy parts render and hydrate), measuring at
 * each stop, and returns every offender once.
 */
export async function measureWholePage(page: Page): Promise<LayoutReport> {
  const reports: LayoutReport[] = [];
  for (let stop = 0; ; stop++) {
    const done = await page.evaluate((i) => {
      window.scrollTo({ top: i * window.innerHeight * 0.8, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.scrollingElement!.scrollHeight - 1;
    }, stop);
    // Lazy images, deferred hydration and entrance animations settle.
    await page.waitForTimeout(250);
    reports.push(await page.evaluate(measure));
    if (done || stop > 60) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const offenders = new Map<string, Offender>();
  for (const r of reports) for (const o of r.offenders) offenders.set(`${o.selector}|${o.text}`, o);
  return {
    viewport: reports[0].viewport,
    scrollWidth: Math.max(...reports.map((r) => r.scrollWidth)),
    checked: reports.reduce((sum, r) => sum + r.checked, 0),
    offenders: [...offenders.values()],
  };
}
