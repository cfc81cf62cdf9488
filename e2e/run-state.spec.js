// What the page says about a run while it goes and once it ended: the status pill names a run
// that raised or was stopped (not "done" beside a red error box), and a run that goes on for a
// moment dims the previous run's results, with a note, until its own replace them (stubbed engine).
import { DOUBLE, SCALED } from './support/results.js';
import { ev, expect, openPage, openTab, stubEngine, test } from './support/fixtures.js';

// sys.exit(3) after a print, sys.exit("bad input") and sys.exit(0), as tfplay run --json reports
// them: "ok" false (true for 0) with "error" null, and the status python would exit with.
const exited = (status, events) => ({ ok: status === 0, events, functions: [], error: null, exit_status: status });
const EXIT_3 = exited(3, [ev(0, 'print', 'python', 'hi\n', 'stdout', 2)]);
const EXIT_MESSAGE = exited(1, [ev(0, 'print', 'python', 'bad input\n', 'stderr', 0)]);
const EXIT_0 = exited(0, [ev(0, 'print', 'python', 'hi\n', 'stdout', 2)]);

test.beforeEach(async ({ context }) => {
  if (test.info().tags.includes('@real-engine')) return;
  await stubEngine(context, { default: DOUBLE, raises: SCALED, exit3: EXIT_3, exitMessage: EXIT_MESSAGE, exit0: EXIT_0 });
});

test('the engine reports sys.exit\'s status: "exit status 3", and 1 after sys.exit("msg") with the message on stderr', { tag: '@real-engine' }, async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await openTab(page, 'Output');
  const footer = page.getByTestId('pane-output-footer');
  await page.evaluate(() => window.tfplay.setCode('import sys\nprint("hi")\nsys.exit(3)\nprint("never")\n'));
  await expect(footer).toHaveText('exit status 3');
  await expect(page.getByTestId('pane-output')).toHaveText('hi');
  await expect(page.getByTestId('status')).toHaveText('done');
  await page.evaluate(() => window.tfplay.setCode('import sys\nsys.exit("bad input")\n'));
  await expect(footer).toHaveText('exit status 1');
  await expect(page.getByTestId('pane-output').locator('.line.stream-stderr')).toHaveText('bad input');
  await page.evaluate(() => window.tfplay.setCode('import sys\nprint("hi")\nsys.exit(0)\n'));
  await expect(page.getByTestId('pane-output')).toHaveText('hi');
  await expect(footer).toBeHidden();
});

test('a program that exits with sys.exit(3) ends "done", with "exit status 3" under its output; sys.exit(0) says nothing more', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Output');
  const status = page.getByTestId('status');
  const footer = page.getByTestId('pane-output-footer');
  await expect(footer).toBeHidden();

  await page.evaluate(() => window.tfplay.setCode('import sys\nprint("hi")\nsys.exit(3)\n# result: exit3\n'));
  await expect(footer).toHaveText('exit status 3');
  await expect(status).toHaveText('done');
  await expect(page.getByTestId('error')).toBeHidden();
  await expect(page.getByTestId('run-notice')).toBeHidden();
  // After the output, in the pane's quiet colour.
  await expect(page.getByTestId('pane-output')).toHaveText('hi');
  const below = await footer.evaluate((el) => el.getBoundingClientRect().top >= document.querySelector('[data-testid="pane-output"]').getBoundingClientRect().bottom);
  expect(below).toBe(true);
  await expect(page.getByTestId('announce')).toContainText('Exit status 3.');

  // sys.exit("bad input"): the message went to stderr, and the status is 1.
  await page.evaluate(() => window.tfplay.setCode('import sys\nsys.exit("bad input")\n# result: exitMessage\n'));
  await expect(footer).toHaveText('exit status 1');
  await expect(page.getByTestId('pane-output')).toHaveText('bad input');
  await expect(status).toHaveText('done');

  await page.evaluate(() => window.tfplay.setCode('import sys\nprint("hi")\nsys.exit(0)\n# result: exit0\n'));
  await expect(page.getByTestId('pane-output')).toHaveText('hi');
  await expect(footer).toBeHidden();
  await expect(status).toHaveText('done');

  // An uncaught exception is its error, not a status line.
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# result: raises\n'));
  await expect(status).toHaveText('error');
  await expect(footer).toBeHidden();
});

test('the pill says "error" after a run that raised, "stopped" after Stop, and "done" again after a clean run', async ({ page, problems }) => {
  await openPage(page);
  const status = page.getByTestId('status');
  await expect(status).toHaveText('done');
  await expect(status).toHaveAttribute('data-state', 'done');

  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# result: raises\n'));
  await expect(page.getByTestId('error')).toBeVisible();
  await expect(status).toHaveText('error');
  await expect(status).toHaveAttribute('data-state', 'error');
  // In the error box's colours.
  const colours = await page.evaluate(() => {
    const pill = getComputedStyle(document.querySelector('[data-testid="status"]'));
    const box = getComputedStyle(document.querySelector('[data-testid="error"]'));
    return { pill: pill.color, box: box.color };
  });
  expect(colours.pill).toBe(colours.box);

  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# sleep 4000\n'));
  await page.getByTestId('stop').click();
  await expect(page.getByTestId('run-notice')).toHaveAttribute('data-limit', 'stopped');
  await expect(status).toHaveText('stopped');

  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("fine")\n'));
  await expect(status).toHaveText('done');
  await expect(page.getByTestId('error')).toBeHidden();
});

