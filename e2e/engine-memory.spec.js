// Wasm memory never shrinks: after a run that grew the engine's memory past the threshold, the
// page replaces the worker, so the next run starts in a small engine and
// the tab gives the memory back (real engine).
import { expect, holdBack, openPage, openTab, test } from './support/fixtures.js';

const MIB = 2 ** 20;
// One 256 MiB tensor (the largest one tensor may be) grows the heap past the renewal threshold;
// the next is past the cap, so it fails at once instead of after filling more gigabytes (which,
// on a loaded machine, could outlast the 5 s watchdog).
const BOMB = `import tensorflow as tf
xs = [tf.zeros([64, 1024, 1024])]
try:
    xs.append(tf.zeros([448, 1024, 1024]))
except tf.errors.ResourceExhaustedError:
    print("ResourceExhaustedError after", len(xs), "tensors")
`;

test('after a run that grew the heap past the threshold the next run gets a fresh engine with a small heap', { tag: '@real-engine' }, async ({ page, problems }) => {
  // The fresh engine reuses the wasm module the first worker compiled: no second download.
  const wasmRequests = [];
  page.on('request', (request) => {
    if (/\/tfplay_wasm\.wasm(\?|$)/.test(request.url())) wasmRequests.push(request.url());
  });
  await openPage(page);
  const before = await page.evaluate(() => window.tfplay.engineMemory());
  const downloads = wasmRequests.length;
  expect(downloads).toBeGreaterThan(0);
  expect(before.heapBytes).toBeLessThan(256 * MIB);

  await page.evaluate((p) => window.tfplay.setCode(p), BOMB);
  await page.evaluate(() => window.tfplay.run());
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output').locator('.line').first()).toHaveText('ResourceExhaustedError after 1 tensors');
  // The bomb's worker had grown past the threshold, and was replaced once its result was shown.
  const renewals = await page.evaluate(() => performance.getEntriesByName('tfplay:engine-renew').map((m) => m.detail.heapBytes));
  expect(renewals).toHaveLength(1);
  expect(renewals[0]).toBeGreaterThan(256 * MIB);
  await expect(page.getByTestId('status')).toHaveText('done');

  // The next run is answered by the fresh engine, whose heap is small.
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint(tf.reduce_sum(tf.ones([3])).numpy())\n'));
  await page.evaluate(() => window.tfplay.run());
  await expect(page.getByTestId('pane-output').locator('.line').first()).toHaveText('3.0');
  const after = await page.evaluate(() => window.tfplay.engineMemory());
  expect(after.starts).toBe(before.starts + 1);
  expect(after.heapBytes).toBeGreaterThan(0);
  expect(after.heapBytes).toBeLessThan(256 * MIB);
  await expect(page.getByTestId('error')).toBeHidden();
  expect(wasmRequests).toHaveLength(downloads);
});

test('ordinary runs keep their warm engine', { tag: '@real-engine' }, async ({ page, problems }) => {
  await openPage(page);
  const before = await page.evaluate(() => window.tfplay.engineMemory());
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nx = tf.zeros([1000, 1000])\nprint(x.shape)\n'));
  await page.evaluate(() => window.tfplay.run());
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output').locator('.line').first()).toHaveText('(1000, 1000)');
  expect(await page.evaluate(() => window.tfplay.engineMemory())).toEqual(before);
});

test('Stop cancels a run waiting for the fresh engine that replaces a grown one', { tag: '@real-engine' }, async ({ page, context, problems }) => {
  await openPage(page);
  await page.evaluate((p) => window.tfplay.setCode(p), BOMB);
  await page.evaluate(() => window.tfplay.run());
  // The fresh engine's script is held back: a run asked for meanwhile waits for it.
  const held = await holdBack(context, /\/engine\/tfplay_wasm\.js(\?.*)?$/);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('tfplay:engine-renew').length)).toBe(1);
  await expect.poll(() => held.requested()).toBe(true);
  const runs = Number(await page.getByTestId('status').getAttribute('data-run'));
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("waits")\n'));
  const stop = page.getByTestId('stop');
  await expect(stop).toBeVisible();
  await stop.click();
  await expect(page.getByTestId('status')).toHaveText('stopped');
  await expect(page.getByTestId('run-notice')).toHaveAttribute('data-limit', 'stopped');
  await expect(page.getByTestId('status')).toHaveAttribute('data-run', String(runs + 1));
  // Once the fresh engine is there, the stopped program does not run; an edit does.
  held.release();
  await expect.poll(() => page.evaluate(() => window.tfplay.engineMemory().heapBytes)).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('status')).toHaveAttribute('data-run', String(runs + 1));
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\nprint("runs")\n'));
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output').locator('.line').first()).toHaveText('runs');
});
