// Runaway programs: the engine's step budget ends most; the watchdog replaces a hung worker.
// Either way the page says which limit was hit, keeps the output produced so far and never
// touches the editor (stubbed engine).
import { BUDGET, DOUBLE } from './support/results.js';
import { expect, openPage, openTab, stubEngine, test } from './support/fixtures.js';

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE, budget: BUDGET });
});

test('the step budget stops a runaway loop, and the page says so', async ({ page, problems }) => {
  await openPage(page);
  const program = 'import tensorflow as tf\nprint("before the loop")\nwhile True:\n    pass  # result: budget\n';
  await page.evaluate((p) => window.tfplay.setCode(p), program);
  const notice = page.getByTestId('run-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-limit', 'step-budget');
  await expect(notice).toContainText('Stopped by the step budget');
  // Beside the editor, the results are to its right, not below the notice.
  await expect(notice).toContainText('The output up to that point is shown with the results.');
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output').locator('.line').first()).toHaveText('before the loop');
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe(program);
});

test('the watchdog replaces a hung engine, keeps the output so far, and the next run works', async ({ page, problems }) => {
  await openPage(page);
  const hung = 'import tensorflow as tf\n# hang\ndouble(tf.constant([1, 2]))\n';
  const started = Date.now();
  await page.evaluate((p) => window.tfplay.setCode(p), hung);
  await expect(page.getByTestId('status')).toHaveText('running');
  const notice = page.getByTestId('run-notice');
  await expect(notice).toHaveAttribute('data-limit', 'watchdog', { timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThan(4000);
  await expect(notice).toContainText('Stopped by the watchdog');
  await expect(notice).toContainText('your code is untouched');
  await expect(page.getByTestId('error')).toContainText('WatchdogTimeout');
  // Where the program hung is not known: the error box names no line (the last output's line,
  // the tf.print on line 6, is not where it was) and the editor marks none.
  await expect(page.getByTestId('error')).not.toHaveText(/^Line \d/);
  await expect(page.getByTestId('error')).toHaveAttribute('data-line', '0');
  // The events streamed before the hang are shown, and the cache is rebuilt from them.
  await expect(page.getByTestId('pane-graph').locator('.line')).toHaveText(['Executing with [1 2]', 'Executing with [3 4]', 'Executing with [1 2 3]']);
  const rows = page.getByTestId('cache-table').locator('tbody tr');
  expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.dataset.calls))).toEqual(['2', '1']);
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe(hung);

  // A fresh engine answers the next run.
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("again")\n'));
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('error')).toBeHidden();
});

test('offline without the service worker\'s copy, the watchdog\'s notice stays and the next run says the engine could not load', async ({ page, context, problems }) => {
  await openPage(page);
  // The network goes (the page was opened before the service worker cached it): the fresh
  // worker the watchdog starts cannot load its script.
  const worker = /\/assets\/engine\.worker-[\w-]+\.js$/;
  await context.route(worker, (route) => route.abort('internetdisconnected'));
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# hang\ndouble(tf.constant([1, 2]))\n'));
  const notice = page.getByTestId('run-notice');
  await expect(notice).toHaveAttribute('data-limit', 'watchdog', { timeout: 15_000 });
  await expect(page.getByTestId('status')).toHaveText('stopped');
  // The failed restart replaces neither the notice nor the run's error.
  await page.waitForTimeout(1000);
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('error')).toContainText('WatchdogTimeout');
  await expect(page.getByTestId('run')).toBeEnabled();

  // The next run tries again and says why it cannot run.
  await page.getByTestId('run').click();
  await expect(page.getByTestId('error')).toContainText('could not load the engine: its worker did not start');
  await expect(page.getByTestId('error')).toContainText('press Run to try again');
  await expect(notice).toBeHidden();
  // Back online, Run runs.
  await context.unroute(worker);
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("again")\n'));
  await expect(page.getByTestId('error')).toBeHidden();
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('pane-graph').locator('.line')).toHaveText(['Executing with [1 2]', 'Executing with [3 4]', 'Executing with [1 2 3]']);
});

