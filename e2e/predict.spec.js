// Predict mode: the learner fills the ledger (typing, as a person would), checks, and the page
// grades every prediction against the run and explains the misses.
import { DOUBLE, DOUBLE_MORE } from './support/results.js';
import { expect, openPage, stubEngine, test, VERBATIM_TYPING } from './support/fixtures.js';

test.beforeEach(async ({ context }) => {
  if (test.info().tags.includes('@real-engine')) return;
  await stubEngine(context, { default: DOUBLE });
});

test('predict, then check: grades and explanations', async ({ page, problems }) => {
  await openPage(page);
  await page.getByTestId('predict-toggle').click();
  await expect(page.getByTestId('predict-toggle')).toHaveAttribute('aria-pressed', 'true');
  const ledger = page.getByTestId('ledger');
  const rows = ledger.locator('.ledger-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).locator('.ledger-call')).toHaveText('1.line 9double(tf.constant([1, 2]))     # traces');
  // The results stay hidden while predicting.
  await expect(page.getByTestId('panes')).toBeHidden();
  await expect(page.getByTestId('predict-veil')).toBeVisible();

  // Call 1: all right. Call 2: wrong outcome, right prints. Call 3: nothing filled in.
  await rows.nth(0).getByLabel('This line').selectOption('traces');
  await rows.nth(0).getByLabel('Python print while tracing').fill('');
  await rows.nth(0).getByLabel('Python print while tracing').pressSequentially('Tracing with Tensor("x:0", shape=(2,), dtype=int32)');
  await rows.nth(0).getByLabel('tf.print output').pressSequentially('Executing with [1 2]');
  await rows.nth(1).getByLabel('This line').selectOption('traces');
  await rows.nth(1).getByLabel('tf.print output').pressSequentially('Executing  with [3 4]'); // spacing is forgiven

  await page.getByTestId('predict-check').click();
  // Call 3, left blank, is not scored (its empty boxes are no right "nothing").
  await expect(page.getByTestId('predict-score')).toHaveText('5 of 6 predictions right. 1 call left blank is not counted.');
  await expect(page.getByTestId('panes')).toBeVisible();
  await expect(page.getByTestId('predict-veil')).toBeHidden();

  const grade = (row, field) => rows.nth(row).locator(`.grade[data-field="${field}"]`);
  await expect(grade(0, 'outcome')).toHaveAttribute('data-ok', 'true');
  await expect(grade(0, 'trace')).toHaveAttribute('data-ok', 'true');
  await expect(grade(0, 'graph')).toHaveAttribute('data-ok', 'true');
  await expect(rows.nth(0)).toHaveClass(/is-all-right/);
  await expect(grade(1, 'outcome')).toHaveAttribute('data-ok', 'false');
  await expect(grade(1, 'outcome')).toContainText('Traces or reuses: it reuses a traced graph');
  await expect(grade(2, 'graph')).toContainText('tf.print output: it was Executing with [1 2 3]');
  await expect(grade(1, 'outcome')).toContainText(
    'Call 2 of double reused concrete function #0 (traced at call 1): its inputs matched that signature, so the Python body did not run.',
  );
  await expect(grade(1, 'trace')).toHaveAttribute('data-ok', 'true');
  await expect(grade(1, 'graph')).toHaveAttribute('data-ok', 'true');
  await expect(grade(2, 'outcome')).toContainText('traced a new concrete function #1: x: shape (2,) -> (3,).');
  await expect(grade(2, 'trace')).toContainText('Tracing with Tensor("x:0", shape=(3,), dtype=int32)');
  await expect(grade(2, 'trace')).toContainText('Python print runs only while the function traces');
  await expect(grade(2, 'graph')).toContainText('tf.print is an op in the graph');

  // Predict again: grades go, results hide, the predictions stay.
  await page.getByTestId('predict-reset').click();
  await expect(page.getByTestId('panes')).toBeHidden();
  await expect(rows.nth(0).locator('.grade')).toHaveCount(0);
  await expect(rows.nth(1).getByLabel('tf.print output')).toHaveValue('Executing  with [3 4]');
});

test('a reload mid-exercise keeps predict mode, the predictions and the hidden results', async ({ page, problems }) => {
  await openPage(page);
  await page.getByTestId('examples').selectOption('literal-vs-tensor');
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(3);
  await rows.nth(1).getByLabel('This line').selectOption('reuses');
  await rows.nth(2).getByLabel('tf.print output').pressSequentially('Executing with [1 2 3]');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tfplay:autosave') ?? '{}').exercise?.ledger))
    .toBeTruthy();
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('examples')).toHaveValue('literal-vs-tensor');
  await expect(page.getByTestId('predict-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.nth(1).getByLabel('This line')).toHaveValue('reuses');
  await expect(rows.nth(2).getByLabel('tf.print output')).toHaveValue('Executing with [1 2 3]');
  await expect(page.getByTestId('panes')).toBeHidden();
  await expect(page.getByTestId('predict-veil')).toBeVisible();

  // Checked, then reloaded: still checked. Predict mode turned off stays off.
  await page.getByTestId('predict-check').click();
  await expect(page.getByTestId('panes')).toBeVisible();
  await page.waitForTimeout(600); // autosave's pause
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('predict-score')).toBeVisible();
  await expect(page.getByTestId('panes')).toBeVisible();
  await page.getByTestId('predict-toggle').click();
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('predict-toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('panes')).toBeVisible();
});

test('predictions typed in an exercise are work too: another example sets them aside, and Restore brings them back', async ({ page, problems }) => {
  await openPage(page);
  const menu = page.getByTestId('examples');
  await menu.selectOption('literal-vs-tensor');
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(3);
  const exercise = await page.evaluate(() => window.tfplay.getCode());
  await rows.nth(1).getByLabel('This line').selectOption('reuses');
  await rows.nth(2).getByLabel('tf.print output').pressSequentially('Executing with [1 2 3]');
  // The code is the example's, unedited: the predictions alone make it the reader's work.
  await menu.selectOption('default');
  await expect(page.getByTestId('notices')).toContainText('replaced your code, which is kept');
  await expect(page.getByTestId('predict-toggle')).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  await page.getByTestId('restore-saved').click();
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe(exercise);
  await expect(menu).toHaveValue('literal-vs-tensor');
  await expect(page.getByTestId('predict-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.nth(1).getByLabel('This line')).toHaveValue('reuses');
  await expect(rows.nth(2).getByLabel('tf.print output')).toHaveValue('Executing with [1 2 3]');
});

test('an exercise from the menu opens in predict mode; its link is the fresh exercise, and the answers travel only when asked for', async ({ page, context, problems }) => {
  await openPage(page);
  await page.getByTestId('examples').selectOption('literal-vs-tensor');
  await expect(page.getByTestId('predict-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => window.tfplay.getCode())).toContain('def add_tax(price, rate):');
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(3); // the stub's run has three calls
  await rows.nth(1).getByLabel('This line').selectOption('reuses');
  await rows.nth(2).getByLabel('tf.print output').pressSequentially('Executing with [1 2 3]');
  await page.getByTestId('share').click();
  await expect(page).toHaveURL(/#v1\/[A-Za-z0-9+\-$]+$/);
  const flash = page.getByTestId('share-flash');
  await expect(flash).toContainText('without your answers');
  const fresh = page.url();

  // The link is the exercise: predict mode, nothing predicted, nothing checked.
  const other = await context.newPage();
  await other.goto(fresh);
  await expect(other.getByTestId('status')).toHaveText('done');
  await expect(other.getByTestId('examples')).toHaveValue('literal-vs-tensor');
  await expect(other.getByTestId('predict-toggle')).toHaveAttribute('aria-pressed', 'true');
  const otherRows = other.getByTestId('ledger').locator('.ledger-row');
  await expect(otherRows).toHaveCount(3);
  await expect(otherRows.nth(1).getByLabel('This line')).toHaveValue('');
  await expect(otherRows.nth(2).getByLabel('tf.print output')).toHaveValue('');
  await expect(other.getByTestId('panes')).toBeHidden();

  // "Copy with my answers" makes the link that keeps them.
  await flash.getByTestId('share-with-answers').click();
  await expect(flash).toHaveText(/Link with your answers (copied|in address bar)/);
  expect(page.url()).not.toBe(fresh);
  await other.close();
  const third = await context.newPage();
  await third.goto(page.url());
  await expect(third.getByTestId('status')).toHaveText('done');
  const thirdRows = third.getByTestId('ledger').locator('.ledger-row');
  await expect(thirdRows.nth(1).getByLabel('This line')).toHaveValue('reuses');
  await expect(thirdRows.nth(2).getByLabel('tf.print output')).toHaveValue('Executing with [1 2 3]');
  await expect(third.getByTestId('panes')).toBeHidden();
  await third.close();
});

test('an error ends the ledger with a row to predict it', async ({ page, context, problems }) => {
  const failing = structuredClone(DOUBLE);
  failing.ok = false;
  failing.error = { type: 'TypeError', message: 'Binding inputs to tf.function failed', line: 12, column: 1, traceback: 'Traceback...\nTypeError: Binding inputs to tf.function failed\n' };
  failing.events.push({ seq: 10, kind: 'error', clock: 'python', text: failing.error.traceback, stream: 'stderr', line: 12, function: null, concrete: null });
  await stubEngine(context, { default: DOUBLE, failing });
  await openPage(page);
  await page.getByTestId('predict-toggle').click();
  await page.evaluate(() => window.tfplay.setCode(`${window.tfplay.getCode()}double(tf.constant([1.5]))  # result: failing\n`));
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(4);
  // Hidden while predicting: no error box, no marker.
  await expect(page.getByTestId('error')).toBeHidden();
  expect(await page.evaluate(() => window.tfplay.markers())).toEqual([]);
  await rows.nth(3).getByLabel('This line').selectOption('error');
  await page.getByTestId('predict-check').click();
  await expect(rows.nth(3).locator('.grade[data-field="outcome"]')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('error')).toBeVisible();
});

test('predict mode: the screen-reader announcement keeps the results hidden, and calls added after checking join the ledger', async ({ page, context, problems }) => {
  await stubEngine(context, { default: DOUBLE, more: DOUBLE_MORE });
  await openPage(page);
  const announce = page.getByTestId('announce');
  await expect(announce).toContainText('Run finished: 3 tf.function calls, 2 traced, 1 reused.');
  await page.getByTestId('predict-toggle').click();
  // The summary of the run before predict mode went on would give the answers away.
  await expect(announce).not.toContainText('traced');
  await expect(announce).toContainText('hidden until you check');
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(3);

  await page.getByTestId('predict-check').click();
  await expect(announce).toContainText('Run finished: 3 tf.function calls, 2 traced, 1 reused.');

  // An edit after checking adds a call: the ledger shows it (graded: nothing was predicted).
  const runs = Number(await page.getByTestId('status').getAttribute('data-run'));
  await page.evaluate(() => window.tfplay.setCode(`${window.tfplay.getCode()}double(tf.constant([5, 6]))  # result: more\n`));
  await expect.poll(async () => Number(await page.getByTestId('status').getAttribute('data-run'))).toBeGreaterThan(runs);
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3).locator('.ledger-call')).toContainText('line 12');
  await expect(rows.nth(3).locator('.grade[data-field="outcome"]')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('predict-score')).toHaveText('Nothing to score: the 4 calls were left blank. Choose what a call does to predict it.');
  await expect(announce).toContainText('Run finished: 4 tf.function calls, 2 traced, 2 reused.');
});

test('a program of thousands of calls lists the first 100 to predict, without freezing the page', { tag: '@real-engine' }, async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  const program = 'import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x + 1\n\nfor i in range(3000):\n    f(tf.constant(i))\n';
  await page.evaluate((code) => window.tfplay.setCode(code), program);
  await page.evaluate(() => window.tfplay.run());
  await page.getByTestId('predict-toggle').click();
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(100);
  await expect(page.getByTestId('ledger-more')).toHaveText('The program makes 3,000 calls: predict the first 100.');
  await rows.nth(0).getByLabel('This line').selectOption('traces');
  await page.getByTestId('predict-check').click();
  await expect(page.getByTestId('predict-score')).toHaveText(/^\d of 3 predictions right\. 99 calls left blank are not counted\.$/);
  await expect(page.getByTestId('panes')).toBeVisible();
});

test('calls made from one line say which call each row is', { tag: '@real-engine' }, async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  const program = 'import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x + 1\n\nfor n in (1, 2):\n    f(tf.constant(n))\nf(tf.constant([3]))\n';
  await page.evaluate((code) => window.tfplay.setCode(code), program);
  await page.evaluate(() => window.tfplay.run());
  await page.getByTestId('predict-toggle').click();
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).locator('.ledger-what')).toHaveText(/^f\scall\s1$/);
  await expect(rows.nth(1).locator('.ledger-what')).toHaveText(/^f\scall\s2$/);
  // A line that makes one call needs no more than its code.
  await expect(rows.nth(2).locator('.ledger-what')).toHaveCount(0);
  await expect(rows.nth(2).locator('.ledger-call')).toHaveText('3.line 9f(tf.constant([3]))');
});

// The rows must not give away where the program stops: line 9 raises while tracing, and the
// calls on lines 10 and 11 are rows too, to be predicted as not running. Before, the ledger
// listed lines 8 and 9 only.
test('a program that stops early still lists every call it makes, and "does not run" is an answer', { tag: '@real-engine' }, async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  const program = 'import tensorflow as tf\n\n@tf.function\ndef f(x):\n    print("tracing", x)\n    return x + 1.5\n\nf(tf.constant(1.0))\nf(tf.constant(3))\nf(tf.constant(2.0))\nf(tf.constant(4.0))\n';
  await page.evaluate((code) => window.tfplay.setCode(code), program);
  await page.evaluate(() => window.tfplay.run());
  await page.getByTestId('predict-toggle').click();
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.locator('.ledger-call button')).toHaveText(['line 8', 'line 9', 'line 10', 'line 11']);
  await rows.nth(1).getByLabel('This line').selectOption('error');
  await rows.nth(2).getByLabel('This line').selectOption('does not run');
  await page.getByTestId('predict-check').click();
  await expect(rows.nth(1).locator('.grade[data-field="outcome"]')).toHaveAttribute('data-ok', 'true');
  await expect(rows.nth(2).locator('.grade[data-field="outcome"]')).toHaveAttribute('data-ok', 'true');
  await expect(rows.nth(3).locator('.grade[data-field="outcome"]')).toContainText('it does not run');
  await expect(rows.nth(3).locator('.grade[data-field="outcome"]')).toContainText('line 9 raised TypeError, which stopped the program.');
});

