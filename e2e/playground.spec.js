// The playground with the real wasm engine, driven as a person would: load the page, type a
// program, run it, read the panes, the concrete-function cache, the error and the share link.
import { expect, openPage, runCount, test, typeProgram } from './support/fixtures.js';

test('the default example runs as soon as the page loads', async ({ page, problems }) => {
  await openPage(page);
  expect(await page.evaluate(() => window.tfplay.getCode())).toContain('@tf.function');
  expect(await runCount(page)).toBe(1);
  await expect(page.getByTestId('run')).toBeEnabled();
  await expect(page.getByTestId('error')).toBeHidden();
});

test('a typed program shows its traces, graph prints and cache', async ({ page, problems }) => {
  const program = `import tensorflow as tf

@tf.function
def scaled(x, factor):
    print("TRACE", x.shape, factor)
    tf.print("RUN", tf.shape(x), factor)
    return x * factor

a = tf.constant([1, 2], dtype=tf.int32)
b = tf.constant([8, 9], dtype=tf.int32)
c = tf.constant([1, 2, 3, 4], dtype=tf.int32)

scaled(a, 2)
scaled(b, 2)
scaled(c, 2)
scaled(c, 3)
`;
  await openPage(page);
  await typeProgram(page, program);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('status')).toHaveText('done');

  await expect(page.getByTestId('pane-trace').locator('.line')).toHaveText([
    'TRACE (2,) 2',
    'TRACE (4,) 2',
    'TRACE (4,) 3',
  ]);
  await expect(page.getByTestId('pane-graph').locator('.line')).toHaveText([
    'RUN [2] 2',
    'RUN [2] 2',
    'RUN [4] 2',
    'RUN [4] 3',
  ]);
  await expect(page.getByTestId('pane-output').locator('.line')).toHaveCount(0);
  await expect(page.getByTestId('error')).toBeHidden();

  const rows = page.getByTestId('cache-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.dataset.function, tr.dataset.calls]))).toEqual([
    ['scaled', '2'],
    ['scaled', '1'],
    ['scaled', '1'],
  ]);
});

