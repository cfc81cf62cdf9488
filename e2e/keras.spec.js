// Keras in the page, with the real wasm engine: a custom training step typed into the editor
// (its print fires twice, its cache rows), and fit's progress bar and summary()'s table shown
// as a terminal shows them: final lines, styled, never raw escape codes. The screenshots of
// the Output pane go to build/screens/ for a person to look at.
import { expect, openPage, openTab, test, typeProgram } from './support/fixtures.js';

const BAR = '━'.repeat(20);

const TRAINING = `import numpy as np
import tensorflow as tf

model = tf.keras.Sequential([
    tf.keras.layers.Dense(4, activation="relu"),
    tf.keras.layers.Dense(3),
])
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
optimizer = tf.keras.optimizers.Adam()

@tf.function
def train_step(x, y):
    print("tracing train_step")
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    tf.print("loss:", loss)
    return loss

x = tf.random.normal([8, 5])
y = tf.constant([0, 1, 2, 0, 1, 2, 0, 1])
for step in range(3):
    train_step(x, y)

small = tf.keras.Sequential([tf.keras.Input(shape=(5,)), tf.keras.layers.Dense(1)])
small.compile(optimizer="sgd", loss="mse")
small.fit(x.numpy(), np.ones((8, 1)), batch_size=4, epochs=1)
`;

const FIT_AND_SUMMARY = `import numpy as np
import keras

keras.utils.set_random_seed(1)
x = np.arange(64, dtype="float32").reshape(32, 2) / 64.0
y = x[:, :1] * 2.0 + 1.0
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(8, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
model.fit(x, y, epochs=3, batch_size=8)
model.summary()
`;

/** The text of an element as the DOM holds it (no CSS text transforms). */
const domText = (locator) => locator.evaluate((el) => el.textContent);

test('a typed training step: two trace-time prints, its cache rows, and a fit progress line as final text', async ({ page, problems }) => {
  await openPage(page);
  await typeProgram(page, TRAINING);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await expect(page.getByTestId('error')).toBeHidden();

  // The print fires twice, both in the first call: a lazily built model and Adam's slots
  // create variables, so the first call traces twice. Then never again.
  await openTab(page, 'Trace-time');
  await expect(page.getByTestId('pane-trace').locator('.line')).toHaveText(['tracing train_step', 'tracing train_step']);
  await openTab(page, 'Graph-time');
  await expect(page.getByTestId('pane-graph').locator('.line')).toHaveCount(3);
  await expect(page.getByTestId('pane-graph').locator('.line').first()).toHaveText(/^loss: \d+\.\d+$/);

  // train_step's concrete functions: the variable-creating trace serves no call, the second
  // serves all three; fit's own tf.functions are listed under their names, on the fit line.
  await openTab(page, 'Cache');
  const table = page.getByTestId('cache-table');
  const rows = table.locator('tbody tr[data-function="train_step"]');
  expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.dataset.concrete, tr.dataset.calls]))).toEqual([
    ['0', '0'],
    ['1', '3'],
  ]);
  await expect(table.locator('tbody tr[data-function="train_step"] .col-reason').nth(1)).toHaveText(
    'variables created on first call: traced again without variable creation',
  );
  await expect(table.locator('tbody tr[data-function="train_step"]').first()).toHaveAttribute('data-source-line', '12');
  const fitRows = table.locator('tbody tr[data-function="multi_step_on_iterator"], tbody tr[data-function="one_step_on_data"]');
  await expect(fitRows).not.toHaveCount(0);
  expect(await fitRows.evaluateAll((trs) => [...new Set(trs.map((tr) => tr.dataset.sourceLine))])).toEqual(['28']);

  // fit's progress line: one row, in its final state.
  await openTab(page, 'Output');
  const output = page.getByTestId('pane-output');
  const progress = output.locator('.line', { hasText: `2/2 ${BAR}` });
  await expect(progress).toHaveCount(1);
  await expect(progress).toContainText(' - loss: ');
  await expect(progress).toHaveAttribute('data-source-line', '28');
  expect(await domText(progress)).toMatch(new RegExp(`^2/2 ${BAR} \\d+m?s \\d+(ms|us|s)/step - loss: \\d+\\.\\d+(e[-+]\\d+)? *$`));
  // Styled as Keras asked: the count bold, the bar green.
  await expect(progress.locator('span.ansi-bold').first()).toHaveText('2/2');
  const green = await progress.locator('span').evaluateAll((spans) => spans.filter((s) => s.style.color === 'var(--ansi-green)').map((s) => s.textContent));
  expect(green).toEqual([BAR]);
  for (const testid of ['pane-output', 'pane-trace', 'pane-graph', 'timeline']) {
    const text = await domText(page.getByTestId(testid));
    expect(text, testid).not.toMatch(/[\x1b\r\b]/);
  }
});

