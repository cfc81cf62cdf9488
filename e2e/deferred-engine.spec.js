// The engine comes in two wasm modules (web/src/engine-deferred.js): the default example's first
// result needs only the first; every other program waits for the deferred one, with the engine
// shown as loading (outside the watchdog's time, however long the download takes), and is never
// made to fetch it a second time; a failed download fails the run with the engine's
// load-failure message, and the next run loads the engine again.
import LZString from 'lz-string';
import { expect, holdBack, test } from './support/fixtures.js';

const DEFERRED = /\/engine\/tfplay_wasm\.deferred\.wasm(\?v=\w+)?$/;
const PROGRAM = `import tensorflow as tf
print(tf.strings.upper("deferred").numpy())
`;
const link = (code) => `./#v1/${LZString.compressToEncodedURIComponent(JSON.stringify({ code }))}`;

/** Counts the requests for the deferred module by kind ('fetch': the worker's; 'xhr': the engine's fallback). */
async function countRequests(context) {
  const kinds = [];
  await context.route(DEFERRED, (route) => {
    kinds.push(route.request().resourceType());
    return route.fallback();
  });
  return kinds;
}

test('the default example shows its first result while the deferred module is held back', { tag: '@real-engine' }, async ({ page, context, problems }) => {
  const held = await holdBack(context, DEFERRED);
  const kinds = await countRequests(context);
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  expect(held.requested()).toBe(true);
  held.release();
  await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM);
  await expect(page.getByTestId('pane-output')).toContainText("b'DEFERRED'", { timeout: 30_000 });
  expect(kinds).toEqual(['fetch']);
});

test('a share link waits for the deferred module, shown as loading past the watchdog\'s time, then runs', { tag: '@real-engine' }, async ({ page, context, problems }) => {
  const held = await holdBack(context, DEFERRED);
  const kinds = await countRequests(context);
  await page.goto(link(PROGRAM));
  await expect.poll(() => held.requested(), { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(6_000); // longer than the 5 s watchdog
  await expect(page.getByTestId('status')).toHaveText('loading');
  held.release();
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await expect(page.getByTestId('pane-output')).toContainText("b'DEFERRED'");
  expect(kinds).toEqual(['fetch']);
});

test('a failed download of the deferred module says so, and Run loads the engine again', { tag: '@real-engine' }, async ({ page, context }) => {
  let failing = true;
  await context.route(DEFERRED, (route) => (failing ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback()));
  await page.goto(link(PROGRAM));
  const error = page.getByTestId('error');
  await expect(error).toContainText('could not load the rest of the engine (tfplay_wasm.deferred.wasm)', { timeout: 30_000 });
  await expect(error).toContainText('HTTP 404 (press Run to try again)');
  failing = false;
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await expect(page.getByTestId('pane-output')).toContainText("b'DEFERRED'");
});