// The calls Keras makes inside fit (its train function, once per step) are one row for the fit
// line: the same rows whether the program runs through or stops before the fit. Before, a program
// stopped before it listed no row for it, and one that ran listed a row per step.
test('the calls inside a Keras fit are one row for its line, whether or not an earlier line stops the program', { tag: '@real-engine' }, async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  const program = (stop) =>
    'import numpy as np\nimport keras\nx = np.ones((8, 2), "float32")\ny = np.zeros((8, 1), "float32")\n' +
    `model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])\nmodel.compile(optimizer="adam", loss="mse")\n${stop}\n` +
    'model.fit(x, y, batch_size=4, epochs=2, verbose=0)\nmodel.evaluate(x, y, verbose=0)\n';
  await page.getByTestId('predict-toggle').click();
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  const read = async (code) => {
    await page.evaluate((c) => window.tfplay.setCode(c), code);
    await page.evaluate(() => window.tfplay.run());
    await expect(rows.locator('.ledger-call button')).toHaveText(['line 8', 'line 9'], { timeout: 30_000 });
    return rows.evaluateAll((lis) => lis.map((li) => li.dataset.key));
  };
  const ran = await read(program('print("compiled")'));
  const stopped = await read(program('raise SystemError("before fit")'));
  expect(ran).toEqual(['keras:8', 'keras:9']);
  expect(stopped).toEqual(ran);
  await expect(rows.first().locator('.ledger-code')).toHaveText('model.fit(x, y, batch_size=4, epochs=2, verbose=0)');
  await rows.first().getByLabel('This line').selectOption('traces a new graph');
  await page.getByTestId('predict-check').click();
  await expect(rows.first().locator('.grade[data-field="outcome"]')).toContainText('it does not run');
  await expect(rows.first().locator('.grade[data-field="outcome"]')).toContainText('line 7 raised SystemError, which stopped the program.');
});