test('fit twice, then evaluate: each of Keras\'s functions is its own row, named with its line', async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate(
    (src) => window.tfplay.setCode(src),
    `import numpy as np
import keras
x = np.ones((8, 2), dtype="float32")
y = np.zeros((8, 1), dtype="float32")
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
model.fit(x, y, batch_size=4, epochs=1, verbose=0)
model.fit(x, y, batch_size=4, epochs=1, verbose=0)
model.evaluate(x, y, batch_size=4, verbose=0)
`,
  );
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await openTab(page, 'Cache');
  const groups = page.getByTestId('cache-table').locator('tbody');
  // The second fit reuses fit's functions (4 calls); evaluate makes its own.
  await expect(groups.locator('th.col-function')).toHaveText([
    /^one_step_on_data \(line 7\)1 trace$/,
    /^multi_step_on_iterator \(line 7\)1 trace$/,
    /^one_step_on_data \(line 9\)1 trace$/,
    /^multi_step_on_iterator \(line 9\)1 trace$/,
  ]);
  const rows = page.getByTestId('cache-table').locator('tbody tr');
  expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.dataset.function, tr.dataset.calls, tr.dataset.sourceLine]))).toEqual([
    ['one_step_on_data', '1', '7'],
    ['multi_step_on_iterator', '4', '7'],
    ['one_step_on_data', '1', '9'],
    ['multi_step_on_iterator', '2', '9'],
  ]);
  // "Traced by" links each to its own call's line.
  await expect(rows.locator('.col-traced_at_call')).toHaveText(['call 1 (line 7)', 'call 1 (line 7)', 'call 1 (line 9)', 'call 1 (line 9)']);
  // A click on evaluate's row picks evaluate's graph, not fit's of the same name.
  await rows.nth(3).click();
  await openTab(page, 'Ops');
  await expect(page.getByTestId('graph-select').locator('option')).toHaveCount(4);
  await expect(page.getByTestId('graph-select')).toHaveValue('multi_step_on_iterator@3#0');
  await expect(page.getByTestId('graph-select').locator('option:checked')).toHaveText(/^multi_step_on_iterator \(line 9\) #0 /);
});

test("the Ops drawing of fit's train step (some 270 ops) opens readable, from its start; Fit shows all of it", async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate(
    (src) => window.tfplay.setCode(src),
    `import numpy as np
import keras
model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(8, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
model.fit(np.ones((32, 4), "float32"), np.zeros((32, 1), "float32"), batch_size=16, verbose=0)
`,
  );
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  await openTab(page, 'Ops');
  const select = page.getByTestId('graph-select');
  await select.selectOption(await select.locator('option', { hasText: /^one_step_on_data/ }).first().getAttribute('value'));
  await page.getByTestId('ops-view-drawing').click();
  const drawing = page.getByTestId('ops-drawing');
  const scale = async () => Number(await drawing.getAttribute('data-scale'));
  await expect.poll(async () => Number(await drawing.getAttribute('data-nodes'))).toBeGreaterThan(150);
  await expect.poll(scale).toBeGreaterThanOrEqual(0.45);
  // Some of its ops are in the opening view (a wide graph's top left corner is empty).
  const opsInView = () =>
    drawing.evaluate((canvas) => {
      const view = canvas.getBoundingClientRect();
      return [...canvas.querySelectorAll('.og-node')].filter((node) => {
        const r = node.getBoundingClientRect();
        return r.right > view.left && r.left < view.right && r.bottom > view.top && r.top < view.bottom;
      }).length;
    });
  await expect.poll(opsInView).toBeGreaterThan(0);
  await page.getByTestId('ops-fit').click();
  await expect.poll(scale).toBeLessThan(0.2);
});

