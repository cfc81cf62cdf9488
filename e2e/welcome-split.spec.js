// The first-visit hint, the About dialog and the draggable split between editor and results
// (stubbed engine), with screenshots of each at three widths in both themes in build/screens/.
import { DOUBLE } from './support/results.js';
import { expect, openPage, stubEngine, test } from './support/fixtures.js';

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE });
});

const width = async (locator) => (await locator.boundingBox()).width;
const height = async (locator) => (await locator.boundingBox()).height;

test('the first-visit hint shows once, goes when dismissed, and not again after a reload', async ({ page, problems }) => {
  await openPage(page);
  const hint = page.getByTestId('first-hint');
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText(/Edit the code: it reruns as you type\./);
  await page.getByRole('button', { name: 'Dismiss the hint' }).click();
  await expect(hint).toBeHidden();
  await page.reload();
  await openPage(page);
  await expect(hint).toBeHidden();
});

test('the first-visit hint is shown only once even when not dismissed, and goes at the first edit', async ({ page, problems }) => {
  await openPage(page);
  const hint = page.getByTestId('first-hint');
  await expect(hint).toBeVisible();
  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# mine');
  await expect(hint).toBeHidden();
  await page.reload();
  await openPage(page);
  await expect(hint).toBeHidden();
});

test('the first-visit hint covers no code at any width', async ({ browser }) => {
  for (const w of [375, 414, 640, 768, 900, 1024, 1280, 1440, 1920]) {
    const phone = w < 640;
    const context = await browser.newContext({ viewport: { width: w, height: phone ? 740 : 900 }, isMobile: phone, hasTouch: phone, serviceWorkers: 'block' });
    await stubEngine(context, { default: DOUBLE });
    const page = await context.newPage();
    await openPage(page);
    const hint = page.getByTestId('first-hint');
    await expect(hint).toBeVisible();
    const box = await hint.boundingBox();
    const editor = await page.getByTestId('editor').boundingBox();
    // Nothing of the editor (its first line of code included) lies under the hint.
    const overlaps = box.x < editor.x + editor.width && editor.x < box.x + box.width && box.y < editor.y + editor.height && editor.y < box.y + box.height;
    expect(overlaps, `hint ${JSON.stringify(box)} over the editor ${JSON.stringify(editor)} at ${w} px`).toBe(false);
    expect(box.x + box.width).toBeLessThanOrEqual(w);
    // The element at the hint's centre is the hint, and the code's first line is the topmost thing in the editor.
    const top = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="first-hint"]') !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(top).toBe(true);
    await context.close();
  }
});

test('About opens a dialog that Escape closes, giving focus back to its button', async ({ page, problems }) => {
  await openPage(page);
  const about = page.getByRole('button', { name: 'About' });
  await about.click();
  const dialog = page.getByRole('dialog', { name: 'About tfplay' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('TensorFlow 2.20');
  await expect(dialog).toContainText('Keras 3');
  await expect(dialog).toContainText('CPython 3.12');
  await expect(dialog).toContainText('real GPUs');
  await expect(dialog).toContainText('Download .ipynb (notebook)');
  await expect(page.getByTestId('about-close')).toBeFocused();
  // Tab stays inside the modal dialog.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('[data-testid="about-dialog"]').contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(about).toBeFocused();
  // The close button closes it too.
  await about.press('Enter');
  await expect(dialog).toBeVisible();
  await page.getByTestId('about-close').click();
  await expect(dialog).toBeHidden();
});

test('dragging the split resizes editor and results, keeps both usable, survives a reload, and a double click resets it', async ({ page, problems }) => {
  await openPage(page);
  const handle = page.getByRole('separator', { name: /Resize the editor and the results/ });
  const editorColumn = page.locator('.editor-column');
  const results = page.locator('.results');
  const monaco = page.locator('.monaco-editor').first();
  const start = await width(editorColumn);
  expect(Math.abs(start - (await width(results)))).toBeLessThan(2);

  const box = await handle.boundingBox();
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 200, y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => width(editorColumn)).toBeGreaterThan(start + 190);
  // Monaco lays itself out again at the new width.
  await expect.poll(async () => Math.abs((await width(monaco)) - (await width(page.getByTestId('editor'))))).toBeLessThan(4);
  const dragged = await width(editorColumn);

  await page.reload();
  await openPage(page);
  await expect.poll(() => width(editorColumn)).toBeGreaterThan(dragged - 2);
  expect(await width(editorColumn)).toBeLessThan(dragged + 2);

  // Dragged far to the right, the results keep their minimum width.
  const again = await handle.boundingBox();
  await page.mouse.move(again.x + 3, y);
  await page.mouse.down();
  await page.mouse.move(1390, y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => width(results)).toBeGreaterThanOrEqual(379);

  // The keyboard moves it too, and a double click puts it back in the middle.
  await handle.focus();
  const before = await width(editorColumn);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => width(editorColumn)).toBeLessThan(before - 10);
  await handle.dblclick();
  await expect.poll(async () => Math.abs((await width(editorColumn)) - (await width(results)))).toBeLessThan(2);
  await page.reload();
  await openPage(page);
  expect(Math.abs((await width(editorColumn)) - (await width(results)))).toBeLessThan(2);
});

test('on a phone the split sets the editor height by touch, within limits, remembered', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  await stubEngine(context, { default: DOUBLE });
  const page = await context.newPage();
  await openPage(page);
  const handle = page.getByRole('separator', { name: /Resize/ });
  await expect(handle).toHaveAttribute('aria-orientation', 'horizontal');
  const editor = page.getByTestId('editor');
  const start = await height(editor);
  const box = await handle.boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // A touch drag, as pointer events.
  const cdp = await context.newCDPSession(page);
  const touch = (type, at) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x, y: at }] : [] });
  await touch('touchStart', y);
  for (let i = 1; i <= 5; i++) await touch('touchMove', y + i * 24);
  await touch('touchEnd');
  await expect.poll(() => height(editor)).toBeGreaterThan(start + 100);
  const dragged = await height(editor);
  await page.reload();
  await openPage(page);
  expect(Math.abs((await height(editor)) - dragged)).toBeLessThan(2);
  // Dragged far up, the editor keeps its minimum height.
  await handle.focus();
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowUp');
  expect(await height(editor)).toBeGreaterThanOrEqual(159);
  await context.close();
});

test('in an embed the split sets the editor height', async ({ page, problems }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await openPage(page, './?embed=1&autorun=1');
  await expect(page.getByTestId('first-hint')).toBeHidden();
  const handle = page.getByRole('separator', { name: /Resize/ });
  const editor = page.getByTestId('editor');
  const start = await height(editor);
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => height(editor)).toBeGreaterThan(start + 40);
});

for (const w of [375, 1280, 1920]) {
  for (const scheme of ['light', 'dark']) {
    test(`screenshots of the hint and About at ${w} px (${scheme})`, async ({ browser }) => {
      const phone = w < 640;
      const context = await browser.newContext({
        viewport: { width: w, height: phone ? 740 : 900 }, isMobile: phone, hasTouch: phone, colorScheme: scheme, serviceWorkers: 'block',
      });
      await stubEngine(context, { default: DOUBLE });
      const page = await context.newPage();
      await openPage(page);
      await expect(page.getByTestId('first-hint')).toBeVisible();
      await page.screenshot({ path: `build/screens/hint-${w}-${scheme}.png` });
      await page.getByRole('button', { name: 'About' }).click();
      await expect(page.getByRole('dialog', { name: 'About tfplay' })).toBeVisible();
      await page.screenshot({ path: `build/screens/about-${w}-${scheme}.png` });
      await context.close();
    });
  }
}
