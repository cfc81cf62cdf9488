// Never freeze: a line of ten million characters is cut for display in every pane (with "Show
// all"), so is one print of a million lines in its Timeline card, and a self-calling
// tf.function's error is folded, its box bounded, and its identical timeline cards shown as one.
import { DOUBLE } from './support/results.js';
import { ev, expect, openPage, openTab, runCount, stubEngine, test } from './support/fixtures.js';

const FRAME = '    File "main.py", line 5, in f  *\n        return f(x - 1)\n';
const RECURSIVE = {
  ok: false,
  events: [
    ...Array.from({ length: 41 }, (_, i) => ev(i, 'trace', 'trace', 'tracing f (concrete function 0): first call\n', 'stdout', 7, 'f', 0)),
    ev(41, 'error', 'python', `Traceback (most recent call last):\n  File "main.py", line 7, in <module>\n    f(tf.constant(3))\nStagingError: in user code:\n\n${FRAME.repeat(41)}\n    RecursionError: maximum recursion depth exceeded while calling a Python object\n`, 'stderr', 7),
  ],
  functions: [{ name: 'f', line: 3, tracing_count: 0, concretes: [] }],
  error: {
    type: 'StagingError',
    message: `in user code:\n\n${FRAME.repeat(41)}\n    RecursionError: maximum recursion depth exceeded while calling a Python object\n`,
    line: 7, column: 1,
    traceback: 'Traceback (most recent call last):\n',
  },
};

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE, recursive: RECURSIVE });
});

/** Milliseconds a trivial round trip into the page takes: the page is not blocked. */
async function roundTrip(page) {
  const started = Date.now();
  await page.evaluate(() => 1);
  return Date.now() - started;
}

test('a line of 10^7 characters renders quickly, cut, with "Show more", in every pane', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page);
  await openTab(page, 'Output');
  const before = await runCount(page);
  const started = Date.now();
  await page.evaluate(() => window.tfplay.setCode('print("x" * 10**7)\n# long 10000000\n'));
  await expect.poll(() => runCount(page)).toBeGreaterThan(before);
  const output = page.getByTestId('pane-output');
  await expect(output.getByRole('button', { name: 'Show 100,000 more of 10,000,000 characters' })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(5000);
  expect(await roundTrip(page)).toBeLessThan(200);
  // The row shows the first characters only.
  expect((await output.locator('.line').first().textContent()).length).toBeLessThan(3000);

  for (const [tab, testid] of [['Trace-time', 'pane-trace'], ['Graph-time', 'pane-graph'], ['Timeline', 'timeline']]) {
    const shown = Date.now();
    await openTab(page, tab);
    await expect(page.getByTestId(testid).getByRole('button', { name: 'Show 100,000 more of 10,000,000 characters' }).first()).toBeVisible();
    expect(Date.now() - shown, `${tab} opens quickly`).toBeLessThan(2000);
    expect(await roundTrip(page)).toBeLessThan(200);
  }
  await page.screenshot({ path: 'build/screens/long-line-timeline.png' });

  // "Show more" lays out a bounded piece at a time, and the page stays responsive; the whole
  // line is there to copy. (Laying out all ten million characters froze the page for seconds.)
  await openTab(page, 'Output');
  const row = output.locator('.line').first();
  const clicked = Date.now();
  await output.getByRole('button', { name: 'Show 100,000 more of 10,000,000 characters' }).click();
  const shownText = () => row.evaluate((el) => [...el.childNodes].filter((n) => !n.matches?.('.show-all-line')).map((n) => n.textContent).join('').length);
  await expect.poll(shownText).toBe(101_001); // and "…"
  expect(Date.now() - clicked).toBeLessThan(2000);
  expect(await roundTrip(page)).toBeLessThan(200);
  await expect(output.getByRole('button', { name: 'Show 100,000 more of 10,000,000 characters' })).toBeVisible();
  await output.getByRole('button', { name: 'Copy text' }).click();
  await expect(output.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText().then((text) => text.length))).toBe(10_000_000);
});

test('a line of 50,000 characters shows whole with one "Show all"', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Output');
  const before = await runCount(page);
  await page.evaluate(() => window.tfplay.setCode('print("x" * 50000)\n# long 50000\n'));
  await expect.poll(() => runCount(page)).toBeGreaterThan(before);
  const output = page.getByTestId('pane-output');
  await expect(output.getByRole('button', { name: 'Copy text' })).toHaveCount(0);
  await output.getByRole('button', { name: 'Show all 50,000 characters' }).click();
  await expect(output.getByRole('button', { name: /^Show .* characters$/ })).toHaveCount(0);
  expect(await output.locator('.line').first().evaluate((el) => el.textContent.length)).toBe(50_000);
});

test('one print of a million lines: its Timeline card shows the first lines, with "Show all", and the page stays responsive', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Timeline');
  const before = await runCount(page);
  const started = Date.now();
  await page.evaluate(() => window.tfplay.setCode('print("\\n".join(map(str, range(10**6))))\n# block 1000000\n'));
  await expect.poll(() => runCount(page), { timeout: 20_000 }).toBeGreaterThan(before);
  const showAll = page.getByTestId('timeline').getByRole('button', { name: 'Show all 1,000,000 lines' });
  const card = page.getByTestId('timeline').locator('.tl-row').filter({ has: page.getByRole('button', { name: 'Show all 1,000,000 lines' }) });
  await expect(showAll).toBeVisible();
  expect(Date.now() - started).toBeLessThan(8000);
  expect(await roundTrip(page)).toBeLessThan(200);
  const shown = await card.locator('.tl-text').textContent();
  expect(shown.split('\n').length).toBeLessThan(200);
  expect(shown.startsWith('0\n1\n2\n')).toBe(true);
  // The Output pane lists the last 500,000 lines (rendered as they scroll into view).
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output-more')).toContainText('1,000,000 lines; the first 500,000 are only in the whole text.');
  expect(await roundTrip(page)).toBeLessThan(200);
  // Asked for, the card shows them all.
  await openTab(page, 'Timeline');
  const text = await card.locator('.tl-text').elementHandle();
  await showAll.click();
  await expect(showAll).toHaveCount(0);
  expect(await text.evaluate((el) => el.textContent.split('\n').length)).toBeGreaterThanOrEqual(1_000_000);
});

test('a recursive tf.function: the error box is folded and bounded, its timeline cards fold', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# result: recursive\n'));
  const box = page.getByTestId('error');
  await expect(box).toContainText('[Previous line repeated 38 more times]');
  await expect(box).toContainText('RecursionError: maximum recursion depth exceeded');
  const height = await box.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeLessThan(260);
  const editorHeight = await page.getByTestId('editor').evaluate((el) => el.getBoundingClientRect().height);
  expect(editorHeight).toBeGreaterThan(400);

  await openTab(page, 'Timeline');
  const cards = page.getByTestId('timeline').locator('.tl-event.kind-trace');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByTestId('timeline-repeat')).toHaveText('×41');
  await expect(cards).toHaveAttribute('aria-label', /41 times in a row/);
  await page.screenshot({ path: 'build/screens/recursive-error.png' });
});