test('the stop notice names Ctrl+Enter where there is a keyboard, not on a phone', async ({ page, problems }) => {
  for (const [width, hint] of [[1280, 'Run (Ctrl+Enter) runs it again.'], [390, 'untouched. Run runs it again.']]) {
    await page.setViewportSize({ width, height: 844 });
    await openPage(page);
    // A program of its own each time: the page reopens with the last one, and setCode of the same text runs nothing.
    await page.evaluate((w) => window.tfplay.setCode(`import tensorflow as tf\n# sleep 4000\n# ${w}\n`), width);
    await page.getByTestId('stop').click();
    await expect(page.getByTestId('run-notice')).toContainText(hint);
  }
});

test('screen readers hear what a tab\'s badge counts', async ({ page, problems }) => {
  await openPage(page);
  await expect(page.getByRole('tab', { name: 'Timeline, 10 events' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cache, 2 concrete functions' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Graph-time, 3 lines' })).toBeVisible();
});

test('while predicting, the pill does not tell that the run raised', async ({ page, problems }) => {
  await openPage(page);
  await page.getByTestId('predict-toggle').click();
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# result: raises\n'));
  const status = page.getByTestId('status');
  await expect.poll(() => page.evaluate(() => window.tfplay.getCode())).toContain('raises');
  await expect(status).toHaveText('done');
  await page.getByTestId('predict-toggle').click(); // predict mode off: the results show
  await expect(status).toHaveText('error');
});

test('a long run dims the previous results with a note, a fast one never does, and its result replaces them', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Output');
  const note = page.getByTestId('stale-note');
  const results = page.locator('.results');
  await page.evaluate(() => {
    // Records whether the note ever showed during the fast run below.
    window.__staleSeen = false;
    new MutationObserver(() => {
      if (document.body.classList.contains('results-stale')) window.__staleSeen = true;
    }).observe(document.body, { attributes: true, attributeFilter: ['class'] });
  });

  // A fast run: no dimming at all (no flicker).
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("fast")  # echo\n'));
  await expect(page.getByTestId('pane-output')).toContainText('source=import tensorflow as tf');
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(await page.evaluate(() => window.__staleSeen)).toBe(false);

  // A long run that prints nothing for a while: after a moment the old results dim, say whose
  // they are, and the region is busy.
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# sleep 2500\n'));
  await expect(note).toBeVisible();
  await expect(note).toContainText('previous run');
  await expect(results).toHaveAttribute('aria-busy', 'true');
  const opacity = await page.locator('.pane-output').evaluate((el) => Number(getComputedStyle(el).opacity));
  expect(opacity).toBeLessThan(0.8);
  // The previous results are still all there.
  await expect(page.getByTestId('pane-output')).toContainText('source=import tensorflow as tf');

  // Its result replaces them, undimmed, with all it printed.
  await expect(note).toBeHidden({ timeout: 10_000 });
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('pane-output')).not.toContainText('source=');
  await expect(page.getByTestId('pane-output').locator('.line')).toHaveCount(0);
  await expect(page.locator('.pane-output')).toHaveCSS('opacity', '1');
});

// Before, a Keras fit or a loop of prints showed nothing until the run ended, although the
// engine streams its events as they happen.
test('a long run shows its output as it comes, a progress bar redrawn in place, and its result replaces it', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Output');
  // Two lines, then a progress line redrawn 20 times over 3 s.
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# lines 2\n# drip 20 150\n'));
  const output = page.getByTestId('pane-output');
  const seen = new Set();
  await expect(page.getByTestId('stale-note')).toBeVisible();
  await expect(page.getByTestId('stale-note')).toContainText('Output shows this run so far');
  for (let i = 0; i < 60 && (await page.getByTestId('status').textContent()) !== 'done'; i++) {
    const rows = await output.locator('.line').allTextContents();
    if (rows.length && rows[0] === '0') {
      // One row for the progress line, never one per redraw.
      expect(rows.length).toBeLessThanOrEqual(3);
      if (rows[2]) seen.add(rows[2].split('/')[0]);
    }
    await page.waitForTimeout(100);
  }
  // Drawn several times while it ran (at most every 150 ms or so), undimmed.
  expect(seen.size).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(output.locator('.line')).toHaveText(['0', '1', `20/20 ${'='.repeat(20)}`]);
  await expect(page.locator('.pane-output')).toHaveCSS('opacity', '1');
  await expect(page.locator('.pane-output.is-live')).toHaveCount(0);
});

