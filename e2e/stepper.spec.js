// Stepping through a run one tf.function call at a time, with the real engine: the stepper's
// label, the editor's step line, the cache rows that existed at each call and the output
// printed by then. Screenshots of a step at three widths in both themes go to build/screens/.
import { expect, openPage, openTab, runCount, test, typeProgram } from './support/fixtures.js';

// Traces for f(1), traces again for f(2) (another Python value), reuses concrete function #0
// for the second f(1).
const PROGRAM = [
  'import tensorflow as tf',
  '',
  '@tf.function',
  'def f(x):',
  '    print("tracing", x)',
  '    tf.print("running", x)',
  '    return x + 1',
  '',
  'print("start")',
  'f(1)',
  'f(2)',
  'f(1)',
  'print("end")',
  '',
].join('\n');

/** Sets PROGRAM by the page's hook and waits for its run to be shown. */
async function setAndRun(page) {
  const before = await runCount(page);
  await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM);
  await expect.poll(() => runCount(page)).toBeGreaterThan(before);
  await expect(page.getByTestId('step-label')).toContainText('3 calls');
}

const rows = (page) => page.getByTestId('cache-table').locator('tbody tr[data-concrete]');

/** Types PROGRAM and waits for its run to be shown. */
async function typeAndRun(page) {
  const before = await runCount(page);
  await typeProgram(page, PROGRAM);
  await expect.poll(() => runCount(page)).toBeGreaterThan(before);
  await expect(page.getByTestId('status')).toHaveText('done');
  await expect(page.getByTestId('step-label')).toHaveText('End of the run · 3 calls · step back to see each one');
}

test('stepping shows, call by call, the cache as it was, the call line and the output printed by then', async ({ page, problems }) => {
  await openPage(page);
  await typeAndRun(page);
  await openTab(page, 'Cache');
  const stepper = page.getByRole('group', { name: 'Step through the calls' });
  await expect(stepper).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('tr[aria-current="step"]')).toHaveCount(0);

  // Back one call from the end: the third call, which reused concrete function #0.
  await page.getByRole('button', { name: 'Previous call' }).click();
  await expect(page.getByTestId('step-label')).toHaveText('call 3 of 3 · f(1) · reused concrete function #0');
  await expect(page.getByTestId('step-detail')).toContainText('reused concrete function #0');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('tr[aria-current="step"]')).toHaveAttribute('data-concrete', '0');
  await expect(rows(page).nth(0).locator('td.col-calls')).toHaveText('2');
  expect(await page.evaluate(() => window.tfplay.stepLine())).toBe(12);

  // The slider by keyboard: Home goes to the first call, which traced #0: one row.
  const slider = page.getByRole('slider', { name: 'Call' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('step-label')).toHaveText('call 1 of 3 · f(1) · traced concrete function #0');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).nth(0).locator('td.col-calls')).toHaveText('1');
  await expect(page.locator('tr[aria-current="step"]')).toHaveAttribute('data-concrete', '0');
  expect(await page.evaluate(() => window.tfplay.stepLine())).toBe(10);

  // Only what had been printed by the end of the first call.
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output')).toHaveText('start');
  await openTab(page, 'Trace-time');
  await expect(page.getByTestId('pane-trace')).toHaveText('tracing 1');
  await openTab(page, 'Graph-time');
  await expect(page.getByTestId('pane-graph')).toHaveText('running 1');

  // Right arrow on the slider: the second call traced #1; two rows, the new one marked.
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('step-label')).toHaveText('call 2 of 3 · f(2) · traced concrete function #1');
  await expect(page.getByTestId('pane-graph').locator('.line')).toHaveText(['running 1', 'running 2']);
  await openTab(page, 'Cache');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('tr[aria-current="step"]')).toHaveAttribute('data-concrete', '1');
  expect(await page.evaluate(() => window.tfplay.stepLine())).toBe(11);

  // Arrow keys on the buttons step too; End returns to the whole run.
  await page.getByRole('button', { name: 'Next call' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('step-label')).toHaveText('call 3 of 3 · f(1) · reused concrete function #0');
  await page.getByRole('button', { name: 'Next call' }).click();
  await expect(page.getByTestId('step-label')).toContainText('End of the run');
  expect(await page.evaluate(() => window.tfplay.stepLine())).toBe(0);
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output').locator('.line')).toHaveText(['start', 'end']);
});

test('an edit returns the stepper to the end of the new run', async ({ page, problems }) => {
  await openPage(page);
  await typeAndRun(page);
  await page.getByRole('slider', { name: 'Call' }).focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('step-label')).toContainText('call 1 of 3');
  const before = await runCount(page);
  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('f(3)\n');
  await expect.poll(() => runCount(page)).toBeGreaterThan(before);
  await expect(page.getByTestId('step-label')).toHaveText('End of the run · 4 calls · step back to see each one');
  expect(await page.evaluate(() => window.tfplay.stepLine())).toBe(0);
  await openTab(page, 'Cache');
  await expect(rows(page)).toHaveCount(3);
});

test('the plain editor marks the step line too', async ({ page, problems }) => {
  await openPage(page, './?editor=plain');
  await setAndRun(page);
  await page.getByRole('button', { name: 'Previous call' }).click();
  await page.getByRole('button', { name: 'Previous call' }).click();
  await expect(page.getByTestId('step-label')).toContainText('call 2 of 3 · f(2)');
  const mark = page.locator('.plain-step-line');
  await expect(mark).toBeVisible();
  // The bar sits on line 11: ten 21 px rows and the 8 px padding below the editor's top.
  const [box, area] = await Promise.all([mark.boundingBox(), page.locator('.plain-editor').boundingBox()]);
  expect(Math.round(box.y - area.y)).toBe(8 + 10 * 21);
  await page.getByRole('button', { name: 'The end of the run: everything it did' }).click();
  await expect(mark).toBeHidden();
});

for (const width of [375, 1280, 1920]) {
  for (const scheme of ['light', 'dark']) {
    test(`screenshot of a step at ${width} px (${scheme})`, async ({ browser }) => {
      const phone = width < 640;
      const context = await browser.newContext({
        viewport: { width, height: phone ? 740 : 900 }, isMobile: phone, hasTouch: phone, colorScheme: scheme, serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await openPage(page);
      await setAndRun(page);
      await openTab(page, 'Cache');
      await page.getByRole('button', { name: 'Previous call' }).click();
      await page.getByRole('button', { name: 'Previous call' }).click();
      await expect(page.locator('tr[aria-current="step"]')).toHaveCount(1);
      await page.screenshot({ path: `build/screens/stepper-${width}-${scheme}.png`, fullPage: phone });
      await context.close();
    });
  }
}
