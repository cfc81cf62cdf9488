// Text that fits its place: long lines wrap in both editors (an exercise's question reads at
// 1280 px without scrolling sideways), the Cache table's input signature breaks between its
// arguments and never inside a token, and on touch screens the hints say "Tap", not "Hover"
// (stubbed engine).
import { DOUBLE } from './support/results.js';
import { ev, expect, holdBack, openPage, stubEngine, test } from './support/fixtures.js';

const SIG = '(x: TensorSpec(shape=(None, 3), dtype=tf.float32, name=None), n: Literal[3], flag: Literal[True])';
const SIGNED = {
  ok: true,
  events: [ev(0, 'print', 'trace', 'traced\n', 'stdout', 4, 'f', 0), ev(1, 'call', 'python', 'f call 1: traced concrete function 0\n', 'stdout', 6, 'f', 0)],
  functions: [{ name: 'f', line: 3, tracing_count: 1, concretes: [{ index: 0, signature: SIG, calls: 1, traced_at_call: 1, reason: 'first call' }] }],
  error: null,
};

// Keras fit's tf.functions, as the engine reports them: long names and nested signatures.
const SPEC = (rows) => `TensorSpec(shape=(${rows}, 3), dtype=tf.float32, name=None), TensorSpec(shape=(${rows}, 1), dtype=tf.float32, name=None)`;
const KERAS_FIT = {
  ok: true,
  events: [ev(0, 'call', 'python', 'multi_step_on_iterator call 1: traced concrete function 0\n', 'stdout', 9, 'multi_step_on_iterator', 0)],
  functions: [
    { name: 'one_step_on_data', line: 9, tracing_count: 2, concretes: [0, 1].map((index) => ({ index, signature: `(data: Tuple[${SPEC(16)}])`, calls: index, traced_at_call: 1, reason: index ? 'variables created on first call: traced again without variable creation' : 'first call' })) },
    { name: 'multi_step_on_iterator', line: 9, tracing_count: 1, concretes: [{ index: 0, signature: `(iterator: IteratorSpec((${SPEC('None')}),))`, calls: 15, traced_at_call: 1, reason: 'first call' }] },
    { name: 'one_step_on_data_distributed', line: 10, tracing_count: 1, concretes: [{ index: 0, signature: '(data: List[TensorSpec(shape=(5, 3), dtype=tf.float32, name=None)])', calls: 1, traced_at_call: 1, reason: 'first call' }] },
  ],
  error: null,
};

test.beforeEach(async ({ context }) => {
  await stubEngine(context, { default: DOUBLE, signed: SIGNED, kerasfit: KERAS_FIT });
});