test.describe('Stop', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('Stop ends a long run at once, keeps its output so far, and nothing runs again until asked', async ({ page, problems }) => {
    await openPage(page);
    const stop = page.getByTestId('stop');
    await expect(stop).toBeHidden(); // nothing to stop
    const hung = 'import tensorflow as tf\n# hang\ndouble(tf.constant([1, 2]))\n';
    const started = Date.now();
    await page.evaluate((p) => window.tfplay.setCode(p), hung);
    await expect(page.getByTestId('status')).toHaveText('running');
    await expect(stop).toBeVisible();
    // In the place of the "running" pill: the top bar keeps its width (the brand is not squeezed).
    const name = await page.locator('.brand-link').evaluate((el) => el.getBoundingClientRect().width);
    expect(await page.locator('.brand').evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(name);
    await stop.click();
    await expect(page.getByTestId('status')).toHaveText('stopped');
    expect(Date.now() - started).toBeLessThan(4000); // not the watchdog
    await expect(stop).toBeHidden();
    const notice = page.getByTestId('run-notice');
    await expect(notice).toHaveAttribute('data-limit', 'stopped');
    await expect(notice).toContainText('You stopped the run');
    await expect(page.getByTestId('error')).toContainText('Stopped');
    await expect(page.getByTestId('pane-graph').locator('.line')).toHaveText(['Executing with [1 2]', 'Executing with [3 4]', 'Executing with [1 2 3]']);
    expect(await page.evaluate(() => window.tfplay.getCode())).toBe(hung);
    const runs = await page.getByTestId('status').getAttribute('data-run');
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('status')).toHaveAttribute('data-run', runs);

    // Run (a fresh engine) runs the program again; an edit too.
    await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("again")\n'));
    await expect(page.getByTestId('status')).toHaveText('done');
    await expect(notice).toBeHidden();
    await expect(page.getByTestId('error')).toBeHidden();
  });

  test('Stop cancels a run waiting for the engine\'s warm-up, and the page says it was stopped', async ({ page, context, problems }) => {
    // Each warm-up program takes 5 s: a run asked for once the page has loaded Monaco waits for
    // the first one (with 3 s, a page whose first result comes early could be past it by then).
    await stubEngine(context, { default: DOUBLE, budget: BUDGET }, { warmMs: 5000 });
    await openPage(page);
    const runs = Number(await page.getByTestId('status').getAttribute('data-run'));
    const waiting = 'import tensorflow as tf\nprint("never run")\n';
    await page.evaluate((p) => window.tfplay.setCode(p), waiting);
    await expect(page.getByTestId('status')).toHaveText('running');
    const stop = page.getByTestId('stop');
    await expect(stop).toBeVisible();
    const started = Date.now();
    await stop.click();
    await expect(page.getByTestId('status')).toHaveText('stopped');
    expect(Date.now() - started).toBeLessThan(1500); // not once the warm-up program is done
    await expect(stop).toBeHidden();
    const notice = page.getByTestId('run-notice');
    await expect(notice).toHaveAttribute('data-limit', 'stopped');
    await expect(notice).toContainText('You stopped the run before it had any output');
    await expect(page.getByTestId('error')).toContainText('Stopped: you pressed Stop before the program started');
    await expect(page.getByTestId('status')).toHaveAttribute('data-run', String(runs + 1));
    // The stopped program never runs on its own, and the next edit runs as usual.
    await page.waitForTimeout(3500);
    await expect(page.getByTestId('status')).toHaveAttribute('data-run', String(runs + 1));
    await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("again")\n'));
    await expect(page.getByTestId('status')).toHaveAttribute('data-run', String(runs + 2), { timeout: 8000 });
    await expect(notice).toBeHidden();
    await expect(page.getByTestId('error')).toBeHidden();
  });

  test('Stop between an edit and its run ends the run the page shows as running', async ({ page, problems }) => {
    await openPage(page);
    const runs = Number(await page.getByTestId('status').getAttribute('data-run'));
    // The run takes 500 ms; an edit at 480 ms makes it stale, it ends at 500 ms and the edit's
    // run starts 300 ms after the edit: Stop at 640 ms finds no run under way, only its callers.
    await page.evaluate(async () => {
      const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      const t0 = performance.now();
      window.tfplay.setCode('import tensorflow as tf\n# sleep 500\nprint(1)\n');
      window.tfplay.run();
      await wait(480 - (performance.now() - t0));
      window.tfplay.setCode('import tensorflow as tf\n# sleep 500\nprint(2)\n');
      await wait(640 - (performance.now() - t0));
      document.querySelector('[data-testid="stop"]').click();
    });
    await expect(page.getByTestId('status')).toHaveText('stopped');
    await expect(page.getByTestId('stop')).toBeHidden();
    await expect(page.getByTestId('run-notice')).toHaveAttribute('data-limit', 'stopped');
    await expect(page.getByTestId('status')).toHaveAttribute('data-run', String(runs + 1));
  });
});

