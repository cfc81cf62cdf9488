// Laptop widths (1280, 1366, 1440 px): the results tabs fit on one row with every label whole,
// and the Cache table shows all its columns, the reason for each trace included, without
// scrolling sideways. Narrower panes (1024 px screens, phones) show the cache as cards with
// every value in view.
import { expect, ev, openPage, stubEngine, test } from './support/fixtures.js';

const SIG = (shape, dtype, n) => `(x: TensorSpec(shape=${shape}, dtype=tf.${dtype}, name=None), n: Literal[${n}])`;

// A run with every badge showing (two-digit counts), as a program with several calls gives,
// and a cache whose reasons are long, like those of the shapes-and-dtypes example.
function busyRun() {
  const events = [];
  let seq = 0;
  for (let i = 0; i < 12; i++) events.push(ev(seq++, 'print', 'trace', `trace ${i}\n`, 'stdout', 5, 'f', 0));
  for (let i = 0; i < 12; i++) events.push(ev(seq++, 'tfprint', 'graph', `run ${i}\n`, 'stderr', 6, 'f', 0));
  for (let i = 0; i < 12; i++) events.push(ev(seq++, 'print', 'python', `out ${i}\n`, 'stdout', 14));
  for (let i = 0; i < 4; i++) events.push(ev(seq++, 'call', 'python', `f call ${i + 1}: traced concrete function ${Math.min(i, 2)}\n`, 'stdout', 13 + i, 'f', Math.min(i, 2)));
  return {
    ok: true,
    events,
    functions: [
      {
        name: 'f', line: 4, tracing_count: 3,
        concretes: [
          { index: 0, signature: SIG('(2,)', 'int32', 3), calls: 2, traced_at_call: 1, reason: 'first call' },
          { index: 1, signature: SIG('(3,)', 'int32', 3), calls: 1, traced_at_call: 2, reason: 'x: shape (2,) -> (3,)' },
          { index: 2, signature: SIG('(2,)', 'float32', 2), calls: 1, traced_at_call: 4, reason: 'x: dtype int32 -> float32; n: Literal[3] -> Literal[2]' },
        ],
      },
    ],
    error: null,
  };
}

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: busyRun() });
});

/** Boxes of the tab strip, its tabs, the visible pane, the cache table's cells and scrollers. */
function measure(page) {
  return page.evaluate(() => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
    };
    const strip = document.querySelector('[role="tablist"]');
    const pane = document.querySelector('[role="tabpanel"]:not([hidden])');
    const table = document.querySelector('[data-testid="cache-table"]');
    return {
      strip: box(strip),
      tabs: [...strip.querySelectorAll('[role="tab"]')].map((t) => ({ name: t.textContent, ...box(t), clipped: t.scrollWidth > t.clientWidth })),
      pane: box(pane),
      overflow: [pane, ...pane.querySelectorAll('.table-scroller')].map((el) => el.scrollWidth - el.clientWidth),
      cells: [...table.querySelectorAll('th, td')].map((c) => ({ text: c.textContent, ...box(c) })),
    };
  });
}

for (const width of [1280, 1366, 1440]) {
  test(`at ${width} px the tabs sit on one row and the cache table shows every column`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page);
    await page.evaluate(() => window.tfplay.selectPane('cache'));
    await expect(page.getByRole('tab', { name: /^Timeline/ })).toContainText('4');
    const m = await measure(page);
    expect(m.tabs.map((t) => t.name.replace(/\d.*$/, ''))).toEqual(['Trace-time', 'Graph-time', 'Output', 'Timeline', 'Cache', 'Ops']);
    for (const tab of m.tabs) {
      expect(tab.top, `${tab.name} is on the first row`).toBe(m.tabs[0].top);
      expect(tab.right, `${tab.name} ends inside the strip`).toBeLessThanOrEqual(m.strip.right + 0.5);
      expect(tab.clipped, tab.name).toBe(false);
    }
    // No sideways scrolling, and every header and cell lies inside the pane.
    for (const overflow of m.overflow) expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByTestId('cache-table').getByRole('columnheader')).toHaveText([
      'Function', 'Concrete #', 'Traced by', 'Why traced', 'Calls served', 'Input signature',
    ]);
    for (const cell of m.cells) {
      expect(cell.right, cell.text).toBeLessThanOrEqual(m.pane.right + 0.5);
      expect(cell.left, cell.text).toBeGreaterThanOrEqual(m.pane.left - 0.5);
    }
    const reason = page.getByTestId('cache-table').getByText('x: shape (2,) -> (3,)');
    await expect(reason).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `test-results/laptop-${width}-cache.png` });
  });
}

for (const [width, height] of [[1024, 768], [390, 844]]) {
  test(`at ${width} px the cache shows each concrete function as a card, nothing cut off`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height });
    await openPage(page);
    await page.evaluate(() => window.tfplay.selectPane('cache'));
    const table = page.getByTestId('cache-table');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    const m = await measure(page);
    for (const overflow of m.overflow) expect(overflow).toBeLessThanOrEqual(0);
    for (const cell of m.cells.filter((c) => c.width > 0)) {
      expect(cell.right, cell.text).toBeLessThanOrEqual(m.pane.right + 0.5);
    }
    // Each value says which column it is.
    const second = table.locator('tbody tr').nth(1);
    await expect(second.locator('td.col-reason')).toHaveAttribute('data-label', 'Why traced');
    expect(await second.locator('td.col-reason').evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Why traced"');
    await second.locator('td.col-reason').scrollIntoViewIfNeeded();
    await expect(second.getByText('x: shape (2,) -> (3,)')).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `test-results/cards-${width}-cache.png`, fullPage: width < 500 });
  });
}
