// The plain editor where it is the only editor (phones, embeds narrower than 640 px,
// ?editor=plain): line numbers, and bars over the lines Monaco would decorate, so that the
// panes' "L9", the error's "line 5" and a cache row's calls can be found in the code.
import { expect, openPage, openTab, test } from './support/fixtures.js';

const FAILING = `import tensorflow as tf

@tf.function
def f(x):
    y = tf.reshape(x, (3, 3))
    return y * 2

print("before")
f(tf.range(8))
`;

const TRACING = `import tensorflow as tf

@tf.function
def f(x):
    print("tracing", x)
    return x + 1

f(1)
f(2)
f(2)
`;

/** Runs `code` and waits for its result; `state`: what the status pill then says. */
async function setAndRun(page, code, state = 'done') {
  const before = Number(await page.getByTestId('status').getAttribute('data-run'));
  await page.evaluate((source) => window.tfplay.setCode(source), code);
  await expect.poll(async () => Number(await page.getByTestId('status').getAttribute('data-run'))).toBeGreaterThan(before);
  await expect(page.getByTestId('status')).toHaveText(state);
}

/** The top of a bar over the editor, in rows of 21 px below the text's 8 px padding. */
const rowOf = async (page, bar) => {
  const [box, area] = await Promise.all([bar.boundingBox(), page.locator('.plain-editor').boundingBox()]);
  return (box.y - area.y - 8) / 21;
};

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the code has line numbers in a narrow gutter, and the error line is marked', async ({ page, problems }) => {
    await openPage(page);
    expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('plain');
    await setAndRun(page, FAILING, 'error');
    const gutter = page.locator('.plain-gutter');
    await expect(gutter).toHaveText(Array.from({ length: 10 }, (_, i) => i + 1).join('\n'));
    // As narrow as two digits (Monaco's layout takes 89 px, a quarter of the phone).
    expect((await gutter.boundingBox()).width).toBeLessThan(40);
    await expect(page.getByTestId('error')).toContainText('Line 5,');
    const bar = page.locator('.plain-error-line');
    await expect(bar).toHaveCount(1);
    await expect(bar).toBeVisible();
    expect(await rowOf(page, bar)).toBe(4);
    // Fixed, the mark goes.
    await setAndRun(page, FAILING.replace('(3, 3)', '(2, 4)'));
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('tapping a Timeline card marks its line without focusing the editor (no keyboard pops up)', async ({ page, problems }) => {
    await openPage(page);
    await setAndRun(page, TRACING);
    await openTab(page, 'Timeline');
    const card = page.locator('.tl-event', { hasText: 'tracing 2' });
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    const bar = page.locator('.plain-line-highlight');
    await expect(bar).toBeVisible();
    expect(await rowOf(page, bar)).toBe(4); // line 5: print("tracing", x)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('plain-editor'))).toBe(false);
    // The line is selected, so focusing the editor puts the caret there; the bar then goes.
    expect(await page.locator('.plain-editor').evaluate((ta) => ta.value.slice(ta.selectionStart, ta.selectionEnd))).toBe('    print("tracing", x)');
    await page.locator('.plain-editor').tap();
    await expect(bar).toHaveCount(0);
  });
});

test('a narrow embed numbers its lines and marks the error line', async ({ page, problems }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await openPage(page, './?embed=1&autorun=1');
  expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('plain');
  await setAndRun(page, FAILING, 'error');
  await expect(page.locator('.plain-gutter')).toHaveText(/^1\n2\n3\n/);
  await expect(page.locator('.plain-error-line')).toBeVisible();
  expect(await rowOf(page, page.locator('.plain-error-line'))).toBe(4);
});

test('?editor=plain marks the lines a Cache row served when it is hovered, as Monaco does', async ({ page, problems }) => {
  await openPage(page, './?editor=plain');
  await setAndRun(page, TRACING);
  await openTab(page, 'Cache');
  await page.locator('.cache-table tbody tr').nth(1).hover();
  await expect.poll(() => page.evaluate(() => window.tfplay.highlighted())).toEqual([9, 10]);
  const bars = page.locator('.plain-line-highlight');
  await expect(bars).toHaveCount(2);
  expect(await rowOf(page, bars.nth(0))).toBe(8);
  expect(await rowOf(page, bars.nth(1))).toBe(9);
});

test('a desktop window narrowed to a phone\'s width narrows Monaco\'s gutter as the plain editor\'s, and widening brings it back', async ({ page, problems }) => {
  await openPage(page);
  expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('monaco');
  await setAndRun(page, FAILING, 'error');
  const margin = page.locator('.monaco-editor .margin');
  const wide = (await margin.boundingBox()).width;
  expect(wide).toBeGreaterThan(80);
  await page.setViewportSize({ width: 375, height: 740 });
  // Two digits and the line marks, as on a phone: not a quarter of the width.
  await expect.poll(async () => (await margin.boundingBox()).width).toBeLessThan(45);
  await expect(page.locator('.monaco-editor .line-numbers').getByText('10', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.tfplay.markers().map((m) => m.startLineNumber))).toEqual([5]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect.poll(async () => (await margin.boundingBox()).width).toBe(wide);
});
