// Big outputs and error tracebacks in the panes (stubbed engine): a program printing 200 000
// lines renders its first rows quickly with a "more" bar (show more, all as text, copy), and a
// traceback keeps CPython's layout, its editor marker covering what the carets cover.
import { DOUBLE } from './support/results.js';
import { expect, openPage, openTab, stubEngine, test } from './support/fixtures.js';

const TRACEBACK =
  'Traceback (most recent call last):\n' +
  '  File "main.py", line 6, in <module>\n' +
  '    add(1, "a")\n' +
  '  File "main.py", line 4, in add\n' +
  '    return z + y\n' +
  '           ~~^~~\n' +
  'TypeError: unsupported operand type(s) for +: \'int\' and \'str\'\n';

const FAILING = {
  ok: false,
  events: [
    { seq: 0, kind: 'print', clock: 'python', text: 'start\n', stream: 'stdout', line: 5, function: null, concrete: null },
    { seq: 1, kind: 'error', clock: 'python', text: TRACEBACK, stream: 'stderr', line: 4, function: null, concrete: null },
  ],
  functions: [],
  error: {
    type: 'TypeError', message: "unsupported operand type(s) for +: 'int' and 'str'",
    line: 4, column: 12, end_line: 4, end_column: 17, traceback: TRACEBACK,
  },
};

const PROGRAM = 'import tensorflow as tf\ndef add(z, x):\n    y = x\n    return z + y\nprint("start")\nadd(1, "a")  # result: failing\n';

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE, failing: FAILING });
});

test('200 000 printed lines: the first thousand rows, a bar for the rest, and the whole text on request', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page);
  const runs = Number(await page.getByTestId('status').getAttribute('data-run'));
  const started = Date.now();
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nfor i in range(200000): print(i)  # lines 200000\n'));
  await expect.poll(async () => Number(await page.getByTestId('status').getAttribute('data-run'))).toBeGreaterThan(runs);
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(Date.now() - started).toBeLessThan(10_000);

  // Timeline (the default tab): 1000 events, then the bar.
  await expect(page.getByTestId('timeline').locator('li')).toHaveCount(1000);
  await expect(page.getByTestId('timeline-more')).toContainText('199,010 more events not shown.');

  await openTab(page, 'Output');
  const output = page.getByTestId('pane-output');
  const rows = output.locator('.line');
  await expect(rows).toHaveCount(1000);
  await expect(rows.first()).toHaveText('0');
  await expect(rows.last()).toHaveText('999');
  // Rows off screen are left out of layout until they scroll into view, and then read as usual.
  expect(await rows.last().evaluate((row) => getComputedStyle(row).contentVisibility)).toBe('auto');
  await rows.last().scrollIntoViewIfNeeded();
  await expect(rows.last()).toBeInViewport();
  await rows.last().click();
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(2);
  const more = page.getByTestId('pane-output-more');
  await expect(more).toContainText('199,000 more lines not shown.');
  await expect(page.getByTestId('panes')).not.toContainText('No other output.');
  await expect(page.getByRole('tab', { name: /^Output/ })).toContainText('200k');

  await more.getByRole('button', { name: 'Show 1,000 more' }).click();
  await expect(rows).toHaveCount(2000);
  await expect(rows.last()).toHaveText('1999');
  await expect(more).toContainText('198,000 more lines not shown.');

  await more.getByRole('button', { name: 'Copy all' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')).toHaveLength(200000);
  expect(copied.endsWith('199998\n199999')).toBe(true);

  await more.getByRole('button', { name: 'Show all as text' }).click();
  const text = page.getByTestId('pane-output-text');
  await expect(text).toBeVisible();
  expect(await text.evaluate((pre) => pre.textContent.split('\n').length)).toBe(200000);
  await expect(more).toBeHidden();
  await expect(output).toBeHidden();

  // The next run starts from the rows again.
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("small")\n'));
  await expect(text).toBeHidden();
  await expect(more).toBeHidden();
});

test('a traceback keeps its layout in the timeline and Output, and the marker covers the carets\' range', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate((p) => window.tfplay.setCode(p), PROGRAM);
  await expect(page.getByTestId('error')).toContainText('TypeError');

  const card = page.getByTestId('timeline').locator('.tl-event.kind-error');
  await expect(card).toBeVisible();
  const layout = await card.evaluate((chip) => {
    const text = chip.querySelector('.tl-text');
    const list = chip.closest('.timeline');
    return {
      whiteSpace: getComputedStyle(text).whiteSpace,
      overflowX: getComputedStyle(text).overflowX,
      font: getComputedStyle(text).fontFamily,
      width: chip.getBoundingClientRect().width,
      listWidth: list.getBoundingClientRect().width,
      lineHeight: parseFloat(getComputedStyle(text).lineHeight),
      height: text.getBoundingClientRect().height,
    };
  });
  expect(layout.whiteSpace).toBe('pre');
  expect(layout.overflowX).toBe('auto');
  expect(layout.font).toMatch(/mono/i);
  // The card spans the three lanes, and the 7 lines stay 7 lines (no wrapping).
  expect(layout.width).toBeGreaterThan(layout.listWidth * 0.9);
  expect(Math.round(layout.height / layout.lineHeight)).toBeLessThanOrEqual(8);

  // The caret line still sits under `z + y`: same offset in the monospace text.
  const lines = TRACEBACK.split('\n');
  expect(lines[5].indexOf('~')).toBe(lines[4].indexOf('z'));

  await openTab(page, 'Output');
  const err = page.getByTestId('pane-output').locator('.line.kind-error');
  expect(await err.evaluate((row) => getComputedStyle(row).whiteSpace)).toBe('pre');

  const markers = await page.evaluate(() => window.tfplay.markers());
  expect(markers.map((m) => [m.startLineNumber, m.startColumn, m.endLineNumber, m.endColumn])).toEqual([[4, 12, 4, 17]]);
});