// Before, a Tuple[...] or IteratorSpec((...)) signature could not break inside its brackets
// and one_step_on_data_distributed not at all: the table ran 850 px past its 650 px pane.
for (const width of [1280, 1400]) {
  test(`at ${width} px, Keras fit's nested signatures and long names fit the Cache pane`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page);
    await page.evaluate(() => window.tfplay.setCode('import keras\n# result: kerasfit\n'));
    await page.evaluate(() => window.tfplay.selectPane('cache'));
    const table = page.getByTestId('cache-table');
    await expect(table.locator('tbody tr')).toHaveCount(4);
    const scroller = page.locator('.cache-scroller');
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth), 'no sideways scrolling').toBeLessThanOrEqual(0);
    await expect(table.locator('td.col-signature').nth(2)).toHaveText(KERAS_FIT.functions[1].concretes[0].signature);
    // The shapes stay whole: no line starts inside one.
    for (const shape of ['shape=(16, 3),', 'shape=(None, 1),']) {
      const token = table.locator('.sig-token', { hasText: shape }).first();
      expect(await token.evaluate((el) => el.getClientRects().length), shape).toBe(1);
    }
    await page.screenshot({ path: `test-results/fit-${width}-cache-keras.png` });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every example, exercises included, fits Monaco’s width: long comment lines wrap', async ({ page, problems }) => {
    await openPage(page);
    expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('monaco');
    const ids = await page.getByTestId('examples').locator('option').evaluateAll((os) => os.map((o) => o.value).filter(Boolean));
    expect(ids.length).toBeGreaterThan(5);
    let wrapped = 0;
    for (const id of ids) {
      await page.getByTestId('examples').selectOption(id);
      const fit = await page.evaluate(() => {
        const content = document.querySelector('.monaco-editor .lines-content').parentElement.getBoundingClientRect();
        const rights = [...document.querySelectorAll('.monaco-editor .view-line > span')].map((s) => s.getBoundingClientRect().right);
        return { right: content.right, widest: Math.max(...rights), rows: rights.length };
      });
      expect(fit.widest, id).toBeLessThanOrEqual(fit.right);
      const lines = (await page.evaluate(() => window.tfplay.getCode())).split('\n').length;
      if (fit.rows > lines) wrapped += 1;
    }
    // At this width some exercises' questions are longer than a row and wrap.
    expect(wrapped).toBeGreaterThan(0);
    await page.getByTestId('examples').selectOption('literal-vs-tensor');
    await page.screenshot({ path: 'test-results/fit-1280-exercise.png' });
  });

  test('the plain editor wraps long lines too, its line numbers beside their lines', async ({ page, context, problems }) => {
    const monaco = await holdBack(context, /\/assets\/editor-monaco-[\w-]+\.(js|css)$/);
    await page.goto('./');
    await expect(page.getByTestId('status')).toHaveText('done');
    expect(await page.evaluate(() => window.tfplay.editorKind())).toBe('plain');
    const question = `# ${'a question that goes on and on '.repeat(6).trim()}`;
    const body = Array.from({ length: 40 }, (_, i) => `x${i} = ${i}`).join('\n');
    await page.evaluate((source) => window.tfplay.setCode(source), `${question}\n${body}`);
    const width = await page.locator('.plain-editor').evaluate((ta) => ta.clientWidth);
    expect(width, 'an editor narrower than 100 characters').toBeLessThan(800);
    const area = page.locator('.plain-editor');
    const m = await area.evaluate((ta) => ({ scroll: ta.scrollWidth - ta.clientWidth, height: ta.scrollHeight, gutter: document.querySelector('.plain-gutter').textContent.split('\n') }));
    expect(m.scroll).toBeLessThanOrEqual(0);
    // The question takes several rows; the gutter leaves them blank after its "1".
    const rows = m.gutter.indexOf('2');
    expect(rows).toBeGreaterThan(1);
    expect(m.gutter.slice(0, rows)).toEqual(['1', ...Array(rows - 1).fill('')]);
    expect(m.gutter.slice(rows)).toEqual(Array.from({ length: 40 }, (_, i) => String(i + 2)));
    // As many gutter rows as the text has: each number sits beside its line.
    expect(m.height).toBe((rows + 40) * 21 + 16);
    // A line of 90 characters wraps onto two rows too (the character width is measured on a
    // sample that must not wrap itself).
    await page.evaluate((source) => window.tfplay.setCode(source), `# ${'ninety characters '.repeat(5).slice(0, 88)}\nx = 1`);
    const gutter = await area.evaluate(() => document.querySelector('.plain-gutter').textContent.split('\n'));
    expect(gutter).toEqual(['1', '', '2']);
    monaco.release();
  });

  test('the Cache table’s signature breaks between arguments, never inside a token', async ({ page, problems }) => {
    await openPage(page);
    await page.evaluate(() => window.tfplay.setCode('import tensorflow as tf\n# result: signed\n@tf.function\ndef f(x, n, flag):\n    return x\nf(tf.ones([2, 3]), 3, True)\n'));
    await page.evaluate(() => window.tfplay.selectPane('cache'));
    const cell = page.getByTestId('cache-table').locator('td.col-signature');
    await expect(cell).toHaveCount(1);
    await expect(cell).toHaveText(SIG);
    // Where each rendered line of the cell starts, as offsets into the signature.
    const starts = await cell.evaluate((td) => {
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      const chars = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          chars.push(rect ? rect.top : null);
        }
      }
      const starts = [];
      let top = null;
      chars.forEach((t, i) => {
        if (t === null) return;
        if (top === null || t > top + 2) starts.push(i);
        if (top === null || t > top + 2) top = t;
      });
      return starts;
    });
    expect(starts.length, 'the signature wraps at this width').toBeGreaterThan(1);
    expect(await cell.evaluate((td) => td.scrollWidth - td.clientWidth), 'nothing sticks out of the cell').toBeLessThanOrEqual(0);
    // Every line starts where a token starts (after a space, or after a call's "("); the
    // arguments that fit the column start lines of their own.
    for (const start of starts.slice(1)) expect(SIG[start - 1], SIG.slice(start)).toMatch(/[ (]/);
    expect(starts).toContain(SIG.indexOf('n: Literal[3]'));
    expect(starts.map((s) => SIG.slice(s, s + 6))).not.toContain('3), dt');
    for (const token of ['shape=(None, 3),', 'dtype=tf.float32,', 'n: Literal[3],', 'Literal[True])']) {
      const at = SIG.indexOf(token);
      expect(starts.filter((s) => s > at && s < at + token.length), token).toEqual([]);
    }
    await page.screenshot({ path: 'test-results/fit-1280-cache.png' });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the hints say "Tap", never "hover"', async ({ page, problems }) => {
    await openPage(page);
    const hints = await page.locator('.pane .hint').allTextContents();
    expect(hints.length).toBeGreaterThan(3);
    for (const hint of hints) expect(hint).not.toMatch(/hover/i);
    expect(hints.join(' ')).toContain('Tap a row to see the calls it served');
    expect(hints.join(' ')).toContain('Tap an op to see its line');
    await page.evaluate(() => window.tfplay.selectPane('cache'));
    await page.screenshot({ path: 'test-results/fit-390-cache.png', fullPage: true });
  });
});

test('with a mouse the hints say "Hover"', async ({ page, problems }) => {
  await openPage(page);
  const hints = (await page.locator('.pane .hint').allTextContents()).join(' ');
  expect(hints).toContain('Hover a row to see the calls it served');
  expect(hints).toContain('Hover an op to see its line');
});
