// The engine does not carry Keras's modules: the worker fetches them (engine/tfplay_keras.bundle)
// when a program needs Keras. A first visit whose program does not use Keras gets its first
// result without them (they download once the page is idle, for the warm-up and the learner's
// next Keras program); a Keras share link opened cold downloads them alongside the engine; and a
// Keras program runs in the page with the real engine either way. The bundle also carries what
// else few programs need (rare standard-library modules, TF's Python of rare APIs, the Unicode
// names): a program that needs it gets it the same ways.
import LZString from 'lz-string';
import { expect, test } from './support/fixtures.js';

const BUNDLE = /\/engine\/tfplay_keras\.bundle(\?v=\w+)?$/;
const { compressToEncodedURIComponent } = LZString;

const KERAS_PROGRAM = `import keras
layer = keras.layers.Dense(3)
print("units", layer.units)
`;

/**
 * Records each request for the bundle: how it was made (`kind`: 'fetch' for the worker's own
 * download, which the page asks for as soon as it knows the program; 'xhr' for the engine's
 * synchronous fallback during a run) and how many results the page had shown then (the status
 * pill's data-run, read while the response is held back, so a first result that waited for the
 * bundle would show as 0).
 */
async function watchBundle(page) {
  const requests = [];
  // (The engine worker's requests reach the context's routes.)
  await page.context().route(BUNDLE, async (route) => {
    const kind = route.request().resourceType();
    const shown = Number((await page.getByTestId('status').getAttribute('data-run')) ?? 0);
    requests.push({ kind, shown });
    return route.continue();
  });
  return { requests };
}

test('a first visit without Keras shows its first result before the bundle is fetched; a Keras program then runs', { tag: '@real-engine' }, async ({ page, problems }) => {
  const { requests } = await watchBundle(page);
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  expect(await page.evaluate(() => window.tfplay.getCode())).not.toMatch(/\bkeras\b/);
  // Fetched once the first result is on screen (the warm-up needs Keras), never before.
  await expect.poll(() => requests.length, { timeout: 30_000 }).toBeGreaterThan(0);
  for (const { shown } of requests) expect(shown).toBeGreaterThanOrEqual(1);

  await page.evaluate((code) => window.tfplay.setCode(code), KERAS_PROGRAM);
  const result = await page.evaluate(() => window.tfplay.run());
  expect(result.error).toBeNull();
  expect(result.events.map((e) => e.text).join('')).toBe('units 3\n');
  await expect(page.getByTestId('pane-output')).toContainText('units 3');
  expect(requests.length).toBe(1);
});

test('a Keras share link opened cold fetches the bundle alongside the engine, and runs', { tag: '@real-engine' }, async ({ page, problems }) => {
  const { requests } = await watchBundle(page);
  await page.goto(`./#v1/${compressToEncodedURIComponent(JSON.stringify({ code: KERAS_PROGRAM }))}`);
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await expect(page.getByTestId('pane-output')).toContainText('units 3');
  await expect(page.getByTestId('error')).toBeHidden();
  // One download, the worker's, asked for before the first run (whether it starts before the engine
  // is ready depends on how soon the page's script runs; a clock comparison made here would race).
  expect(requests).toEqual([{ kind: 'fetch', shown: 0 }]);
});

test('a Keras program still runs when the bundle download fails once: the engine fetches it again', { tag: '@real-engine' }, async ({ page, problems }) => {
  let failures = 1;
  await page.context().route(BUNDLE, (route) => (failures-- > 0 ? route.abort('connectionreset') : route.continue()));
  // The worker's download fails and it says so on the console (a warning); the run goes on.
  await page.goto(`./#v1/${compressToEncodedURIComponent(JSON.stringify({ code: KERAS_PROGRAM }))}`);
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await expect(page.getByTestId('pane-output')).toContainText('units 3');
  await expect(page.getByTestId('error')).toBeHidden();
});

test('a program that reaches Keras without naming it has the engine fetch the bundle as it imports', { tag: '@real-engine' }, async ({ page, problems }) => {
  const { requests } = await watchBundle(page);
  // Nothing announces Keras here: the engine's import fetches the bundle itself (a synchronous
  // request from the worker), and the program sees Keras, never a ModuleNotFoundError.
  const code = 'import importlib\nk = importlib.import_module("ker" + "as")\nprint("units", k.layers.Dense(2).units)\n';
  await page.goto(`./#v1/${compressToEncodedURIComponent(JSON.stringify({ code }))}`);
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await expect(page.getByTestId('pane-output')).toContainText('units 2');
  await expect(page.getByTestId('error')).toBeHidden();
  expect(requests.length).toBeGreaterThanOrEqual(1);
});

test('a share link that imports a module the bundle carries fetches it alongside the engine, and runs', { tag: '@real-engine' }, async ({ page, problems }) => {
  // The engine leaves the standard library's rarely imported modules, TF's Python of rarely used
  // APIs and the Unicode names to the bundle too (docs/engine-size.md, fourth step).
  const { requests } = await watchBundle(page);
  const code = 'from datetime import date\nprint(date(2024, 2, 29).isoformat(), "\\N{GREEK SMALL LETTER ALPHA}")\n';
  await page.goto(`./#v1/${compressToEncodedURIComponent(JSON.stringify({ code }))}`);
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await expect(page.getByTestId('pane-output')).toContainText('2024-02-29 α');
  await expect(page.getByTestId('error')).toBeHidden();
  expect(requests).toEqual([{ kind: 'fetch', shown: 0 }]);
});

test('a program that reaches a bundled API without naming it has the engine fetch the bundle', { tag: '@real-engine' }, async ({ page, problems }) => {
  const { requests } = await watchBundle(page);
  const code = 'import tensorflow as tf\nimage = getattr(tf, "im" + "age")\nprint(image.flip_left_right(tf.reshape(tf.range(2.0), [1, 2, 1]))[0, :, 0].numpy())\n';
  await page.goto(`./#v1/${compressToEncodedURIComponent(JSON.stringify({ code }))}`);
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await expect(page.getByTestId('pane-output')).toContainText('[1. 0.]');
  await expect(page.getByTestId('error')).toBeHidden();
  expect(requests.length).toBeGreaterThanOrEqual(1);
});
