// The result panes as tabs, the live cache table, the timeline, the graph view and warnings,
// against a stubbed engine.
import { DOUBLE, DOUBLE_MORE, retracing } from './support/results.js';
import { ev, expect, openPage, openTab, runCount, stubEngine, test } from './support/fixtures.js';

// f's body raised while it traced: a trace event, and no concrete function.
const TRACE_FAILED = {
  ok: false,
  events: [
    ev(0, 'trace', 'trace', 'tracing f (concrete function 0): first call\n', 'stdout', 5, 'f', 0),
    ev(1, 'error', 'python', 'Traceback (most recent call last):\nValueError: no\n', 'stderr', 4),
  ],
  functions: [{ name: 'f', line: 3, tracing_count: 0, concretes: [] }],
  error: { type: 'ValueError', message: 'no', line: 4, column: 5, traceback: 'Traceback (most recent call last):\nValueError: no\n' },
};

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE, more: DOUBLE_MORE, retracing: retracing(), 'trace-failed': TRACE_FAILED });
});

test('the panes are ARIA tabs that work with the keyboard', async ({ page, problems }) => {
  await openPage(page);
  const tablist = page.getByRole('tablist', { name: 'Results' });
  const tabs = tablist.getByRole('tab');
  await expect(tabs).toHaveText([/^Trace-time/, /^Graph-time/, /^Output/, /^Timeline/, /^Cache/, /^Ops$/]);
  // One selected tab, one visible panel, labelled by its tab.
  const selected = tablist.getByRole('tab', { selected: true });
  await expect(selected).toHaveCount(1);
  await expect(selected).toHaveText(/^Timeline/);
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'tab-timeline');

  await selected.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Cache/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /^Cache/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('cache-table')).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: /^Trace-time/ })).toBeFocused();
  await expect(page.getByTestId('pane-trace')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: /^Ops$/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /^Ops$/ })).toBeFocused();
  // Only the selected tab is in the Tab order; Tab moves into its panel.
  await expect(tablist.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.locator('#panel-ops')).toBeFocused();
  // Each run is announced to screen readers.
  await expect(page.getByTestId('announce')).toHaveText('Run finished: 3 tf.function calls, 2 traced, 1 reused.');
  // Badges count what each pane holds.
  await expect(page.getByRole('tab', { name: /^Trace-time/ })).toHaveText('Trace-time2');
  await expect(page.getByRole('tab', { name: /^Graph-time/ })).toHaveText('Graph-time3');
});

test('the cache table is grouped by function, ticks up as calls are added, and links rows to calls', async ({ page, problems }) => {
  await openPage(page);
  // One view row per line, so that rows can be counted and clicked by line (wrapping: fit-text.spec.js).
  await page.evaluate(() => window.tfplay.configureEditor({ wordWrap: 'off' }));
  await openTab(page, 'Cache');
  const table = page.getByTestId('cache-table');
  await expect(table.getByRole('columnheader')).toHaveText(['Function', 'Concrete #', 'Traced by', 'Why traced', 'Calls served', 'Input signature']);
  const rows = table.locator('tbody tr[data-function][data-calls]');
  await expect(rows).toHaveCount(2);
  await expect(table.locator('tbody')).toHaveCount(1);
  await expect(table.getByRole('rowheader')).toHaveText('double2 traces');
  await expect(rows.nth(0).locator('td')).toHaveText(['#0', 'call 1 (line 9)', 'first call', '2', '(x: TensorSpec(shape=(2,), dtype=tf.int32, name=None))']);
  await expect(rows.nth(1).locator('td')).toHaveText(['#1', 'call 3 (line 11)', 'x: shape (2,) -> (3,)', '1', '(x: TensorSpec(shape=(3,), dtype=tf.int32, name=None))']);

  // Hovering a row highlights, in the editor, the calls that row served.
  await rows.nth(0).hover();
  await expect.poll(() => page.evaluate(() => window.tfplay.highlighted())).toEqual([9, 10]);
  await expect(page.locator('.tfplay-line-highlight')).toHaveCount(2);
  await rows.nth(1).hover();
  await expect.poll(() => page.evaluate(() => window.tfplay.highlighted())).toEqual([11]);
  await page.getByTestId('status').hover();
  await expect.poll(() => page.evaluate(() => window.tfplay.highlighted())).toEqual([]);
  // Focusing a row does the same for keyboard users.
  await rows.nth(1).focus();
  await expect.poll(() => page.evaluate(() => window.tfplay.highlighted())).toEqual([11]);

  // Typing a new call in the editor re-runs the program; the count ticks up to 3.
  const before = await runCount(page);
  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\ndouble(tf.constant([5, 6]))  # result: more');
  await expect.poll(() => runCount(page)).toBe(before + 1);
  await expect(rows.nth(0)).toHaveAttribute('data-calls', '3');
  await expect(rows.nth(0).locator('td.col-calls')).toHaveText('3');

  // The editor's cursor on a call line marks the row that call used.
  await page.evaluate(() => window.tfplay.setCode(window.tfplay.getCode())); // no-op
  await page.getByTestId('editor').locator('.view-line').nth(9).click(); // line 10: reused #0
  await expect(rows.nth(0)).toHaveClass(/is-used-here/);
  await expect(rows.nth(1)).not.toHaveClass(/is-used-here/);
});

test('the cache table says so when a trace began but never finished', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Cache');
  await page.evaluate(() => window.tfplay.setCode('# result: trace-failed\nimport tensorflow as tf\n'));
  await expect(page.getByTestId('error')).toContainText('ValueError');
  await expect(page.locator('.pane-cache .empty-note')).toHaveText('No concrete function: tracing f did not finish, so no graph was kept.');
  await page.evaluate(() => window.tfplay.setCode('# result: default\nimport tensorflow as tf\n'));
  await expect(page.locator('.pane-cache .empty-note')).toBeHidden();
});

