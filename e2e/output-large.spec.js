// Big outputs and error tracebacks in the panes (stubbed engine): a program printing 200 000
// lines renders the rows in view (the rest as they scroll in) with a bar (all as text, copy), and a
// traceback keeps CPython's layout, its editor marker covering what the carets cover.
import { DOUBLE } from './support/results.js';
import { expect, openPage, openTab, stubEngine, test } from './support/fixtures.js';

// The frames both tracebacks below share: CPython's layout, carets under `z + y`.
const FRAMES =
  'Traceback (most recent call last):\n' +
  '  File "main.py", line 6, in <module>\n' +
  '    add(1, "a")\n' +
  '  File "main.py", line 4, in add\n' +
  '    return z + y\n' +
  '           ~~^~~\n';
const TRACEBACK = FRAMES + 'TypeError: unsupported operand type(s) for +: \'int\' and \'str\'\n';

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

test('200 000 printed lines: rows rendered as they scroll into view, a bar for the whole text', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page);
  const runs = Number(await page.getByTestId('status').getAttribute('data-run'));
  const started = Date.now();
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nfor i in range(200000): print(i)  # lines 200000\n'));
  await expect.poll(async () => Number(await page.getByTestId('status').getAttribute('data-run'))).toBeGreaterThan(runs);
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(Date.now() - started).toBeLessThan(10_000);

  // The page holds the printed lines as a few records, not one object per line; the result
  // window.tfplay.run() gives still lists every event (design.md).
  const result = await page.evaluate(async () => {
    const r = await window.tfplay.run();
    return { count: r.events.length, last: r.events.at(-1) };
  });
  expect(result.count).toBe(200000 + 10);
  expect(result.last).toMatchObject({ kind: 'print', text: '199999\n', seq: 200009, line: 2 });

  // Timeline (the default tab): 1000 events, then the bar.
  await expect(page.getByTestId('timeline').locator('li')).toHaveCount(1000);
  await expect(page.getByTestId('timeline-more')).toContainText('199,010 more events not shown.');
  await expect(page.getByRole('tab', { name: /^Timeline/ })).toContainText('200k');

  await openTab(page, 'Output');
  const output = page.getByTestId('pane-output');
  const rows = output.locator('.line');
  // Only the rows near the visible part are built; the others are placeholders of their height.
  expect(await rows.count()).toBeLessThan(2000);
  await expect(rows.first()).toHaveText('0');
  const pane = page.locator('.pane-output');
  const height = await pane.evaluate((el) => el.scrollHeight);
  expect(height).toBeGreaterThan(200000 * 15);
  // Scrolling anywhere shows the rows there, which read and click as usual.
  await pane.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
  const middle = output.locator('.line', { hasText: /^100000$/ });
  await expect(middle).toBeVisible();
  await pane.evaluate((el) => (el.scrollTop = el.scrollHeight));
  const last = output.locator('.line', { hasText: /^199999$/ });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await last.click();
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(2);
  expect(await rows.count()).toBeLessThan(5000);
  const more = page.getByTestId('pane-output-more');
  await expect(more).toContainText('200,000 lines.');
  await expect(page.getByTestId('panes')).not.toContainText('No other output.');
  await expect(page.getByRole('tab', { name: /^Output/ })).toContainText('200k');

  await more.getByRole('button', { name: 'Copy all' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // What the program printed, each line ended by its newline, the last one too.
  expect(copied.split('\n')).toHaveLength(200001);
  expect(copied.endsWith('199998\n199999\n')).toBe(true);

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
  await expect(output).toBeVisible();
});

test('two million printed lines: Output lays out the last 500 000 rows, every one reachable, and keeps the rest in the whole text', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Output');
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("\\n".join(map(str, range(2000000))))  # block 2000000\n'));
  const more = page.getByTestId('pane-output-more');
  await expect(more).toContainText('2,000,000 lines; the first 1,500,000 are only in the whole text.', { timeout: 30_000 });
  await expect(page.getByTestId('status')).toHaveText('done');
  const output = page.getByTestId('pane-output');
  const rows = output.locator('.line');
  // Laid out whole, the list would be taller than Chromium lays out (33,554,432 px): its later
  // placeholders would pile up in view and every row would be built.
  const pane = page.locator('.pane-output');
  expect(await pane.evaluate((el) => el.scrollHeight)).toBeLessThan(33_554_432);
  expect(await rows.count()).toBeLessThan(5000);
  await pane.evaluate((el) => (el.scrollTop = 0));
  await expect(rows.first()).toHaveText('1500000');
  await pane.evaluate((el) => (el.scrollTop = el.scrollHeight));
  const last = output.locator('.line', { hasText: /^1999999$/ });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  expect(await rows.count()).toBeLessThan(5000);
});

