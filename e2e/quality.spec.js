// Quality: output is text never HTML, a phone-sized layout with a plain editor, themes, the
// Content-Security-Policy, keyboard reach and offline use (stubbed engine except offline).
import { DOUBLE, XSS } from './support/results.js';
import { expect, openPage, openTab, stubEngine, test } from './support/fixtures.js';

test.describe('stubbed engine', () => {
  test.beforeEach(async ({ context }) => {
    await stubEngine(context, { default: DOUBLE, xss: XSS });
  });

  test('program output that looks like HTML stays text everywhere', async ({ page, problems }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      d.dismiss();
    });
    await openPage(page);
    await page.evaluate(() => window.tfplay.setCode('# result: xss\nimport tensorflow as tf\nx = 1\ny = 2\nz = 3\n'));
    await expect(page.getByTestId('pane-output')).toContainText('<img src=x onerror="window.__xss=1">');
    for (const tab of ['Trace-time', 'Graph-time', 'Output', 'Timeline', 'Cache', 'Ops']) await openTab(page, tab);
    await expect(page.getByTestId('pane-trace')).toHaveText('<script>window.__xss=2</script>');
    await expect(page.getByTestId('pane-graph')).toHaveText('<iframe src="javascript:window.__xss=3"></iframe>');
    await expect(page.getByTestId('cache-table').locator('td.col-signature')).toHaveText('<b onmouseover="window.__xss=6">sig</b>');
    await expect(page.getByTestId('error')).toContainText('<b>Error</b>: <img src=x onerror="window.__xss=7">');
    await page.getByTestId('warnings').locator('summary').click();
    // No element was made from program text, and nothing ran.
    const injected = await page.evaluate(() => ({
      xss: window.__xss ?? null,
      imgs: document.querySelectorAll('.results img, .editor-column img, .results iframe, .results svg, .results script, .results b, .results i').length,
    }));
    expect(injected).toEqual({ xss: null, imgs: 0 });
    expect(dialogs).toBe(0);
  });

  test('dark mode follows the system, can be switched, and is remembered', async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.monaco-editor').first()).toHaveClass(/vs-dark/);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(15, 18, 23)');
    await page.getByTestId('theme').selectOption('light');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.monaco-editor').first()).not.toHaveClass(/vs-dark/);
    await page.reload();
    await expect(page.getByTestId('status')).toHaveText('done');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByTestId('theme')).toHaveValue('light');
    await page.getByTestId('theme').selectOption('system');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('the built page has a Content-Security-Policy without inline script', async ({ page, problems }) => {
    const violations = [];
    await page.exposeFunction('reportViolation', (v) => violations.push(v));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => window.reportViolation(`${e.violatedDirective} ${e.blockedURI}`)),
    );
    await openPage(page);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(await page.locator('script:not([src])').count()).toBe(0);
    // Monaco, its worker and the engine worker all work under it.
    await page.getByTestId('editor').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n# still works');
    await expect.poll(() => page.evaluate(() => window.tfplay.getCode())).toContain('# still works');
    await expect(page.getByTestId('status')).toHaveText('done');
    expect(violations).toEqual([]);
  });

  test('everything is reachable with the keyboard', async ({ page, problems }) => {
    await openPage(page);
    await page.keyboard.press('Tab');
    await expect(page.getByText('Skip to the results')).toBeFocused();
    const reached = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement.dataset.testid ?? document.activeElement.className));
    }
    for (const id of ['examples', 'predict-toggle', 'run', 'share', 'embed-code', 'theme']) expect(reached).toContain(id);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ context }) => {
    await stubEngine(context, { default: DOUBLE });
  });

  test('a 375 px screen gets a plain editor and a layout that fits', async ({ page, problems }) => {
    await openPage(page);
    expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('plain');
    await expect(page.locator('.monaco-editor')).toHaveCount(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    // Typing re-runs, as on a desktop.
    const editor = page.getByRole('textbox', { name: 'Python program' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nprint("phone")');
    await expect.poll(() => page.evaluate(() => window.tfplay.getCode())).toContain('print("phone")');
    await expect(page.getByTestId('status')).toHaveText('done');
    await openTab(page, 'Cache');
    await expect(page.getByTestId('cache-table')).toBeVisible();
    const box = await page.getByTestId('cache-table').boundingBox();
    expect(box.x).toBeGreaterThanOrEqual(0);
    // Clicking an event selects its line in the textarea.
    await openTab(page, 'Timeline');
    await page.getByTestId('timeline').locator('.tl-event').nth(2).click();
    await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(5);
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the page works offline', async ({ page, context, problems }) => {
    await page.goto('./');
    await expect(page.getByTestId('status')).not.toHaveText('loading', { timeout: 30_000 });
    // Everything the page loaded (Monaco too) is cached once offlineReady resolves.
    expect(await page.evaluate(() => window.tfplay.offlineReady)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('status')).not.toHaveText('loading', { timeout: 30_000 });
    await expect(page.locator('.monaco-editor').first()).toBeVisible();
    expect(await page.evaluate(() => window.tfplay.getCode())).toContain('@tf.function');
    await context.setOffline(false);
  });
});
