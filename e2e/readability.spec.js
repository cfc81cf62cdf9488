// Readability: text a new reader meets on the first runs reads whole and with enough contrast.
// An exception without a message is its type alone, as CPython prints it; a trace's reason
// never splits its "->" over two lines; a warning spans the Timeline's lanes; the Run button,
// the editor's call notes and dark-theme comments meet WCAG's 4.5:1 (real engine).
import { expect, openPage, openTab, test } from './support/fixtures.js';

/** WCAG 2 contrast ratio of two CSS colours "rgb(r, g, b)"; 0 while either is not a colour yet
 * ("transparent" while Monaco applies its theme), so that a poll waits instead of failing. */
function contrast(a, b) {
  if (!/\d/.test(a) || !/\d/.test(b)) return 0;
  const luminance = (css) => {
    const [r, g, bl] = css.match(/\d+(\.\d+)?/g).slice(0, 3).map((v) => Number(v) / 255);
    const lin = (v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The computed colour, background (its own or the nearest ancestor's) and opacity of `locator`. */
const colours = (locator) =>
  locator.evaluate((el) => {
    let bg = 'rgba(0, 0, 0, 0)';
    for (let n = el; n && /rgba\(0, 0, 0, 0\)|transparent/.test(bg); n = n.parentElement) bg = getComputedStyle(n).backgroundColor;
    return { color: getComputedStyle(el).color, background: bg, opacity: Number(getComputedStyle(el).opacity) };
  });

/** The contrast of `locator`'s text on the editor's background. */
const onEditor = async (page, locator) => {
  const [color, background] = await Promise.all([
    locator.evaluate((el) => getComputedStyle(el).color),
    page.locator('.monaco-editor').first().evaluate((el) => getComputedStyle(el).backgroundColor),
  ]);
  return contrast(color, background);
};

test('an exception raised without a message is its type alone in the error box', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate(() => window.tfplay.setCode('print("start")\nraise KeyboardInterrupt\n'));
  await expect(page.getByTestId('error')).toHaveText('Line 2, column 1: KeyboardInterrupt');
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output')).toContainText('raise KeyboardInterrupt\nKeyboardInterrupt');
});

test('the error box keeps the suggestion CPython prints after a NameError or AttributeError', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate(() => window.tfplay.setCode('prin("x")\n'));
  await expect(page.getByTestId('error')).toHaveText("Line 1, column 1: NameError: name 'prin' is not defined. Did you mean: 'print'?");
  await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\ntf.constant(1).nump()\n'));
  await expect(page.getByTestId('error')).toHaveText(/^Line 2, column 1: AttributeError: .*has no attribute 'nump'. Did you mean: 'numpy'\?$/);
});

test('a screen reader hears "no tf.function calls" after a run that makes none', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate(() => window.tfplay.setCode('print("hi")\nraise ValueError("boom")\n'));
  await expect(page.getByTestId('announce')).toHaveText('Run finished: no tf.function calls. ValueError on line 2.');
});

test('a trace reason keeps each "->" on one line however the Timeline wraps it', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await openPage(page);
  // Twelve traces whose reasons grow a digit at a time: at this width one of them wrapped as
  // "x: Literal[10000] -" over "> Literal[100000]".
  const calls = Array.from({ length: 12 }, (_, i) => `f(${10 ** i})\n`).join('');
  await page.evaluate((c) => window.tfplay.setCode(c), `import tensorflow as tf\n@tf.function\ndef f(x):\n    return x\n${calls}`);
  await openTab(page, 'Timeline');
  await expect(page.locator('.tl-event.kind-trace')).toHaveCount(12);
  const arrows = page.locator('.tl-event.kind-trace .arrow');
  await expect(arrows).toHaveCount(11);
  const lines = await arrows.evaluateAll((spans) => spans.map((s) => new Set([...s.getClientRects()].map((r) => Math.round(r.top))).size));
  expect(lines).toEqual(Array(11).fill(1));
  // The text read and copied is still the reason.
  await expect(page.locator('.tl-event.kind-trace').nth(1)).toHaveText(/^trace f #1: x: Literal\[1\] -> Literal\[10\]/);
  await openTab(page, 'Cache');
  await expect(page.getByTestId('cache-table').locator('td.col-reason').nth(1)).toHaveText('x: Literal[1] -> Literal[10]');
});

test('a retracing warning spans the Timeline lanes instead of standing in a third of it', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate(() =>
    window.tfplay.setCode('import tensorflow as tf\n@tf.function\ndef f(x):\n    return x\nfor i in range(6):\n    f(i)\n'),
  );
  await openTab(page, 'Timeline');
  const warning = page.locator('.tl-event.kind-warning').first();
  await expect(warning).toContainText('triggered tf.function retracing');
  const [card, list] = await Promise.all([warning.boundingBox(), page.getByTestId('timeline').boundingBox()]);
  expect(card.width).toBeGreaterThan(list.width * 0.9);
  expect(card.height).toBeLessThan(200);
});