for (const scheme of ['light', 'dark']) {
  test(`fit with 3 epochs and summary() in the Output pane (${scheme})`, async ({ page, problems }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1400, height: 1000 });
    await openPage(page);
    await page.evaluate((src) => window.tfplay.setCode(src), FIT_AND_SUMMARY);
    await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
    await expect(page.getByTestId('error')).toBeHidden();
    await openTab(page, 'Output');
    const output = page.getByTestId('pane-output');
    const rows = output.locator('.line');
    // Three epochs, each an "Epoch" line and one final progress line, then the table.
    await expect(rows.filter({ hasText: /^Epoch \d\/3$/ })).toHaveCount(3);
    const bars = rows.filter({ hasText: `4/4 ${BAR}` });
    await expect(bars).toHaveCount(3);
    await expect(bars.first()).toContainText(' - loss: ');
    await expect(bars.first()).toContainText(' - mae: ');
    const table = rows.filter({ hasText: 'Model: "sequential' });
    await expect(table).toHaveCount(1);

    // The table lines up: one monospace line per table row, nothing wrapped, every line as wide.
    const layout = await table.evaluate((row) => {
      const lines = row.textContent.split('\n');
      const style = getComputedStyle(row);
      const height = row.getBoundingClientRect().height;
      return { lines, whiteSpace: style.whiteSpace, font: style.fontFamily, lineHeight: parseFloat(style.lineHeight) || 0, height };
    });
    expect(layout.whiteSpace).toBe('pre');
    expect(layout.font).toMatch(/mono/i);
    const boxLines = layout.lines.filter((l) => /^[┏┃┡│├└]/.test(l));
    expect(boxLines.length).toBeGreaterThan(5);
    expect(new Set(boxLines.map((l) => [...l].length)).size).toBe(1);
    expect(await domText(output)).not.toMatch(/[\x1b\r\b]/);

    // Every table line is as wide on screen: measured with ranges over each line's text.
    const widths = await table.evaluate((row) => {
      const text = row.firstChild;
      const out = [];
      let start = 0;
      const all = row.textContent;
      for (const line of all.split('\n')) {
        if (/^[┏┃┡│├└]/.test(line) && text.nodeType === Node.TEXT_NODE) {
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, start + line.length);
          out.push(Math.round(range.getBoundingClientRect().width));
        }
        start += line.length + 1;
      }
      return out;
    });
    expect(new Set(widths).size).toBeLessThanOrEqual(1);

    await page.locator('.pane-output').screenshot({ path: `build/screens/keras-output-${scheme}.png` });
    // The Timeline renders each print event on its own: the redraws of a progress line too.
    await openTab(page, 'Timeline');
    const chips = page.getByTestId('timeline').locator('.tl-event.is-wide');
    await expect(chips.filter({ hasText: `4/4 ${BAR}` })).not.toHaveCount(0);
    expect(await domText(page.getByTestId('timeline'))).not.toMatch(/[\x1b\r\b]/);
    await page.locator('.pane-timeline').screenshot({ path: `build/screens/keras-timeline-${scheme}.png` });
    await openTab(page, 'Cache');
    await page.locator('.pane-cache').screenshot({ path: `build/screens/keras-cache-${scheme}.png` });
    await openTab(page, 'Output');
    // A 1280 px window's Output pane shows the whole table, set a little smaller than the text.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => table.evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true);
    const sizes = await table.evaluate((row) => [parseFloat(getComputedStyle(row).fontSize), parseFloat(getComputedStyle(row.parentElement).fontSize)]);
    expect(sizes[0]).toBeLessThan(sizes[1]);
    expect(sizes[0]).toBeGreaterThanOrEqual(11);
    // A narrow pane scrolls the table sideways instead of wrapping it.
    await page.setViewportSize({ width: 480, height: 1000 });
    await expect.poll(() => table.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    expect(await table.evaluate((row) => row.textContent.split('\n').length)).toBe(layout.lines.length);
    await page.locator('.pane-output').screenshot({ path: `build/screens/keras-output-narrow-${scheme}.png` });
  });
}