test('a run the step budget ended can run again once with 12 times the budget; the next run has the usual one', async ({ page, problems }) => {
  await openPage(page);
  await openTab(page, 'Output');
  // "# echo": the stub prints the options the engine got.
  const program = 'import tensorflow as tf\n# echo\nwhile True:\n    pass  # result: budget\n';
  await page.evaluate((p) => window.tfplay.setCode(p), program);
  const notice = page.getByTestId('run-notice');
  await expect(notice).toHaveAttribute('data-limit', 'step-budget');
  await expect(notice).toContainText('more than 5,000,000 Python steps');
  await expect(notice).toContainText('a long Keras fit reaches it too');
  const output = page.getByTestId('pane-output');
  await expect(output).toContainText('"max_steps":5000000');
  const again = notice.getByTestId('run-longer');
  await expect(again).toHaveText('Run again with 60,000,000 steps');
  await again.click();
  await expect(output).toContainText('"max_steps":60000000');
  // Ended by the larger budget too: said with its own numbers, and not offered again.
  await expect(notice).toContainText('more than 60,000,000 Python steps');
  await expect(notice).not.toContainText('Keras');
  await expect(notice.getByTestId('run-longer')).toHaveCount(0);
  await expect(page.getByTestId('run')).toBeFocused(); // the button's place, for a keyboard reader
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe(program);

  // The next run (an edit) has the usual limits.
  await page.evaluate((p) => window.tfplay.setCode(p + '# edited\n'), program);
  await expect(output).toContainText('"max_steps":5000000');
  await expect(notice.getByTestId('run-longer')).toBeVisible();
});

test('a run the watchdog ended runs again with 60 s and finishes; Stop still ends such a run', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await openPage(page);
  // Takes 7 s: past the watchdog's 5 s, within 60 s.
  const program = 'import tensorflow as tf\n# sleep 7000\n# echo\n';
  await page.evaluate((p) => window.tfplay.setCode(p), program);
  const notice = page.getByTestId('run-notice');
  await expect(notice).toHaveAttribute('data-limit', 'watchdog', { timeout: 15_000 });
  await expect(notice).toContainText('did not finish within 5 s');
  await expect(notice.getByTestId('run-longer')).toHaveText('Run again with 60 s');
  await notice.getByTestId('run-longer').click();
  await expect(page.getByTestId('status')).toHaveText('running');
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 20_000 });
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('error')).toBeHidden();
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output')).toContainText('"max_steps":60000000');

  // A long run that never ends is stopped with Stop, and the run after it has the usual limits.
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# hang\n'));
  await expect(notice).toHaveAttribute('data-limit', 'watchdog', { timeout: 15_000 });
  await notice.getByTestId('run-longer').click();
  const stop = page.getByTestId('stop');
  await expect(stop).toBeVisible();
  // Run pressed meanwhile does not restart it with the usual limits (a restart replaces the
  // worker): it waits for this run.
  const starts = () => page.evaluate(() => window.tfplay.engineMemory().starts);
  const before = await starts();
  await page.getByTestId('run').click();
  await page.waitForTimeout(5500); // past the usual watchdog: this run has 60 s
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'running');
  expect(await starts()).toBe(before);
  await stop.click();
  await expect(notice).toHaveAttribute('data-limit', 'stopped');
  await expect(page.getByTestId('status')).toHaveText('stopped');
});