test('an uncaught exception shows as text, in the error box and as an editor marker', async ({ page, problems }) => {
  await openPage(page);
  await typeProgram(page, 'print("<b>not bold</b>")\nx = 1\nx.nope\n');
  await page.keyboard.press('ControlOrMeta+Enter');

  const output = page.getByTestId('pane-output');
  await expect(output.locator('.line').first()).toHaveText('<b>not bold</b>');
  await expect(output.locator('b')).toHaveCount(0);
  await expect(output).toContainText('Traceback (most recent call last):');
  await expect(output).toContainText("AttributeError: 'int' object has no attribute 'nope'");
  await expect(page.getByTestId('error')).toBeVisible();
  await expect(page.getByTestId('error')).toContainText('AttributeError');
  // The tab's "!" badge is read as a word.
  await expect(page.getByRole('tab', { name: 'Output, error' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.tfplay.markers().map((m) => m.startLineNumber)))
    .toEqual([3]);
});

test('an error box that appears while the reader types waits for a pause; the marker shows at once', async ({ page, problems }) => {
  await openPage(page);
  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+End');
  const error = page.getByTestId('error');
  const runs = await runCount(page);
  // A half-typed line: the run after this short pause fails (the name is not defined yet).
  await page.keyboard.type('\nvalu', { delay: 20 });
  await expect.poll(() => runCount(page)).toBeGreaterThan(runs);
  await expect.poll(() => page.evaluate(() => window.tfplay.markers().length)).toBeGreaterThan(0);
  // The marker is there with the run's result; the box comes a second after the last keystroke.
  expect(await error.isHidden()).toBe(true);
  await expect(error).toBeVisible();
  // Finishing the line clears it at once.
  await page.keyboard.type('e = 1', { delay: 20 });
  await expect(error).toBeHidden();
  await expect(page.getByTestId('status')).toHaveText('done');
});

test('editing re-runs the program after a pause; Ctrl+Enter and the button run it', async ({ page, problems }) => {
  await openPage(page);
  const before = await runCount(page);

  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# a comment', { delay: 30 });
  await expect.poll(() => runCount(page)).toBe(before + 1); // one run for the whole burst
  await expect(page.getByTestId('status')).toHaveText('done');

  await page.keyboard.press('ControlOrMeta+Enter');
  await expect.poll(() => runCount(page)).toBe(before + 2);

  await page.getByTestId('run').click();
  await expect.poll(() => runCount(page)).toBe(before + 3);

  const result = await page.evaluate(() => window.tfplay.run());
  expect(typeof result.ok).toBe('boolean');
  expect(Array.isArray(result.events)).toBe(true);
  expect(Array.isArray(result.functions)).toBe(true);
  await expect.poll(() => runCount(page)).toBe(before + 4);
});

test('a share link carries the program', async ({ page, context, problems }) => {
  await openPage(page);
  const program = 'import tensorflow as tf\nprint("shared", 1 + 2)\n';
  await page.evaluate((src) => window.tfplay.setCode(src), program);
  await page.getByTestId('share').click();
  await expect(page).toHaveURL(/#v1\/[A-Za-z0-9+\-$]+$/);
  const url = page.url();

  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByTestId('status')).toHaveText('done');
  expect(await other.evaluate(() => window.tfplay.getCode())).toBe(program);
  await other.close();
});

// The cache table's counts for several exercises, as TensorFlow 2.20 would count them.
for (const [exercise, calls] of [
  ['shapes-and-dtypes', [['total', '3'], ['total', '1'], ['total', '1'], ['total', '1']]],
  ['keywords-and-defaults', [['power', '4'], ['power', '1']]],
  ['literal-vs-tensor', [['add_tax', '2'], ['add_tax', '1'], ['add_tax', '2']]],
  ['reduce-retracing', [['peek', '2'], ['peek', '2'], ['peek', '1'], ['peek', '1']]],
  ['training-step', [['train_step', '4']]],
  ['keras-train-step', [['train_step', '0'], ['train_step', '3'], ['train_step', '1']]],
  ['keras-fit-train-step', [['one_step_on_data', '0'], ['one_step_on_data', '1'], ['multi_step_on_iterator', '4']]],
]) {
  test(`the ${exercise} exercise fills the cache table`, async ({ page, problems }) => {
    await openPage(page);
    const before = await runCount(page);
    await page.getByTestId('examples').selectOption(exercise);
    await expect.poll(() => runCount(page)).toBeGreaterThan(before);
    await expect(page.getByTestId('status')).toHaveText('done');
    // Exercises open in predict mode: check (with nothing predicted) to see the results.
    await page.getByTestId('predict-check').click();
    await page.getByRole('tab', { name: /^Cache/ }).click();
    const rows = page.getByTestId('cache-table').locator('tbody tr[data-function][data-calls]');
    await expect(rows).toHaveCount(calls.length);
    expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.dataset.function, tr.dataset.calls]))).toEqual(calls);
  });
}

test('a runaway loop is stopped by the step budget; the page recovers', async ({ page, problems }) => {
  await openPage(page);
  await typeProgram(page, 'import tensorflow as tf\nprint("start")\nn = 0\nwhile True:\n    n += 1\n');
  await expect(page.getByTestId('run-notice')).toHaveAttribute('data-limit', 'step-budget', { timeout: 20_000 });
  await expect(page.getByTestId('error')).toContainText('StepBudgetExceeded');
  await expect(page.getByTestId('pane-output').locator('.line').first()).toHaveText('start');
  await typeProgram(page, 'import tensorflow as tf\nprint("fine")\n');
  await expect(page.getByTestId('run-notice')).toBeHidden();
  await expect(page.getByTestId('pane-output').locator('.line')).toHaveText(['fine']);
});

test('the retracing exercise shows and explains the warning', async ({ page, problems }) => {
  await openPage(page);
  await page.getByTestId('examples').selectOption('retracing-warning');
  await page.getByTestId('predict-check').click();
  const warnings = page.getByTestId('warnings').locator('.warning-explain');
  await expect(warnings).toHaveCount(2);
  await expect(warnings.first().locator('summary')).toHaveText(/^⚠ Retracing warning \(line \d+\): 5 of the last 5 calls to cube traced a new graph$/);
  await expect(page.getByTestId('pane-output').locator('.line.kind-warning').first()).toHaveText(/^WARNING:tensorflow:5 out of the last 5 calls to <function cube at 0x[0-9a-f]+> triggered tf\.function retracing\./);
});
