// Live behaviours of the page around a run (stubbed engine): the loading indicator while the
// engine starts, and the cache row of a new trace flashing.
import { DOUBLE } from './support/results.js';
import { expect, holdBack, openPage, openTab, runCount, stubEngine, test } from './support/fixtures.js';

/** DOUBLE's first two calls only: one concrete function. */
const DOUBLE_ONE = {
  ok: true,
  events: DOUBLE.events.slice(0, 6),
  functions: [{ ...DOUBLE.functions[0], tracing_count: 1, concretes: [DOUBLE.functions[0].concretes[0]] }],
  error: null,
};

test('the page says it is loading until the engine is ready, and Run waits for it', async ({ page, context, problems }) => {
  await stubEngine(context, { default: DOUBLE });
  // Registered after the stub, so it runs first: hold the engine's script back.
  const engine = await holdBack(context, /\/engine\/tfplay_wasm\.js(\?.*)?$/);
  await page.goto('./');
  const status = page.getByTestId('status');
  await expect(status).toHaveText('loading');
  await expect(status).toHaveAttribute('data-state', 'loading');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('run')).toBeDisabled();
  // A visible spinner, not just the word.
  expect(await status.evaluate((el) => getComputedStyle(el, '::before').content)).not.toBe('none');
  engine.release();
  await expect(status).toHaveText('done');
  await expect(page.getByTestId('run')).toBeEnabled();
});

test('a new trace flashes its row in the cache table; rows already there do not', async ({ page, context, problems }) => {
  await stubEngine(context, { default: DOUBLE_ONE, two: DOUBLE });
  await openPage(page);
  await openTab(page, 'Cache');
  const rows = page.getByTestId('cache-table').locator('tbody tr[data-function]');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).not.toHaveClass(/is-new/);
  await page.evaluate(() => window.tfplay.setCode(`${window.tfplay.getCode()}\n# result: two\n`));
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toHaveClass(/is-new/);
  await expect(rows.nth(0)).not.toHaveClass(/is-new/);
  expect(await rows.nth(1).locator('td').first().evaluate((td) => getComputedStyle(td).animationName)).toBe('flash');
});

test('a replaced program drops the last run\'s line marks until its own result comes', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await stubEngine(context, { default: DOUBLE });
  await openPage(page);
  const notes = () => page.evaluate(() => window.tfplay.callNotes().length);
  const marks = () => page.evaluate(() => window.tfplay.markers().length);
  const program = await page.evaluate(() => window.tfplay.getCode()); // DOUBLE's notes fit its lines
  expect(await notes()).toBeGreaterThan(0);
  // A program put in by the page (here the test hook, as an example or a link does).
  let runs = await runCount(page);
  await page.evaluate((code) => window.tfplay.setCode(code), `# sleep 1500\n${program}`);
  expect(await notes()).toBe(0);
  expect(await page.evaluate(() => window.tfplay.stepLine())).toBe(0);
  await expect.poll(() => runCount(page)).toBeGreaterThan(runs);
  expect(await notes()).toBeGreaterThan(0); // the stub answers with DOUBLE again
  // Pasted over the whole text by the reader.
  const other = `import tensorflow as tf\n# sleep 1500\n${'total = sum(range(10))\n'.repeat(12)}`; // the same first line
  await page.evaluate((code) => navigator.clipboard.writeText(code), other);
  await page.locator('.monaco-editor .view-lines').click();
  runs = await runCount(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => page.evaluate(() => window.tfplay.getCode())).toBe(other);
  expect(await notes()).toBe(0);
  expect(await marks()).toBe(0);
  await expect.poll(() => runCount(page)).toBeGreaterThan(runs);
  expect(await notes()).toBeGreaterThan(0);
  // An ordinary edit keeps them (they move with the text) until the rerun.
  await page.keyboard.type('#');
  expect(await notes()).toBeGreaterThan(0);
});
