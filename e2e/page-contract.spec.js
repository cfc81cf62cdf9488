// The page against a stand-in engine: the wasm module is replaced by a stub that returns a
// fixed run result, so these tests pin how the page shows a run result (design.md's
// contract), independently of what the real engine computes.
import { SCALED, SCALED_SIG } from './support/results.js';
import { expect, openTab, stubEngine, test } from './support/fixtures.js';

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: SCALED });
});

// The stub echoes its options and the program's first line when the program says "# echo".
const ECHO = 'import tensorflow as tf  # echo';
const PROGRAM = `${ECHO}\n${'x = 1\n'.repeat(20)}`;

test('the page shows every part of a run result where it belongs', async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('error');
  await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM);
  await expect(page.getByTestId('pane-output')).toContainText('source=');

  await expect(page.getByTestId('pane-trace').locator('.line')).toHaveText(['TRACE (2,) 2', 'TRACE (4,) 2', 'TRACE (4,) 3']);
  await expect(page.getByTestId('pane-graph').locator('.line')).toHaveText(['RUN [2] 2', 'RUN [2] 2', 'RUN [4] 2', 'RUN [4] 3']);
  const output = page.getByTestId('pane-output').locator('.line');
  await expect(output).toHaveText([
    '<b>not bold</b>',
    '[1 2]',
    'WARNING: something to know',
    /^Traceback \(most recent call last\):\n {2}File "main\.py", line 3/,
    /^options=\{"filename":"main\.py","max_steps":\d+,"omit_streamed_events":true\}$/,
    `source=${ECHO}`,
  ]);
  await expect(page.getByTestId('pane-output').locator('b')).toHaveCount(0);

  const rows = page.getByTestId('cache-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.dataset.function, tr.dataset.calls]))).toEqual([
    ['scaled', '2'],
    ['scaled', '1'],
    ['scaled', '1'],
  ]);
  // Grouped by tf.function: the function's cell spans its concrete functions.
  await expect(rows.nth(0).locator('th')).toHaveText('scaled3 traces');
  await expect(rows.nth(1).locator('td')).toHaveText(['#1', 'call 3 (line 15)', 'x: shape (2,) -> (4,)', '1', SCALED_SIG('(4,)', 2)]);
  await expect(page.getByTestId('cache-table').locator('thead th')).toHaveText([
    'Function',
    'Concrete #',
    'Traced by',
    'Why traced',
    'Calls served',
    'Input signature',
  ]);

  await expect(page.getByTestId('error')).toBeVisible();
  await expect(page.getByTestId('error')).toHaveText("Line 3, column 1: AttributeError: 'int' object has no attribute 'nope'");
  const markers = await page.evaluate(() => window.tfplay.markers());
  expect(markers.filter((m) => m.severity === 8).map((m) => [m.startLineNumber, m.startColumn, m.message])).toEqual([
    [3, 1, "AttributeError: 'int' object has no attribute 'nope'"],
  ]);
});

test('text in Output and the error box can be selected and copied: a drag or a double click leaves the editor alone', async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('error');
  await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM);
  await expect(page.getByTestId('pane-output')).toContainText('source=');
  await openTab(page, 'Output');
  const editorFocused = () => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="editor"]')));
  const row = page.getByTestId('pane-output').locator('.line').first();
  const box = await row.boundingBox();
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + Math.min(box.width - 4, 120), box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const dragged = await page.evaluate(() => getSelection().toString());
  expect(dragged.length).toBeGreaterThan(3);
  await page.waitForTimeout(600); // past the wait for a second click
  expect(await page.evaluate(() => getSelection().toString())).toBe(dragged);
  expect(await editorFocused()).toBe(false);
  // A double click on the error box selects a word, and the focus stays off the editor.
  await page.getByTestId('error').dblclick();
  await page.waitForTimeout(600);
  expect((await page.evaluate(() => getSelection().toString())).trim().length).toBeGreaterThan(0);
  expect(await editorFocused()).toBe(false);
  // One click still takes the reader to the line, focus included (away from the double click's
  // place and time, so that it is not its third click).
  await page.waitForTimeout(600);
  await page.getByTestId('error').click({ position: { x: 6, y: 6 } });
  await expect.poll(editorFocused).toBe(true);
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(3);
});