test('undo after choosing an exercise brings back the program before it and its mode; redo the exercise and its predictions', async ({ page, problems }) => {
  await openPage(page);
  const mine = await page.evaluate(() => window.tfplay.getCode());
  const toggle = page.getByTestId('predict-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('examples').selectOption('literal-vs-tensor');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(3);
  await rows.nth(1).getByLabel('This line').selectOption('reuses');

  // Ctrl+Z in the editor: the program before the exercise, and predict mode off as it was.
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => page.evaluate(() => window.tfplay.getCode())).toBe(mine);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('examples')).toHaveValue('');
  await expect(page.getByTestId('panes')).toBeVisible();

  // Redo: the exercise again, in predict mode, with the prediction made before the undo.
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect.poll(() => page.evaluate(() => window.tfplay.getCode())).toContain('def add_tax(price, rate):');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('examples')).toHaveValue('literal-vs-tensor');
  await expect(rows.nth(1).getByLabel('This line')).toHaveValue('reuses');
});

test('Check after a stopped run runs the program to grade, rather than grading the stopped run', async ({ page, context, problems }) => {
  await stubEngine(context, { default: DOUBLE }, { warmMs: 5000 }); // a run asked for waits up to 5 s
  await openPage(page);
  await page.getByTestId('predict-toggle').click();
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(3);
  await page.evaluate(() => window.tfplay.setCode(`${window.tfplay.getCode()}# a comment\n`));
  await expect(page.getByTestId('stop')).toBeVisible();
  await page.getByTestId('stop').click();
  await expect(page.getByTestId('status')).toHaveText('stopped');
  await page.getByTestId('predict-check').click();
  await expect(page.getByTestId('predict-score')).toHaveText(/the 3 calls were left blank/, { timeout: 10_000 });
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('error')).toBeHidden();
});

