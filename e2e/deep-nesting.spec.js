// A browser worker's machine stack is smaller than Node's: native recursion over deeply nested
// lists (tf.constant, tf.nest, str) must end in a RecursionError the program can catch, never in
// the engine dying with the browser's "Maximum call stack size exceeded" (real engine).
import { expect, openPage, openTab, test } from './support/fixtures.js';

const PROGRAM = `import tensorflow as tf
x = 1
for i in range(100000):
    x = [x]
for name, f in [("constant", tf.constant), ("flatten", tf.nest.flatten), ("str", str)]:
    try:
        f(x)
    except RecursionError:
        print(name, "RecursionError")
print("still running")
`;

test('lists nested 100,000 deep raise RecursionError in the page', { tag: '@real-engine' }, async ({ page, problems }) => {
  await openPage(page);
  await page.evaluate((p) => window.tfplay.setCode(p), PROGRAM);
  await page.evaluate(() => window.tfplay.run());
  await openTab(page, 'Output');
  await expect(page.getByTestId('pane-output').locator('.line')).toHaveText([
    'constant RecursionError',
    'flatten RecursionError',
    'str RecursionError',
    'still running',
  ]);
  await expect(page.getByTestId('error')).toBeHidden();
});