test('clicking an output line, an event or a cache row moves the editor to its source line', async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('error');
  await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM);
  await expect(page.getByTestId('pane-output')).toContainText('source=');
  const cursorLine = () => page.evaluate(() => window.tfplay.cursor().line);
  await openTab(page, 'Graph-time');
  await page.getByTestId('pane-graph').locator('.line').first().click();
  await expect.poll(cursorLine).toBe(6);
  await openTab(page, 'Trace-time');
  await page.getByTestId('pane-trace').locator('.line').first().click();
  await expect.poll(cursorLine).toBe(5);
  await openTab(page, 'Cache');
  await page.getByTestId('cache-table').locator('tbody tr').first().locator('td').first().click();
  await expect.poll(cursorLine).toBe(4);
  await page.getByTestId('cache-table').getByRole('button', { name: 'call 4 (line 16)' }).click();
  await expect.poll(cursorLine).toBe(16);
  await page.getByTestId('error').click();
  await expect.poll(cursorLine).toBe(3);
});

for (const [what, sleepMs] of [
  ['while it runs', 400],
  ['even when it takes too long and the worker is replaced', 3000],
]) {
  test(`a newer run supersedes an older one ${what}`, async ({ page, problems }) => {
    await page.goto('./');
    await expect(page.getByTestId('status')).toHaveText('error');
    const runsBefore = Number(await page.getByTestId('status').getAttribute('data-run'));
    const results = await page.evaluate(async (sleep) => {
      const { tfplay } = window;
      tfplay.setCode(`# sleep ${sleep}\n# echo\nfirst\n`);
      const first = tfplay.run();
      await new Promise((r) => setTimeout(r, 100)); // the first run is under way
      tfplay.setCode('# second # echo\n');
      const second = tfplay.run();
      tfplay.setCode('# third # echo\n');
      const third = tfplay.run();
      return (await Promise.all([first, second, third])).map((r) => r.events.at(-1).text);
    }, sleepMs);
    expect(results).toEqual(['source=# third # echo\n', 'source=# third # echo\n', 'source=# third # echo\n']);
    await expect(page.getByTestId('status')).toHaveText('error');
    await expect(page.getByTestId('pane-output').locator('.line').last()).toHaveText('source=# third # echo');
    // Only the newest run was shown.
    expect(Number(await page.getByTestId('status').getAttribute('data-run'))).toBe(runsBefore + 1);
  });
}

test('Run pressed again while the same program runs waits for that run: the engine is not restarted', async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('error');
  await page.evaluate(() => window.tfplay.editorReady);
  const runsBefore = Number(await page.getByTestId('status').getAttribute('data-run'));
  const starts = () => page.evaluate(() => window.tfplay.engineMemory().starts);
  const startsBefore = await starts();
  await page.evaluate(() => window.tfplay.setCode('# sleep 2500\n# echo\nslow\n'));
  await expect(page.getByTestId('status')).toHaveText('running');
  // The reflex of a learner who typed and wants the result: Run, then Ctrl+Enter, while it runs.
  await page.getByTestId('run').click();
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByTestId('status')).toHaveText('error', { timeout: 10_000 });
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output').locator('.line').last()).toHaveText('source=# sleep 2500');
  expect(await starts()).toBe(startsBefore);
  await page.waitForTimeout(1000);
  expect(Number(await page.getByTestId('status').getAttribute('data-run'))).toBe(runsBefore + 1);
});

test('an edit while a run is under way drops that run: only the edited program\'s result is shown', async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('error');
  await page.evaluate(() => window.tfplay.editorReady); // Monaco's arrival is no edit, but wait for it
  const runsBefore = Number(await page.getByTestId('status').getAttribute('data-run'));
  // The first program starts after the pause that follows an edit; it is edited again while it
  // runs, late enough that it ends before the next run is asked for (300 ms after the edit). The
  // page times the second edit itself: the test's own polling would add its latency to the 350 ms.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const status = document.querySelector('[data-testid="status"]');
        const watch = new MutationObserver(() => {
          if (status.textContent !== 'running') return;
          watch.disconnect();
          setTimeout(() => resolve(window.tfplay.setCode('# echo\nsecond\n')), 350);
        });
        watch.observe(status, { childList: true, characterData: true, subtree: true });
        window.tfplay.setCode('# sleep 600\n# echo\nfirst\n');
      }),
  );
  await expect(page.getByTestId('status')).toHaveText('error', { timeout: 10_000 });
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output').locator('.line').last()).toHaveText('source=# echo');
  await page.waitForTimeout(1000);
  expect(Number(await page.getByTestId('status').getAttribute('data-run'))).toBe(runsBefore + 1);
});
