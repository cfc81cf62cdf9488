// Help while typing (Monaco): completion, hover and signature help from tfplay's own modules,
// and a warning squiggle on TF symbols tfplay lacks or only stubs, before any run says so
// (stubbed engine; the symbol index is the built page's, from the native engine).
import { DOUBLE } from './support/results.js';
import { expect, openPage, stubEngine, test } from './support/fixtures.js';

const SHOTS = 'test-results/editor-help';

test.beforeEach(async ({ page, context }) => {
  await stubEngine(context, { default: DOUBLE });
  await page.setViewportSize({ width: 1280, height: 800 });
});

/** Replaces the program, then puts the cursor at its end, in the editor. */
async function startWith(page, code) {
  await openPage(page);
  await page.evaluate((c) => window.tfplay.setCode(c), code);
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('ControlOrMeta+End');
}

/** Moves the mouse over the first occurrence of `word` in the editor's text. */
async function hoverWord(page, word) {
  const box = await page.evaluate((w) => {
    for (const line of document.querySelectorAll('.monaco-editor .view-line')) {
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent.indexOf(w);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + w.length);
        const r = range.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }
    }
    return null;
  }, word);
  expect(box, `${word} in the editor`).not.toBeNull();
  await page.mouse.move(box.x, box.y);
}

const suggestions = (page) => page.locator('.suggest-widget .monaco-list-row');

test('completion offers tf.function after "tf.fu" and keras.layers.Dense after "keras.layers.De"', async ({ page, problems }) => {
  await startWith(page, 'import tensorflow as tf\nimport keras\n\n');
  await page.keyboard.type('tf.fu');
  await expect(suggestions(page).filter({ hasText: /^function/ })).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+Space'); // "Show More": the focused item's details
  await expect(page.locator('.suggest-details')).toContainText('function(func=None, input_signature=None');
  await page.screenshot({ path: `${SHOTS}/completion-1280.png` });
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => window.tfplay.getCode())).toMatch(/\ntf\.function$/);

  await page.keyboard.press('Enter');
  await page.keyboard.type('keras.layers.De');
  await expect(suggestions(page).filter({ hasText: /^Dense/ })).toHaveCount(1);
  await page.keyboard.press('Escape');

  // A stub is offered too, marked as unsupported.
  await page.keyboard.press('Enter');
  await page.keyboard.type('tf.math.sob');
  await expect(suggestions(page).filter({ hasText: /^sobol_sample/ })).toContainText('not supported by tfplay');
  await page.keyboard.press('Escape');
});

