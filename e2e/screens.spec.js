// Screenshots of every layout (stubbed engine), saved under build/screens/ for a person
// to look at: desktop light and dark, each tab, predict mode, a phone, embed mode.
import { DOUBLE, SCALED, retracing } from './support/results.js';
import { expect, openPage, openTab, stubEngine, test } from './support/fixtures.js';

const shot = (page, name) => page.screenshot({ path: `build/screens/${name}.png` });

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE, scaled: SCALED, retracing: retracing() });
});

test('desktop layouts', async ({ page, problems }) => {
  await openPage(page);
  await shot(page, 'desktop-timeline');
  for (const tab of ['Trace-time', 'Graph-time', 'Output', 'Cache', 'Ops']) {
    await openTab(page, tab);
    await shot(page, `desktop-${tab.toLowerCase()}`);
  }
  await page.evaluate(() => window.tfplay.setCode('# result: retracing\nimport tensorflow as tf\n\n@tf.function\ndef cube(n):\n    return n * n * n\n'));
  await expect(page.getByTestId('warnings')).toBeVisible();
  await openTab(page, 'Output');
  await shot(page, 'desktop-warning');
  await page.evaluate(() => window.tfplay.setCode('# result: scaled\nimport tensorflow as tf\n'));
  await expect(page.getByTestId('error')).toBeVisible();
  await openTab(page, 'Cache');
  await shot(page, 'desktop-error-cache');
});

test('dark theme', async ({ page, problems }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page);
  await shot(page, 'dark-timeline');
  await openTab(page, 'Cache');
  await shot(page, 'dark-cache');
});

test('predict mode', async ({ page, problems }) => {
  await openPage(page);
  await page.getByTestId('predict-toggle').click();
  await expect(page.getByTestId('ledger')).toBeVisible();
  await shot(page, 'predict-before');
  await page.getByTestId('predict-check').click();
  await expect(page.getByTestId('predict-score')).not.toBeEmpty();
  await shot(page, 'predict-after');
});

test('phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  await stubEngine(context, { default: DOUBLE });
  const page = await context.newPage();
  await openPage(page);
  await shot(page, 'phone');
  await page.screenshot({ path: 'build/screens/phone-full.png', fullPage: true });
  await context.close();
});

test('embed', async ({ page, problems }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await openPage(page, './?embed=1&autorun=1&panes=graph,cache');
  await shot(page, 'embed');
});