// On a phone a sideways scroll shows no bar: the traceback's frames (which keep CPython's layout,
// carets under the code) looked cut at the card's edge ("Traceback (most recent call la").
test('on a phone, a traceback\'s frames too wide for a Timeline card show that they go on sideways', async ({ page, problems }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page);
  await page.evaluate(() =>
    window.tfplay.setCode('import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return tf.reshape(x, [3])\n\nf(tf.constant([1, 2]))\n'),
  );
  await openTab(page, 'Timeline');
  const frames = page.locator('.tl-event.kind-error .tb-frames').first();
  await expect(frames).toContainText('Traceback (most recent call last):');
  expect(await frames.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // A shadow at the right edge while there is more to the right; covered once scrolled to the end.
  const style = await frames.evaluate((el) => {
    const s = getComputedStyle(el);
    return { image: s.backgroundImage, attachment: s.backgroundAttachment };
  });
  expect(style.image).toMatch(/radial-gradient\(.*100% 50%/);
  expect(style.attachment).toBe('local, local, scroll, scroll');
  await frames.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  expect(await frames.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1)).toBe(true);
});

test('an empty Timeline draws no lane rule through its "Nothing happened yet."', async ({ page, problems }) => {
  await page.goto('./?embed=1');
  await expect(page.getByTestId('status')).toHaveText('ready');
  await openTab(page, 'Timeline');
  await expect(page.getByTestId('timeline')).toHaveCSS('background-image', 'none');
});

test('the Run button and the editor call notes read at 4.5:1 in the light theme', async ({ page, problems }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page);
  const run = await colours(page.getByTestId('run'));
  expect(contrast(run.color, run.background)).toBeGreaterThanOrEqual(4.5);
  // The default example's notes: "traced" and "reused".
  for (const kind of ['traced', 'reused']) {
    const note = page.locator(`.tfplay-call-note.note-${kind}`).first();
    await expect(note).toBeVisible();
    expect((await colours(note)).opacity).toBe(1);
    expect(await onEditor(page, note), kind).toBeGreaterThanOrEqual(4.5);
  }
});

test('comments read at 4.5:1 in the dark editor', async ({ page, problems }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openPage(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The default example's "# traces" comment on line 9.
  const comment = page.locator('.view-line span span', { hasText: '# traces' }).first();
  await expect(comment).toBeVisible();
  await expect.poll(() => onEditor(page, comment)).toBeGreaterThanOrEqual(4.5);
});

test('on a phone, each call to predict shows whole and its line link stays one piece', async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page);
  await page.getByTestId('examples').selectOption('literal-vs-tensor');
  const rows = page.locator('.ledger-row');
  await expect(rows).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    const code = rows.nth(i).locator('.ledger-code');
    // Cut with an ellipsis, "add_tax(tf.constant(80.0), tf.c…" hid the argument to predict from.
    expect(await code.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(code).toHaveText(/^add_tax\(tf\.constant\(\d+\.0\), .+\)$/);
    const link = rows.nth(i).locator('.ledger-call .link-button');
    expect(await link.evaluate((el) => el.getClientRects().length)).toBe(1);
    expect((await link.boundingBox()).height).toBeLessThan(30);
  }
});

test('printed text in any of the 16 terminal colours reads at 4.5:1 on the pane, in both themes', async ({ page, problems }) => {
  await openPage(page);
  for (const theme of ['light', 'dark']) {
    await page.getByTestId('theme').selectOption(theme);
    const palette = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      const names = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'];
      const probe = document.createElement('span');
      document.body.append(probe);
      const rgb = (value) => {
        probe.style.color = value;
        return getComputedStyle(probe).color;
      };
      const out = { panel: rgb(style.getPropertyValue('--panel')) };
      for (const n of names) {
        out[n] = rgb(style.getPropertyValue(`--ansi-${n}`));
        out[`bright-${n}`] = rgb(style.getPropertyValue(`--ansi-bright-${n}`));
      }
      probe.remove();
      return out;
    });
    const { panel, ...colours16 } = palette;
    expect(Object.keys(colours16)).toHaveLength(16);
    // Keras draws the unfilled part of its progress bar in white (\x1b[37m): 2.4:1 before.
    for (const [name, colour] of Object.entries(colours16)) expect(contrast(colour, panel), `${theme} ${name}`).toBeGreaterThanOrEqual(4.5);
  }
});

test('with forced colours (High Contrast), the selected tab and a pressed toggle still stand out', async ({ page, problems }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openPage(page);
  const selected = page.getByRole('tab', { selected: true });
  const other = page.getByRole('tab', { selected: false }).first();
  const top = (locator) => locator.evaluate((el) => [getComputedStyle(el).borderTopWidth, getComputedStyle(el).borderTopColor]);
  const [selectedTop, otherTop] = await Promise.all([top(selected), top(other)]);
  // Its coloured top edge was a box-shadow, which forced colours drop.
  expect(selectedTop).not.toEqual(otherTop);
  expect(parseFloat(selectedTop[0])).toBeGreaterThanOrEqual(3);

  const predict = page.getByTestId('predict-toggle');
  await predict.click();
  await expect(predict).toHaveAttribute('aria-pressed', 'true');
  expect(await predict.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
});
