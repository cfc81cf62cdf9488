// Live behaviours of the page around a run (stubbed engine): the loading indicator while the
// engine starts, and the cache row of a new trace flashing.
import { DOUBLE } from './support/results.js';
import { expect, holdBack, openPage, openTab, stubEngine, test } from './support/fixtures.js';

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