// Before, an import statement offered nothing: `import ker` had to be typed out.
test('completion offers the modules tfplay imports after "import", and a module\'s names after "from ... import"', async ({ page, problems }) => {
  await startWith(page, '');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('import ker', { delay: 20 });
  await expect(suggestions(page).filter({ hasText: /^keras/ })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/import-completion-1280.png` });
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe('import keras');
  // The module typed in full, Enter starts a new line.
  await page.keyboard.press('Enter');
  await page.keyboard.type('import functo', { delay: 20 });
  await expect(suggestions(page).filter({ hasText: /^functools/ })).toHaveCount(1);
  await page.keyboard.type('ols', { delay: 20 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('from keras.layers import De', { delay: 20 });
  await expect(suggestions(page).filter({ hasText: /^Dense/ })).toHaveCount(1);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe('import keras\nimport functools\nfrom keras.layers import Dense');
});

test('hover on tf.function shows its signature', async ({ page, problems }) => {
  await startWith(page, 'import tensorflow as tf\n\n\n@tf.function\ndef double(x):\n    return 2 * x\n');
  await hoverWord(page, 'function');
  const hover = page.locator('.monaco-hover:not(.hidden)');
  await expect(hover).toContainText('tf.function(func=None, input_signature=None, autograph=True, jit_compile=None, reduce_retracing=False');
  await page.screenshot({ path: `${SHOTS}/hover-1280.png` });
});

test('signature help follows the argument being typed in tf.reduce_sum(', async ({ page, problems }) => {
  await startWith(page, 'import tensorflow as tf\n\nx = tf.ones([2, 3])\n');
  await page.evaluate(() => window.tfplay.configureEditor({ autoClosingBrackets: 'never', quickSuggestions: false }));
  await page.keyboard.type('y = tf.reduce_sum(');
  const hints = page.locator('.parameter-hints-widget');
  await expect(hints).toBeVisible();
  await expect(hints).toContainText('tf.reduce_sum(input_tensor, axis=None, keepdims=False, name=None)');
  await expect(hints.locator('.parameter.active')).toHaveText('input_tensor');
  await page.keyboard.type('x, ');
  await expect(hints.locator('.parameter.active')).toHaveText('axis=None');
  await page.keyboard.type('keepdims=');
  await expect(hints.locator('.parameter.active')).toHaveText('keepdims=False');
  await page.screenshot({ path: `${SHOTS}/signature-help-1280.png` });
});

test('a squiggle marks a stubbed or unknown TF symbol, not a supported one', async ({ page, problems }) => {
  await startWith(page, 'import tensorflow as tf\n\nx = tf.reduce_sum(tf.ones([2, 2]))\n');
  await page.waitForTimeout(600); // the markers' delay, and then some
  await expect(page.locator('.monaco-editor .squiggly-warning')).toHaveCount(0);

  await page.keyboard.type('y = tf.math.sobol_sample(x)\nz = tf.nonexistent(x)\n');
  await expect(page.locator('.monaco-editor .squiggly-warning')).toHaveCount(2);
  await hoverWord(page, 'nonexistent');
  await expect(page.locator('.monaco-hover:not(.hidden)')).toContainText('tfplay has no tf.nonexistent');
  await page.mouse.move(5, 5);
  await expect(page.locator('.monaco-hover:not(.hidden)')).toHaveCount(0);
  await hoverWord(page, 'sobol_sample');
  await expect(page.locator('.monaco-hover:not(.hidden)')).toContainText('tf.math.sobol_sample is not supported by tfplay');
  await page.screenshot({ path: `${SHOTS}/squiggle-1280.png` });

  // Fixing the name removes its squiggle.
  await page.evaluate(() => window.tfplay.setCode(window.tfplay.getCode().replace('tf.nonexistent', 'tf.square')));
  await expect(page.locator('.monaco-editor .squiggly-warning')).toHaveCount(1);
});

test('after x = tf.constant(...), "x." offers Tensor methods; after model = keras.Sequential(...), "model." Model methods', async ({ page, problems }) => {
  await startWith(page, 'import tensorflow as tf\nimport keras\n\n');
  await page.evaluate(() => window.tfplay.configureEditor({ autoClosingBrackets: 'never' }));
  await page.keyboard.type('x = tf.constant([1.0, 2.0])');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await page.keyboard.type('print(x.nu');
  await expect(suggestions(page).filter({ hasText: /^numpy/ })).toHaveCount(1);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => window.tfplay.getCode())).toMatch(/\nprint\(x\.numpy$/);
  await page.keyboard.type('())');
  await page.keyboard.press('Escape');

  await page.keyboard.press('Enter');
  await page.keyboard.type('model = keras.Sequential([keras.layers.Dense(1)])');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await page.keyboard.type('model.');
  const rows = suggestions(page);
  // compile itself, not compile_from_config or the compiled_loss/compiled_metrics shims.
  await expect(rows.filter({ hasText: /^compile(?![_a-z])/ })).toHaveCount(1);
  await page.keyboard.type('fi');
  await expect(rows.filter({ hasText: /^fit/ })).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+Space'); // the focused item's details: bound, no self
  await expect(page.locator('.suggest-details')).toContainText('fit(x=None');
  await page.screenshot({ path: `${SHOTS}/instance-completion-1280.png` });
  await page.keyboard.press('Enter');
  // Signature help for the bound method starts at its first real parameter.
  await page.keyboard.type('(');
  const hints = page.locator('.parameter-hints-widget');
  await expect(hints).toBeVisible();
  await expect(hints.locator('.parameter.active')).toHaveText('x=None');
  await page.keyboard.press('Escape');

  // Hovering the variable says its class.
  await hoverWord(page, 'model');
  await expect(page.locator('.monaco-hover:not(.hidden)')).toContainText('model: keras.Sequential');
});

test('a variable bound another way too gets no guessed members', async ({ page, problems }) => {
  await startWith(page, 'import tensorflow as tf\n\nx = tf.constant(1.0)\nfor x in range(3):\n    pass\n');
  await page.evaluate(() => window.tfplay.configureEditor({ autoClosingBrackets: 'never' }));
  await page.keyboard.type('x.');
  await page.keyboard.press('ControlOrMeta+Space');
  await expect(suggestions(page).filter({ hasText: /^numpy/ })).toHaveCount(0);
});

// Typed as a learner types, with Monaco's own settings (suggestions on): Enter after a word the
// suggestions list offers unchanged starts a new line (acceptSuggestionOnEnter 'smart'), and an
// alias being typed is not offered as itself. Before, `import tensorflow as tf` + Enter and
// `@tf.function` + Enter each lost their new line.
test('Enter after "import tensorflow as tf" and "@tf.function" starts a new line', async ({ page, problems }) => {
  await startWith(page, '');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('import tensorflow as tf', { delay: 20 });
  await page.waitForTimeout(500);
  await expect(suggestions(page)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await page.keyboard.type('@tf.function', { delay: 20 });
  await expect(suggestions(page).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type('def f(x):', { delay: 20 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('return x', { delay: 20 });
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe('import tensorflow as tf\n@tf.function\ndef f(x):\n    return x');
  // The program's own names are still offered where a name is used.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('learning_rate = 0.1', { delay: 20 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('print(learn', { delay: 20 });
  await expect(suggestions(page).filter({ hasText: /^learning_rate$/ })).toHaveCount(1);
});

// Typed at a learner's speed with Monaco's own settings: a name the program already has, a
// builtin typed in full, or a keyword, then Enter, is a new line, never a longer builtin.
// Before, `return a + b` + Enter gave `return a + bin`, `total += i` gave `id`, `x + n` `next`
// (the program's own `b` was left out of the list, so Enter took the builtin `bin`).
test('Enter after a complete name (the program\'s b, i, n; a builtin; a keyword) starts a new line', async ({ page, problems }) => {
  await startWith(page, '');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  const type = (text) => page.keyboard.type(text, { delay: 60 });
  for (const line of ['import tensorflow as tf', '@tf.function', 'def add(a, b):']) {
    await type(line);
    await page.keyboard.press('Enter');
  }
  await type('return a + b');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await type('print(add(1, 2))');
  await page.keyboard.press('Enter');
  await type('def g(x, n):');
  await page.keyboard.press('Enter');
  await type('y = x + n');
  await page.keyboard.press('Enter');
  await type('return y');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await type('total = 0');
  await page.keyboard.press('Enter');
  await type('for i in range(3):');
  await page.keyboard.press('Enter');
  await type('total += i');
  await page.keyboard.press('Enter');
  await type('if total > 2:');
  await page.keyboard.press('Enter');
  await type('break');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await type('x = None');
  await page.keyboard.press('Enter');
  await type('s = set');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => window.tfplay.getCode())).toBe(
    [
      'import tensorflow as tf',
      '@tf.function',
      'def add(a, b):',
      '    return a + b',
      'print(add(1, 2))',
      'def g(x, n):',
      '    y = x + n',
      '    return y',
      'total = 0',
      'for i in range(3):',
      '    total += i',
      '    if total > 2:',
      '        break',
      'x = None',
      's = set',
      '',
    ].join('\n'),
  );
  // The complete name is offered alone; one more letter brings the longer names back.
  await type('b');
  await expect(suggestions(page)).toHaveText(['b']);
  await type('i');
  await expect(suggestions(page).filter({ hasText: /^bin/ })).toHaveCount(1);
});
