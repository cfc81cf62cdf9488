// Programs with emoji: the run result counts columns in code points (as CPython's carets do),
// the editors in UTF-16 units; the error's squiggle still covers what the carets mark (real
// engine).
import { expect, openPage, test } from './support/fixtures.js';

const PROGRAM = 's = "🚀🚀🚀"; t = nope\n';

/** The text each error marker of the editor covers, on its one line. */
const markedText = (page) =>
  page.evaluate(() => {
    const lines = window.tfplay.getCode().split('\n');
    return window.tfplay
      .markers()
      .filter((m) => m.severity === 8)
      .map((m) => lines[m.startLineNumber - 1].slice(m.startColumn - 1, m.endColumn - 1));
  });

for (const [editor, path] of [
  ['Monaco', './'],
  ['the plain editor', './?editor=plain'],
]) {
  test(`an error after emoji marks the right characters in ${editor}`, async ({ page, problems }) => {
    await openPage(page, path);
    await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM);
    // The error box keeps CPython's column (characters); the marker sits on `nope`, not on `t = `.
    await expect(page.getByTestId('error')).toHaveText(/^Line 1, column 16: NameError: name 'nope' is not defined/);
    await expect.poll(() => markedText(page)).toEqual(['nope']);
  });
}

test('the squiggle under an error after emoji is drawn under the name', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM);
  await expect(page.getByTestId('error')).toContainText('NameError');
  const squiggle = page.locator('.squiggly-error');
  await expect(squiggle).toHaveCount(1);
  // Where `nope` is drawn: a range over its characters in the editor's line.
  const n = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.querySelector('.view-lines'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const i = node.data.indexOf('nope');
      if (i < 0) continue;
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 4);
      const r = range.getBoundingClientRect();
      return { x: r.x, width: r.width };
    }
    return null;
  });
  const s = await squiggle.boundingBox();
  expect(Math.abs(s.x - n.x)).toBeLessThan(2);
  expect(Math.abs(s.width - n.width)).toBeLessThan(2);
});