test('a traceback keeps its layout in the timeline and Output, and the marker covers the carets\' range', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate((p) => window.tfplay.setCode(p), PROGRAM);
  await expect(page.getByTestId('error')).toContainText('TypeError');

  const card = page.getByTestId('timeline').locator('.tl-event.kind-error');
  await expect(card).toBeVisible();
  const layout = await card.evaluate((chip) => {
    const text = chip.querySelector('.tl-text .tb-frames');
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
  // The card spans the three lanes, and the 6 lines of frames stay 6 lines (no wrapping).
  expect(layout.width).toBeGreaterThan(layout.listWidth * 0.9);
  expect(Math.round(layout.height / layout.lineHeight)).toBe(6);
  await expect(card.locator('.tb-message')).toHaveText("TypeError: unsupported operand type(s) for +: 'int' and 'str'");

  // The caret line still sits under `z + y`: same offset in the monospace text.
  const lines = TRACEBACK.split('\n');
  expect(lines[5].indexOf('~')).toBe(lines[4].indexOf('z'));

  await openTab(page, 'Output');
  const err = page.getByTestId('pane-output').locator('.line.kind-error');
  expect(await err.evaluate((row) => row.textContent)).toBe(TRACEBACK.replace(/\n$/, ''));
  expect(await err.locator('.tb-frames').evaluate((part) => getComputedStyle(part).whiteSpace)).toBe('pre');
  expect(await err.locator('.tb-frames').evaluate((part) => part.textContent)).toBe(TRACEBACK.split('TypeError')[0]);

  const markers = await page.evaluate(() => window.tfplay.markers());
  expect(markers.map((m) => [m.startLineNumber, m.startColumn, m.endLineNumber, m.endColumn])).toEqual([[4, 12, 4, 17]]);
});

test('a click on a frame of a traceback selects that frame\'s line; elsewhere on it, the error\'s line', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate((p) => window.tfplay.setCode(p), PROGRAM);
  await expect(page.getByTestId('error')).toContainText('TypeError');
  const cursorLine = () => page.evaluate(() => window.tfplay.cursor().line);
  // Where the frame's text starts: a frame spans two or three lines of different lengths.
  const clickFrame = (frame) => frame.click({ position: { x: 40, y: 6 } });
  for (const pane of ['Timeline', 'Output']) {
    await openTab(page, pane);
    const traceback = page.locator(`#panel-${pane.toLowerCase()}`).locator(pane === 'Output' ? '.line.kind-error' : '.tl-event.kind-error');
    const frames = traceback.locator('.tb-frame');
    await expect(frames).toHaveText(['  File "main.py", line 6, in <module>\n    add(1, "a")', '  File "main.py", line 4, in add\n    return z + y\n           ~~^~~']);
    await clickFrame(frames.first());
    await expect.poll(cursorLine).toBe(6);
    await clickFrame(frames.last());
    await expect.poll(cursorLine).toBe(4);
    await clickFrame(frames.first());
    await expect.poll(cursorLine).toBe(6);
    await traceback.locator('.tb-message').click();
    await expect.poll(cursorLine).toBe(4);
  }
});

// TF's reshape error: a message of 300 characters after frames that fit.
const LONG_MESSAGE =
  "Cannot reshape a tensor with 8 elements to shape [3,3] (9 elements) for '{{node Reshape}} = Reshape[T=DT_INT32, " +
  "Tshape=DT_INT32](x, Reshape/shape)' with input shapes: [8], [2] and with input tensors computed as partial shapes: input[1] = [3,3].";
const RESHAPE_TRACEBACK = FRAMES + `ValueError: ${LONG_MESSAGE}\n`;

for (const width of [1400, 375]) {
  test(`at ${width} px a traceback's long message wraps in Output and the Timeline, its frames keep their layout`, async ({ page, problems }) => {
    await stubEngine(page.context(), {
      default: DOUBLE,
      failing: {
        ...FAILING,
        events: [FAILING.events[0], { ...FAILING.events[1], text: RESHAPE_TRACEBACK }],
        error: { ...FAILING.error, type: 'ValueError', message: LONG_MESSAGE, traceback: RESHAPE_TRACEBACK },
      },
    });
    await page.setViewportSize({ width, height: 900 });
    await openPage(page);
    await page.evaluate((p) => window.tfplay.setCode(p), PROGRAM);
    await expect(page.getByTestId('error')).toContainText('ValueError');
    const fits = (locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth);
    for (const pane of ['Timeline', 'Output']) {
      await openTab(page, pane);
      const message = page.locator(`#panel-${pane.toLowerCase()} .tb-message`);
      await expect(message).toHaveText(`ValueError: ${LONG_MESSAGE}`);
      // All of it readable without scrolling sideways: wrapped, over several lines.
      expect(await fits(message), `${pane}: the message fits its pane`).toBe(true);
      expect(await message.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))).toBeGreaterThan(1.5);
      await expect(page.locator(`#panel-${pane.toLowerCase()} .tb-frames`)).toHaveCSS('white-space', 'pre');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
