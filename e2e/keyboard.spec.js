// A keyboard-only reader: Tab passes through the editor when focus arrives by keyboard and
// indents once one types there, a note says how to leave it (Escape, then Tab), and from the
// editor the split, the stepper, the results tabs, Run and Share are all reachable.
import { DOUBLE } from './support/results.js';
import { expect, openPage, runCount, stubEngine, test } from './support/fixtures.js';

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE });
});

const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el?.closest('.monaco-editor') || el?.classList.contains('plain-editor')) return 'editor';
    return el?.dataset.testid ?? (el?.getAttribute('role') === 'tab' ? `tab:${el.dataset.pane}` : el?.tagName);
  });

/** Presses Tab until the editor has focus (from the top of the page); returns how many. */
async function tabIntoEditor(page) {
  for (let i = 1; i <= 15; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === 'editor') return i;
  }
  throw new Error('Tab never reached the editor');
}

test('Tab passes through the editor until one types there, then indents; Escape then Tab moves on to the results, Shift+Tab back to Run and Share', async ({ page, problems }) => {
  await openPage(page);
  const code = await page.evaluate(() => window.tfplay.getCode());
  const hint = page.getByTestId('editor-keys');
  await expect(hint).toBeHidden();

  await tabIntoEditor(page);
  // Arriving by keyboard shows how Tab behaves; the editor's label says how to leave to screen readers.
  await expect(hint).toBeVisible();
  await expect(hint).toContainText('Tab moves focus on');
  await expect(page.getByRole('textbox', { name: /Escape then Tab to move focus out of the editor/ })).toBeFocused();

  // Tabbing through the page passes the editor by: no indent.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('split-handle');
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe(code);

  // Back into it and a key there (the caret to the line's start): Tab indents.
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('editor');
  await page.keyboard.press('Home');
  await expect(hint).toContainText('Esc then Tab');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('editor');
  await expect.poll(() => page.evaluate(() => window.tfplay.getCode())).toBe(`    ${code}`);

  // Escape, then Tab: on to the split's handle, the stepper (at the end of the run: back and
  // the slider), then the results tabs; the arrow keys pick a tab.
  await page.keyboard.press('Escape');
  await expect(hint).toContainText('Tab moves focus on');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('split-handle');
  await expect(hint).toBeHidden();
  for (const next of ['step-prev', 'step-slider']) {
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(next);
  }
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatch(/^tab:/);
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe(`    ${code}`);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /^Ops$/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /^Ops$/ })).toHaveAttribute('aria-selected', 'true');

  // Back into the editor, then out the other way: Shift+Tab reaches the toolbar.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('editor');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).not.toBe('editor');
  for (let i = 0; i < 6 && (await focused(page)) !== 'share'; i++) await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('share');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('share-flash')).toHaveText(/Link (copied|in address bar)/);
  expect(page.url()).toContain('#');

  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('run');
  const before = await runCount(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => runCount(page)).toBeGreaterThan(before);
});

test('any other key after Escape keeps Tab indenting; a click into the editor shows no note', async ({ page, problems }) => {
  await openPage(page);
  await page.locator('.monaco-editor .view-lines').click();
  expect(await focused(page)).toBe('editor');
  await expect(page.getByTestId('editor-keys')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('editor-keys')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('editor');
  expect(await page.evaluate(() => window.tfplay.getCode())).toMatch(/\n {4}/);
  await expect(page.getByTestId('editor-keys')).toBeHidden();
});

test('Ctrl+M (Monaco\'s tab focus mode) makes Tab leave the editor until pressed again', async ({ page, problems }) => {
  await openPage(page);
  await tabIntoEditor(page);
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('split-handle');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe('editor');
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('editor');
});

test("closing Monaco's Find with Escape leaves Tab indenting: focus back from the editor's own widget is no arrival", async ({ page, problems }) => {
  await openPage(page);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.waitForTimeout(1200); // the click is no longer what focused the editor
  const code = await page.evaluate(() => window.tfplay.getCode());
  await page.keyboard.press('ControlOrMeta+F');
  await expect(page.locator('.monaco-editor .find-widget textarea, .monaco-editor .find-widget input').first()).toBeFocused();
  await page.keyboard.press('Escape');
  expect(await focused(page)).toBe('editor');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('editor');
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe(`    ${code}`);
});

for (const editorKind of ['monaco', 'plain']) {
  test(`${editorKind}: switching to another window and back keeps Tab indenting: focus that returns with the window is no arrival`, async ({ page, context, problems }) => {
    await openPage(page, `./?editor=${editorKind}`);
    await page.locator(editorKind === 'plain' ? '.plain-editor' : '.monaco-editor .view-lines').click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.waitForTimeout(1200); // the click is no longer what focused the editor
    const code = await page.evaluate(() => window.tfplay.getCode());
    // Headless pages all act focused unless told otherwise: then another page takes the focus.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    const other = await context.newPage();
    await other.bringToFront();
    await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(false);
    await page.bringToFront();
    await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('editor');
    expect(await page.evaluate(() => window.tfplay.getCode())).toBe(`    ${code}`);
    await other.close();
  });
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the plain editor lets Tab pass through too, shows the same note and lets Escape then Tab leave', async ({ page, problems }) => {
    await openPage(page);
    expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('plain');
    const code = await page.evaluate(() => window.tfplay.getCode());
    await tabIntoEditor(page);
    await expect(page.getByTestId('editor-keys')).toContainText('Tab moves focus on');
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toBe('editor');
    expect(await page.evaluate(() => window.tfplay.getCode())).toBe(code);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('editor');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('editor-keys')).toContainText('Esc then Tab');
    await expect(page.getByTestId('editor-keys')).not.toContainText('Ctrl+M');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('editor');
    expect(await page.evaluate(() => window.tfplay.getCode())).not.toBe(code);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toBe('editor');
  });
});