test('the timeline shows every event on its clock, and selects its line', async ({ page, problems }) => {
  await openPage(page);
  const timeline = page.getByTestId('timeline');
  const events = timeline.locator('.tl-event');
  await expect(events).toHaveCount(10);
  // Calls come first, then their trace, then the graph's tf.print.
  expect(await events.evaluateAll((els) => els.map((e) => `${e.dataset.lane}:${e.dataset.kind}`))).toEqual([
    'python:call',
    'trace:trace',
    'trace:print',
    'graph:tfprint',
    'python:call',
    'graph:tfprint',
    'python:call',
    'trace:trace',
    'trace:print',
    'graph:tfprint',
  ]);
  await expect(events.nth(0)).toHaveText(/double call 1: traced #0/);
  await expect(events.nth(3)).toHaveText(/Executing with \[1 2\]/);
  await expect(events.nth(0)).toHaveAttribute('aria-label', 'Python, line 9: double call 1: traced #0');
  // Three lanes, side by side.
  const x = async (i) => (await events.nth(i).boundingBox()).x;
  expect(await x(0)).toBeLessThan(await x(1));
  expect(await x(1)).toBeLessThan(await x(3));

  await events.nth(2).click();
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(5);
  await events.nth(4).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(10);
});

test('the graph view shows the selected concrete function', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Cache');
  await page.getByTestId('cache-table').locator('tbody tr').nth(1).locator('td.col-signature').click();
  await openTab(page, 'Ops');
  await expect(page.getByTestId('graph-select')).toHaveValue('double#1');
  const panel = page.locator('#panel-ops');
  await expect(panel).toContainText('x: shape (2,) -> (3,)');
  await expect(panel).toContainText('a tf.print op (PrintV2), e.g. "Executing with [1 2 3]"');
  await page.getByTestId('graph-select').selectOption('double#0');
  await expect(panel).toContainText('first call');
  await panel.getByRole('button', { name: 'line 6' }).click();
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(6);
});

test('the graph view lists ops when the engine reports them', async ({ page, context, problems }) => {
  const withOps = structuredClone(DOUBLE);
  withOps.functions[0].concretes[0].ops = [
    { name: 'x', type: 'Placeholder', inputs: [], dtype: 'int32', shape: '(2,)', line: 4 },
    { name: 'PrintV2', type: 'PrintV2', inputs: ['StringFormat'], dtype: '', shape: '', line: 6 },
    { name: 'mul', type: 'Mul', inputs: ['x', 'mul/y'], dtype: 'int32', shape: '(2,)', line: 7 },
  ];
  await stubEngine(context, { default: withOps });
  await openPage(page);
  await openTab(page, 'Ops');
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const table = page.getByTestId('ops-table');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('tbody tr').nth(2).locator('td')).toHaveText(['line 7', 'mul', 'Mul', 'x, mul/y', 'int32 (2,)', '']);
  await table.getByRole('button', { name: 'line 7' }).click();
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(7);
});

test('a retracing warning is explained inline and marked in the editor', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate(() =>
    window.tfplay.setCode('# result: retracing\nimport tensorflow as tf\n@tf.function\ndef cube(n):\n    return n * n * n\nfor n in range(6): cube(n)\n'),
  );
  const warnings = page.getByTestId('warnings');
  await expect(warnings.locator('.warning-explain')).toHaveCount(2);
  await expect(warnings.locator('summary').first()).toHaveText('⚠ Retracing warning (line 6): 5 of the last 5 calls to cube traced a new graph');
  await warnings.locator('summary').first().click();
  await expect(warnings.locator('.warning-explain').first()).toContainText('Pass tensors instead of Python numbers');
  await expect(warnings.locator('.warning-explain').first().getByRole('button')).toHaveText([
    'call 1 (line 6) traced: first call',
    'call 2 (line 6) traced: n: 0 -> 1',
    'call 3 (line 6) traced: n: 1 -> 2',
    'call 4 (line 6) traced: n: 2 -> 3',
    'call 5 (line 6) traced: n: 3 -> 4',
  ]);
  const markers = await page.evaluate(() => window.tfplay.markers());
  expect(markers.filter((m) => m.severity === 4).map((m) => m.startLineNumber)).toEqual([6, 6]);
  // The Output pane shows TensorFlow's own text, each with an explanation under it.
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output').locator('.line.kind-warning')).toHaveCount(2);
  await expect(page.getByTestId('pane-output').locator('.line.kind-warning').first()).toHaveText(/^WARNING:tensorflow:5 out of the last 5 calls to <function cube/);
  await page.getByTestId('pane-output').getByText('What does this warning mean?').first().click();
  await expect(page.getByTestId('pane-output')).toContainText('at most twice per function');
});

test('each call line is annotated in the editor with what the call did', async ({ page, problems }) => {
  await openPage(page);
  // One note element per line: a note that wraps is drawn in two (fit-text.spec.js wraps).
  await page.evaluate(() => window.tfplay.configureEditor({ wordWrap: 'off' }));
  expect(await page.evaluate(() => window.tfplay.callNotes().map(({ hover, ...n }) => n))).toEqual([
    { line: 9, text: '⟵ traced #0: first call', kind: 'traced' },
    { line: 10, text: '⟵ reused #0', kind: 'reused' },
    { line: 11, text: '⟵ traced #1: x: shape (2,) -> (3,)', kind: 'traced' },
  ]);
  await expect(page.locator('.tfplay-call-note')).toHaveCount(3);
  // Hidden while predicting.
  await page.getByTestId('predict-toggle').click();
  await expect(page.locator('.tfplay-call-note')).toHaveCount(0);
});
