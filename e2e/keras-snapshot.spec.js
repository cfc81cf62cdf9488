// Once the engine is idle and warmed up, the worker keeps a snapshot of its memory with
// `import keras` done, and Keras programs start from it (web/src/engine-snapshot.js). What a
// learner sees must not change: the same program's output before the snapshot and after it,
// and a program that changes Keras leaves nothing behind for the next run (real engine).
import { expect, openPage, openTab, test } from './support/fixtures.js';

const PROGRAM = `import numpy as np
import keras

keras.utils.set_random_seed(3)
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(3, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse")
model.fit(np.ones((8, 2), "float32"), np.zeros((8, 1), "float32"), epochs=2, batch_size=4, verbose=0)
print(model.count_params(), np.round(model.predict(np.ones((1, 2), "float32"), verbose=0), 4))
print(keras.config.floatx(), keras.layers.Dense.__name__)
keras.config.set_floatx("float16")
keras.layers.Dense = None
`;

async function runProgram(page, source) {
  const before = Number(await page.getByTestId('status').getAttribute('data-run'));
  await page.evaluate((s) => window.tfplay.setCode(s), source);
  await page.evaluate(() => window.tfplay.run());
  await expect(page.getByTestId('status')).toHaveAttribute('data-run', String(before + 1));
  await expect(page.getByTestId('status')).toHaveText('done');
  await openTab(page, 'Output');
  return page.getByTestId('pane-output').locator('.line').allTextContents();
}

test('Keras programs give the same output from the snapshot as before it', { tag: '@real-engine' }, async ({ page, problems }) => {
  test.setTimeout(180_000); // the warm-up programs run first, one Keras fit among them
  await openPage(page);
  const first = await runProgram(page, PROGRAM);
  expect(first[1]).toBe('float32 Dense');
  // The warm-up ends with the snapshot.
  await page.waitForFunction(() => performance.getEntriesByName('tfplay:keras-snapshot').length > 0, null, { timeout: 150_000 });
  const bytes = await page.evaluate(() => performance.getEntriesByName('tfplay:keras-snapshot')[0].detail.bytes);
  expect(bytes).toBeGreaterThan(1 << 20);
  // Twice: the first run changes Keras (floatx, a layer class) and the second must not see it.
  expect(await runProgram(page, PROGRAM)).toEqual(first);
  expect(await runProgram(page, `${PROGRAM}# edited\n`)).toEqual(first);
  // A program without Keras after them runs from a fresh interpreter as always.
  expect(await runProgram(page, 'import tensorflow as tf\nprint(tf.constant([1, 2]) * 2)\n')).toEqual(['tf.Tensor([2 4], shape=(2,), dtype=int32)']);
});

// The next visit's engine starts from a snapshot the first visit stored (web/src/snapshot-store.js):
// the memory of another engine, written into a fresh one. The learner must see what a fresh
// engine shows, clocks included (the copy holds the first visit's).
test('a returning visit starts from the stored snapshot and shows the same', { tag: '@real-engine' }, async ({ page, problems }) => {
  test.setTimeout(240_000);
  await openPage(page);
  const first = await runProgram(page, PROGRAM);
  await page.waitForFunction(() => performance.getEntriesByName('tfplay:snapshot-stored').length > 0, null, { timeout: 150_000 });
  await page.waitForTimeout(5000); // the first visit's clocks move on before the next visit
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  const resumedFrom = () => page.evaluate(() => performance.getEntriesByName('tfplay:engine-ready')[0].detail.resumed);
  expect(await resumedFrom()).toBe('keras');
  expect(await runProgram(page, PROGRAM)).toEqual(first);
  const now = await page.evaluate(() => Date.now() / 1000);
  const clocks = `import time\nprint(0 <= time.perf_counter() < 60, abs(time.time() - ${now}) < 2.5)\n`;
  expect(await runProgram(page, clocks)).toEqual(['True True']);
  // A visit whose first program does not use Keras starts from the smaller 'base' snapshot.
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText('done');
  expect(await resumedFrom()).toBe('base');
  expect(await runProgram(page, 'import tensorflow as tf\nprint(tf.constant([1, 2]) * 2)\n')).toEqual(['tf.Tensor([2 4], shape=(2,), dtype=int32)']);
  expect(await runProgram(page, PROGRAM)).toEqual(first);
});