test("the plain editor (phones, ?editor=plain) indents a new line as Monaco does: the line's own indentation, one level more after a ':'", async ({ page, problems }) => {
  await openPage(page, './?editor=plain');
  await page.evaluate(() => window.tfplay.setCode(''));
  await page.locator('.plain-editor').click();
  await page.keyboard.type('def f(x):');
  await page.keyboard.press('Enter');
  await page.keyboard.type('if x:');
  await page.keyboard.press('Enter');
  await page.keyboard.type('x = 1');
  await page.keyboard.press('Enter');
  await page.keyboard.type('return x');
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe('def f(x):\n    if x:\n        x = 1\n        return x');
});

// Before, Backspace after a function's body took one space of four, and print(f(1)) then
// stood three spaces in: an IndentationError.
test('in the plain editor, Backspace in leading spaces goes back a whole indentation level, as in Monaco', async ({ page, problems }) => {
  await openPage(page, './?editor=plain');
  await page.evaluate(() => window.tfplay.setCode(''));
  await page.locator('.plain-editor').click();
  const type = (text) => page.keyboard.type(text, { delay: 20 });
  await type('def f(x):');
  await page.keyboard.press('Enter');
  await type('if x:');
  await page.keyboard.press('Enter');
  await type('x = 1');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Backspace');
  await type('return x');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Backspace');
  await type('print(f(1))');
  await page.keyboard.press('Enter');
  // Off the grid (six spaces): back to four. A lone space and a space after text go one by one.
  await type('      ');
  await page.keyboard.press('Backspace');
  const code = () => page.evaluate(() => window.tfplay.getCode());
  expect(await code()).toMatch(/\)\n {4}$/);
  // One undo brings both spaces back.
  await page.keyboard.press('ControlOrMeta+Z');
  expect(await code()).toMatch(/\)\n {6}$/);
  await page.keyboard.press('Backspace');
  await type('y = 2 ');
  await page.keyboard.press('Backspace');
  expect(await code()).toBe('def f(x):\n    if x:\n        x = 1\n    return x\nprint(f(1))\n    y = 2');
});

test('arrow keys on the closed examples menu browse its titles without opening them; Enter opens one, and undo brings the program back', async ({ page, problems }) => {
  await openPage(page);
  const mine = 'import tensorflow as tf\nprint("my own program")\n';
  await page.evaluate((code) => window.tfplay.setCode(code), mine);
  await expect.poll(() => runCount(page)).toBe(2);
  await expect(page.getByTestId('status')).toHaveText('done');
  const menu = page.getByTestId('examples');
  const note = page.getByTestId('examples-keys');
  const ids = await menu.locator('option').evaluateAll((os) => os.map((o) => o.value));
  const getCode = () => page.evaluate(() => window.tfplay.getCode());

  await menu.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(menu).toHaveValue(ids[3]);
  await expect(note).toBeVisible();
  await expect(note).toHaveText(/Enter opens this example/);
  await page.screenshot({ path: 'build/screens/examples-browsing.png' });
  await page.waitForTimeout(700); // an opened example would have run by now
  expect(await getCode()).toBe(mine);
  expect(await runCount(page)).toBe(2);
  await expect(page.getByTestId('notices')).toBeEmpty();
  // Ctrl+Enter still runs the program, not the title browsed to.
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect.poll(() => runCount(page)).toBe(3);
  expect(await getCode()).toBe(mine);
  await expect(menu).toHaveValue(ids[3]);

  // Escape, or leaving the menu, puts its title back; the program stays.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveValue('');
  await expect(note).toBeHidden();
  await page.keyboard.press('End');
  await expect(menu).toHaveValue(ids.at(-1));
  await page.keyboard.press('Tab');
  await expect(menu).toHaveValue('');
  await expect(note).toBeHidden();
  expect(await getCode()).toBe(mine);

  // Enter opens the title shown, and the program is kept as a mouse choice keeps it.
  await menu.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(menu).toHaveValue(ids[2]);
  await expect(note).toBeHidden();
  await expect.poll(() => runCount(page)).toBe(4);
  expect(await getCode()).not.toBe(mine);
  await expect(page.getByTestId('notices')).toContainText('replaced your code, which is kept');
  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+Z');
  expect(await getCode()).toBe(mine);
});
