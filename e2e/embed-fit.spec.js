// An embed sized to what it shows (real engine): its editor as tall as the code as laid out,
// wrapped rows and call notes included, and its Ops pane as tall as the drawing needs.
import LZString from 'lz-string';
import { expect, openPage, test } from './support/fixtures.js';

const { compressToEncodedURIComponent } = LZString;

// Lines 13-15 wrap at 760 px: a long call and its call note.
const PROGRAM = `import tensorflow as tf

@tf.function
def f(x, n):
    s = tf.constant(0)
    for i in tf.range(n):
        if x[i % 3] > 0:
            s += x[i % 3]
        else:
            s -= 1
    return s

print(f(tf.constant([1, -2, 3]), 5), "a comment that makes this line longer than the editor is wide")
print(f(tf.constant([1, -2, 3]), 6))
print(f(tf.constant([1, -2, 3, 4]), tf.constant(6)))
print("the last line")`;

const embedUrl = (query) => `./?embed=1&autorun=1&${query}#v1/${compressToEncodedURIComponent(JSON.stringify({ code: PROGRAM }))}`;

for (const [width, kind] of [[760, 'monaco'], [500, 'plain']]) {
  test(`an embed's ${kind} editor shows every row of the code, wrapped ones too (${width} px)`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, embedUrl('panes=timeline'));
    expect(await page.evaluate(() => window.tfplay.editorKind())).toBe(kind);
    // Wider than the editor: more rows than lines.
    expect(await page.evaluate(() => window.tfplay.contentHeight())).toBeGreaterThan(16 * 21 + 16);
    // The editor's box holds all of it, down to the last line: nothing to scroll inside it.
    if (kind === 'plain') {
      await expect.poll(() => page.locator('.plain-editor').evaluate((ta) => ta.scrollHeight <= ta.clientHeight)).toBe(true);
    } else {
      const last = page.locator('.view-line', { hasText: 'the last line' });
      await expect(last).toBeVisible();
      // (Monaco may re-render its rows between two reads: a row it has just replaced has no box.)
      await expect
        .poll(async () => {
          const [row, box] = [await last.boundingBox(), await page.getByTestId('editor').boundingBox()];
          return row !== null && box !== null && row.y + 21 <= box.y + box.height;
        })
        .toBe(true);
      expect(await page.locator('.monaco-editor').evaluate((el) => el.querySelector('.monaco-scrollable-element').scrollTop)).toBe(0);
    }
  });
}

test("an embed's Ops pane has room for the drawing: the canvas is whole, the pane does not scroll", async ({ page, problems }) => {
  await page.setViewportSize({ width: 860, height: 854 });
  await openPage(page, embedUrl('panes=ops,cache&readonly=1'));
  const canvas = page.locator('.og-canvas');
  await expect(canvas).toBeVisible();
  const pane = page.locator('#panel-ops');
  expect(await pane.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  expect((await canvas.boundingBox()).height).toBeGreaterThanOrEqual(300);
});