// The note lay over the top of the pane: on a phone it hid two rows of the output streaming
// under it. It has a strip of its own above the pane now.
for (const [name, size] of [['a phone', { width: 390, height: 800 }], ['a laptop', { width: 1280, height: 800 }]]) {
  test(`on ${name}, the "Running…" note hides no row of the output streaming under it`, async ({ page, problems }) => {
    await page.setViewportSize(size);
    await openPage(page);
    await openTab(page, 'Output');
    await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# epochs 300 10\n'));
    const note = page.getByTestId('stale-note');
    await expect(note).toBeVisible();
    await expect(page.locator('.pane-output.is-live')).toHaveCount(1);
    await expect.poll(() => page.locator('.pane-output .line').count()).toBeGreaterThan(20);
    const [noteBox, paneBox] = await Promise.all([note.boundingBox(), page.locator('.pane-output').boundingBox()]);
    // The note ends where the pane begins: no row can be drawn under it.
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(paneBox.y + 1);
    await expect(page.getByTestId('status')).toHaveText('done', { timeout: 20_000 });
  });
}

/** Whether the Output pane shows the end of its output, and the text of its last row. */
const outputEnd = (page) =>
  page.locator('.pane-output').evaluate((el) => ({
    atEnd: el.scrollTop + el.clientHeight >= el.scrollHeight - 8,
    scrolled: el.scrollTop > 0,
  }));

// A fit of 300 epochs redrawn live ended scrolled a few epochs in: each redraw judged "at the end"
// from the rows' geometry, which the virtual list's chunks changed as they filled in a frame later.
test('a long fit drawn live ends at the end of its output, as a terminal leaves it', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Output');
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# epochs 300 10\n'));
  await expect(page.getByTestId('stale-note')).toBeVisible();
  await expect(page.locator('.pane-output.is-live')).toHaveCount(1);
  // It follows while it runs.
  await expect.poll(async () => (await outputEnd(page)).scrolled).toBe(true);
  expect((await outputEnd(page)).atEnd).toBe(true);
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 20_000 });
  await page.waitForTimeout(300); // the final render's chunks fill in
  expect(await outputEnd(page)).toEqual({ atEnd: true, scrolled: true });
  await expect(page.getByTestId('pane-output').locator('.line').last()).toContainText('loss: 0.0033');
  await expect(page.getByTestId('pane-output').locator('.line').last()).toBeInViewport();
});

test('a long fit the reader scrolled up in stays where they read', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Output');
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# epochs 300 10\n'));
  const pane = page.locator('.pane-output');
  await expect(page.locator('.pane-output.is-live')).toHaveCount(1);
  await expect.poll(async () => (await outputEnd(page)).scrolled).toBe(true);
  await pane.hover();
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => (await outputEnd(page)).atEnd).toBe(false);
  const top = await pane.evaluate((el) => el.scrollTop);
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 20_000 });
  await page.waitForTimeout(300);
  expect((await outputEnd(page)).atEnd).toBe(false);
  expect(Math.abs((await pane.evaluate((el) => el.scrollTop)) - top)).toBeLessThan(40);
  // Back at the end, it follows the next long run to its end again.
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# epochs 200 10\n'));
  await expect(page.locator('.pane-output.is-live')).toHaveCount(1);
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 20_000 });
  await page.waitForTimeout(300);
  expect(await outputEnd(page)).toEqual({ atEnd: true, scrolled: true });
});

test('an edit during a long run takes its output so far off the screen', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Output');
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("before")  # echo\n'));
  await expect(page.getByTestId('pane-output')).toContainText('source=import tensorflow as tf');
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# lines 2\n# drip 20 150\n'));
  await expect(page.getByTestId('pane-output').locator('.line').first()).toHaveText('0');
  await expect(page.locator('.pane-output')).toHaveCSS('opacity', '1');
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# lines 1\n# sleep 1500\n'));
  // The previous results again, dimmed, until the edited program's run has output of its own.
  await expect(page.getByTestId('pane-output')).toContainText('source=import tensorflow as tf');
  await expect(page.locator('.pane-output.is-live')).toHaveCount(0);
  await expect(page.getByTestId('pane-output').locator('.line')).toHaveText(['0']);
  await expect(page.getByTestId('status')).toHaveText('done');
});

test('a stopped long run keeps the output it streamed, shown undimmed', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Output');
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# lines 4\n# sleep 4000\n'));
  await expect(page.getByTestId('stale-note')).toBeVisible();
  await page.getByTestId('stop').click();
  await expect(page.getByTestId('stale-note')).toBeHidden();
  await expect(page.getByTestId('pane-output').locator('.line')).toHaveText(['0', '1', '2', '3', /^Stopped: you pressed Stop/]);
  await expect(page.locator('.pane-output')).toHaveCSS('opacity', '1');
  await expect(page.getByTestId('status')).toHaveText('stopped');
});