// Before, predictions were kept by call number: a call added above the first one moved every
// prediction onto the call before the one it was typed for.
test('a prediction stays with the call it was typed for when a call is added above it, and when it goes again', { tag: '@real-engine' }, async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await page.getByTestId('examples').selectOption('literal-vs-tensor');
  const rows = page.getByTestId('ledger').locator('.ledger-row');
  await expect(rows).toHaveCount(5);
  const trace = (i) => rows.nth(i).getByLabel('Python print while tracing');
  await trace(0).pressSequentially('for the 100.0 call');
  await trace(2).pressSequentially('for the 80.0, 0.5 call');
  await page.evaluate((options) => window.tfplay.configureEditor(options), VERBATIM_TYPING);
  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.type('add_tax(tf.constant(1.0), 0.1)\n');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(0).locator('.ledger-code')).toHaveText('add_tax(tf.constant(1.0), 0.1)');
  await expect(trace(0)).toHaveValue('');
  await expect(trace(1)).toHaveValue('for the 100.0 call');
  await expect(trace(2)).toHaveValue('');
  await expect(trace(3)).toHaveValue('for the 80.0, 0.5 call');
  // Saved (and shared) by the calls' keys now.
  await expect
    .poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('tfplay:autosave')).exercise.ledger ?? {}).sort()))
    .toEqual(['add_tax:2', 'add_tax:4']);
  // The added line goes again: the predictions go back with their calls.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Delete');
  await expect(rows).toHaveCount(5);
  await expect(trace(0)).toHaveValue('for the 100.0 call');
  await expect(trace(1)).toHaveValue('');
  await expect(trace(2)).toHaveValue('for the 80.0, 0.5 call');
  await expect(trace(3)).toHaveValue('');
});
