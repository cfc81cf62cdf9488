// The results tab strip at desktop widths: every tab is visible (they wrap rather than scroll
// out of sight), with long badges too; on a phone the strip scrolls and shows that it does.
import { DOUBLE } from './support/results.js';
import { expect, openPage, stubEngine, test } from './support/fixtures.js';

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE });
});

for (const width of [1024, 1400, 1920]) {
  test(`at ${width} px every results tab is fully visible, long badges included`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page);
    await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nfor i in range(12345): print(i)  # lines 12345\n'));
    await expect(page.getByRole('tab', { name: /^Output/ })).toContainText('12k');
    const boxes = await page.locator('[role="tablist"]').evaluate((strip) => {
      const s = strip.getBoundingClientRect();
      return {
        strip: { left: s.left, right: s.right, scroll: strip.scrollWidth - strip.clientWidth },
        tabs: [...strip.querySelectorAll('[role="tab"]')].map((t) => {
          const r = t.getBoundingClientRect();
          return { name: t.textContent, left: r.left, right: r.right, width: r.width };
        }),
      };
    });
    expect(boxes.tabs.map((t) => t.name.replace(/\d.*$/, ''))).toEqual(['Trace-time', 'Graph-time', 'Output', 'Timeline', 'Cache', 'Ops']);
    expect(boxes.strip.scroll).toBeLessThanOrEqual(0);
    for (const tab of boxes.tabs) {
      expect(tab.left, tab.name).toBeGreaterThanOrEqual(boxes.strip.left - 0.5);
      expect(tab.right, tab.name).toBeLessThanOrEqual(boxes.strip.right + 0.5);
      expect(tab.right, tab.name).toBeLessThanOrEqual(width);
    }
    await page.getByRole('tab', { name: /^Ops$/ }).click();
    await expect(page.getByRole('tab', { name: /^Ops$/ })).toHaveAttribute('aria-selected', 'true');
  });
}

test('on a phone the tab strip scrolls, shows edge shadows, and keeps the selected tab in view', async ({ page, problems }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await openPage(page);
  const strip = page.locator('[role="tablist"]');
  const style = await strip.evaluate((s) => ({ overflowX: getComputedStyle(s).overflowX, wrap: getComputedStyle(s).flexWrap, bg: getComputedStyle(s).backgroundImage }));
  expect(style.overflowX).toBe('auto');
  expect(style.wrap).toBe('nowrap');
  expect(style.bg).toContain('radial-gradient');
  await page.evaluate(() => window.tfplay.selectPane('ops'));
  const inView = await strip.evaluate((s) => {
    const tab = s.querySelector('[data-pane="ops"]').getBoundingClientRect();
    const r = s.getBoundingClientRect();
    return tab.left >= r.left - 0.5 && tab.right <= r.right + 0.5;
  });
  expect(inView).toBe(true);
});

// At 375 px the Timeline, selected as the page opens, was pushed half out of the strip once the
// first run's badges widened the tabs before it, and the tabs were 36 px targets close together.
test('at 375 px the selected tab stays in view once the badges show, and every tab is a 44 px target', async ({ page, problems }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page);
  const strip = page.locator('[role="tablist"]');
  await expect(page.getByRole('tab', { name: /^Timeline/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Timeline/ })).toContainText(/\d/);
  await expect
    .poll(() =>
      strip.evaluate((s) => {
        const tab = s.querySelector('[aria-selected="true"]').getBoundingClientRect();
        const r = s.getBoundingClientRect();
        return tab.left >= r.left - 0.5 && tab.right <= r.right + 0.5;
      }),
    )
    .toBe(true);
  const tabs = await strip.evaluate((s) => [...s.querySelectorAll('[role="tab"]')].map((t) => ({ height: t.getBoundingClientRect().height, padding: parseFloat(getComputedStyle(t).paddingLeft) })));
  for (const tab of tabs) {
    expect(tab.height).toBeGreaterThanOrEqual(44);
    expect(tab.padding).toBeGreaterThanOrEqual(10);
  }
});