test("a layer's error shows as plain text in the error box and the editor's marker: Keras's bold is no escape code there", async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate((source) => window.tfplay.setCode(source), `import tensorflow as tf
layer = tf.keras.layers.Dense(2)
model = tf.keras.Sequential([tf.keras.Input((3,)), layer])
model(tf.ones([1, 4]))
`);
  await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
  const box = page.getByTestId('error');
  await expect(box).toBeVisible();
  await expect(box).toContainText('Exception encountered when calling Sequential.call().');
  await expect(box).toContainText('Input 0 of layer "dense" is incompatible with the layer');
  expect(await domText(box)).not.toContain('\x1b');
  const marker = await page.evaluate(() => window.tfplay.markers().find((m) => m.severity === 8)?.message ?? '');
  expect(marker).toContain('Input 0 of layer "dense" is incompatible with the layer');
  expect(marker).not.toContain('\x1b');
});

// The place used to follow the message: "... dtype=float32) (line 11, column 1)" read as part of
// the last argument. It comes first, set apart, for one-line messages too.
test("a custom layer's error: the error box names the line before Keras's message, not after its argument list", async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate((source) => window.tfplay.setCode(source), `import tensorflow as tf
import keras


class Bad(keras.layers.Layer):
    def call(self, x):
        raise ValueError("the input is bad")


layer = Bad()
layer(tf.ones([2, 3]))
`);
  await expect(page.getByTestId('status')).toHaveText('error', { timeout: 30_000 });
  const box = page.getByTestId('error');
  const line = await box.getAttribute('data-line');
  const text = await domText(box);
  expect(text).toMatch(new RegExp(`^Line ${line}, column \\d+: ValueError: Exception encountered when calling Bad\\.call\\(\\)\\.\\n`));
  expect(text).toContain('\n\nthe input is bad\n\n');
  expect(text.endsWith('Arguments received by Bad.call():\n  • x=tf.Tensor(shape=(2, 3), dtype=float32)')).toBe(true);
  await expect(box.locator('.error-place')).toHaveText(new RegExp(`^Line ${line}, column \\d+:$`));
  await box.screenshot({ path: 'build/screens/error-box-keras.png' });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("fit's progress lines wrap to show every metric; summary()'s table scrolls sideways", async ({ page, problems }) => {
    await openPage(page);
    await page.evaluate((src) => window.tfplay.setCode(src), FIT_AND_SUMMARY);
    await expect(page.getByTestId('status')).toHaveText('done', { timeout: 30_000 });
    await openTab(page, 'Output');
    const rows = page.getByTestId('pane-output').locator('.line');
    const bars = rows.filter({ hasText: `4/4 ${BAR}` });
    await expect(bars).toHaveCount(3);
    // Each epoch's metrics are on screen, not past a sideways scroll of their own row.
    for (const bar of await bars.all()) {
      expect(await bar.evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true);
      expect(await bar.evaluate((row) => getComputedStyle(row).whiteSpace)).toBe('pre-wrap');
    }
    const table = rows.filter({ hasText: 'Model: "sequential' });
    expect(await table.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
