// The top bar at every window width from a phone to a wide screen: nothing scrolls sideways,
// every control is whole and inside the window, none overlaps another, and from 1024 px up the
// name and all the controls share one row (the tagline gives way: cut with "…", then hidden).
import { expect, openPage, test } from './support/fixtures.js';

/** The boxes of the brand, the tagline and each visible control of the top bar. */
function measure(page) {
  return page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    };
    const bar = document.querySelector('.topbar');
    const tagline = bar.querySelector('.tagline');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      brand: box(bar.querySelector('.brand-link')),
      tagline: { ...box(tagline), cut: tagline.scrollWidth > tagline.clientWidth, shown: getComputedStyle(tagline).display !== 'none' },
      controls: [...bar.querySelectorAll('.actions > *')]
        .filter((el) => getComputedStyle(el).display !== 'none')
        .map((el) => ({ name: el.dataset.testid ?? el.querySelector('[data-testid]')?.dataset.testid ?? el.className, ...box(el), clipped: el.scrollWidth > el.clientWidth + 1 })),
    };
  });
}

const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

for (const width of [375, 640, 800, 1024, 1100, 1200, 1280, 1300, 1320, 1340, 1366, 1440, 1920]) {
  test(`at ${width} px the top bar fits the window`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page);
    const m = await measure(page);
    expect(m.scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(width);
    expect(m.controls.length).toBeGreaterThanOrEqual(9);
    for (const c of m.controls) {
      expect(c.left, c.name).toBeGreaterThanOrEqual(0);
      expect(c.right, c.name).toBeLessThanOrEqual(width);
      expect(c.clipped, `${c.name} is whole`).toBe(false);
      expect(overlap(c, m.brand), `${c.name} clear of the name`).toBe(false);
      for (const d of m.controls) if (d !== c) expect(overlap(c, d), `${c.name} / ${d.name}`).toBe(false);
    }
    if (width >= 1024) {
      // One row: every control's middle at the height of the name's middle.
      const middle = (b) => (b.top + b.bottom) / 2;
      for (const c of m.controls) expect(Math.abs(middle(c) - middle(m.brand)), c.name).toBeLessThan(8);
    }
    if (m.tagline.shown) {
      expect(overlap(m.tagline, m.brand)).toBe(false);
      for (const c of m.controls) expect(overlap(m.tagline, c), `tagline / ${c.name}`).toBe(false);
    }
    // The bar's buttons still work at this width: Predict toggles.
    await page.getByTestId('predict-toggle').click();
    await expect(page.getByTestId('predict-toggle')).toHaveAttribute('aria-pressed', 'true');
    if ([375, 1280, 1320, 1920].includes(width)) await page.screenshot({ path: `test-results/header-${width}.png`, clip: { x: 0, y: 0, width, height: 180 } });
  });
}

test('a window too narrow for the whole tagline cuts it with "…" and keeps it whole in the tooltip', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page);
  const m = await measure(page);
  expect(m.tagline.shown).toBe(true);
  expect(m.tagline.cut).toBe(true);
  await expect(page.locator('.tagline')).toHaveAttribute('title', 'what does tf.function do with my code?');
});
