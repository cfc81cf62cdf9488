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

// summary()'s table pads by terminal cells, a CJK character or an emoji counting two; the
// browser's fallback glyphs are not two cells wide, and the │ columns shifted on those rows.
const WIDE_SUMMARY = `import keras

model = keras.Sequential([
    keras.Input((4,)),
    keras.layers.Dense(3, name="密集层_一"),
    keras.layers.Dense(2, name="émoji_🙂"),
    keras.layers.Dense(1, name="plain"),
])
model.summary()
print("全角ＡＢＣ|")
print("0123456789|")
`;

/** The x of each │ (and ┃, ┡ ...: any vertical rule) in each row of the Output pane's table. */
const ruleColumns = (page) =>
  page.getByTestId('pane-output').evaluate((list) => {
    const rows = [];
    for (const row of list.querySelectorAll('.line')) {
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      const xs = [];
      const text = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.data.length; i++) {
          if (node.data[i] === '\n') {
            rows.push({ text: text.join(''), xs: xs.splice(0) });
            text.length = 0;
            continue;
          }
          text.push(node.data[i]);
          if (!/[│┃|]/.test(node.data[i])) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          xs.push(Math.round(range.getBoundingClientRect().left * 10) / 10);
        }
      }
      rows.push({ text: text.join(''), xs: xs.splice(0) });
    }
    return rows;
  });

/** The rules are at the same x, to within half a pixel (subpixel positions). */
function expectSameColumns(xs, expected) {
  expect(xs.length).toBe(expected.length);
  xs.forEach((x, i) => expect(Math.abs(x - expected[i])).toBeLessThan(0.5));
}

test("summary()'s table keeps its columns on rows with CJK and emoji names; the text copies and searches as printed", async ({ page, problems }) => {
  await openPage(page);
  await page.getByRole('tab', { name: /^Output/ }).click();
  await page.evaluate((code) => window.tfplay.setCode(code), WIDE_SUMMARY);
  const output = page.getByTestId('pane-output');
  await expect(output).toContainText('密集层_一 (Dense)', { timeout: 30_000 });
  const rows = await ruleColumns(page);
  const layerRows = rows.filter((r) => /^│ (密集层_一|émoji_🙂|plain) /.test(r.text));
  expect(layerRows).toHaveLength(3);
  expect(layerRows[0].xs.length).toBe(4);
  for (const row of layerRows) expectSameColumns(row.xs, layerRows[2].xs);
  const header = rows.find((r) => r.text.startsWith('┃ Layer (type)'));
  expectSameColumns(header.xs, layerRows[2].xs); // the header's ┃ over the rows' │
  const [wide, ascii] = [rows.find((r) => r.text === '全角ＡＢＣ|'), rows.find((r) => r.text === "0123456789|")];
  expectSameColumns(wide.xs, ascii.xs);
  // The text is the program's: selecting and copying it, and finding it, see the characters.
  const row = output.locator('.line', { hasText: '密集层_一' }).first();
  const selected = await row.evaluate((el) => {
    getSelection().selectAllChildren(el);
    return getSelection().toString();
  });
  expect(selected).toBe(await row.evaluate((el) => el.textContent));
  expect(selected).toContain('│ 密集层_一 (Dense)');
  expect(await page.evaluate(() => (getSelection().removeAllRanges(), window.find('密集层_一 (Dense)')))).toBe(true);
  expect(await page.evaluate(() => (getSelection().removeAllRanges(), window.find('émoji_🙂 (Dense)')))).toBe(true);
  await page.locator('.pane-output').screenshot({ path: 'build/screens/output-wide-characters.png' });
});
