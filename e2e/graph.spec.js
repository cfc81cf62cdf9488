// The Ops tab's table with the real wasm engine: a small program's ops, coloured and linked to
// the lines that created them both ways (hover an op -> its line; cursor on a line -> its ops).
import { expect, openPage, openTab, test } from './support/fixtures.js';

const PROGRAM = `import tensorflow as tf

@tf.function
def scaled(x):
    y = x * 2
    tf.print(y)
    return y + 1

scaled(tf.constant([1, 2]))
`;

test('the graph view lists the engine\'s ops and links them to source lines', async ({ page, problems }) => {
  await openPage(page);
  const before = Number(await page.getByTestId('status').getAttribute('data-run'));
  await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM);
  await expect.poll(async () => Number(await page.getByTestId('status').getAttribute('data-run'))).toBeGreaterThan(before);
  await expect(page.getByTestId('status')).toHaveText('done');
  await openTab(page, 'Ops');
  await page.getByRole('button', { name: 'Table', exact: true }).click();

  const rows = page.getByTestId('ops-table').locator('tbody tr');
  // What TF 2.20's get_concrete_function(...).graph.get_operations() names for this function.
  // The returned tensor passes through an Identity (auto_control_deps mark_as_return): made
  // after the body returned, it belongs to the return statement, not to the call on line 9.
  // PrintV2 must run, so the graph ends with the NoOp the Identity depends on.
  expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.dataset.op))).toEqual([
    'x', 'mul/y', 'mul', 'StringFormat', 'PrintV2', 'add/y', 'add', 'Identity', 'NoOp',
  ]);
  await expect(rows.nth(8).locator('td').nth(3)).toHaveText('^PrintV2');
  await expect(rows.nth(2).locator('td')).toHaveText(['5:9', 'mul', 'Mul', 'x, mul/y', 'int32 (2,)', '']);
  await expect(rows.nth(1).locator('td').last()).toHaveText('2');
  await expect(rows.nth(7).locator('td').first()).toHaveText('7:5');
  await expect(rows.nth(4).locator('td').nth(4)).toHaveText(''); // PrintV2 has no output

  // Compiler Explorer colouring: one colour per source line, shared with the editor.
  const colourOf = (i) => rows.nth(i).evaluate((tr) => [...tr.classList].find((c) => c.startsWith('src-c')));
  expect(await colourOf(1)).toBe(await colourOf(2));
  expect(await colourOf(2)).not.toBe(await colourOf(3));
  await expect.poll(() => page.evaluate(() => window.tfplay.colouredLines())).toEqual([
    { line: 4, colour: 0 }, { line: 5, colour: 1 }, { line: 6, colour: 2 }, { line: 7, colour: 3 },
  ]);
  await expect(page.locator('.monaco-editor .tfplay-src-c1')).toHaveCount(1);

  // Hovering an op highlights the line that created it.
  await rows.nth(6).hover();
  await expect.poll(() => page.evaluate(() => window.tfplay.highlighted())).toEqual([7]);

  // Putting the cursor on a line outlines its ops.
  await page.getByTestId('editor').click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('ops-table').locator('tbody tr.is-current')).toHaveCount(2);
  expect(await page.getByTestId('ops-table').locator('tbody tr.is-current').evaluateAll((trs) => trs.map((tr) => tr.dataset.op)))
    .toEqual(['StringFormat', 'PrintV2']);

  // Clicking an op's source position moves the editor there.
  await rows.nth(2).getByRole('button', { name: '5:9' }).click();
  await expect.poll(() => page.evaluate(() => window.tfplay.cursor().line)).toBe(5);

  // Leaving the tab takes the colours off the editor.
  await openTab(page, 'Cache');
  await expect.poll(() => page.evaluate(() => window.tfplay.colouredLines())).toEqual([]);
});

test('ops inside an AutoGraph if are listed under the If op and linked to their lines', async ({ page, problems }) => {
  await openPage(page);
  const before = Number(await page.getByTestId('status').getAttribute('data-run'));
  await page.evaluate((code) => window.tfplay.setCode(code), `import tensorflow as tf

@tf.function
def clip(x):
    if x > 10:
        x = x - 10
    return x

clip(tf.constant(12))
`);
  await expect.poll(async () => Number(await page.getByTestId('status').getAttribute('data-run'))).toBeGreaterThan(before);
  await openTab(page, 'Ops');
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const table = page.getByTestId('ops-table');
  await expect(table.locator('tbody tr[data-op="cond"] td').nth(2)).toHaveText('StatelessIf');
  // Line 6 (the body of the if) made ops in the true branch function.
  const body = table.locator('tbody tr.is-nested[data-line="6"]');
  await expect(body.filter({ hasText: 'AddV2' }).or(body.filter({ hasText: 'Sub' })).first()).toBeVisible();
  await expect(body.first().locator('.op-function')).toHaveText(/^in cond_true_\d+$/);
  await body.first().hover();
  await expect.poll(() => page.evaluate(() => window.tfplay.highlighted())).toEqual([6]);
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the graph view fits: a long signature does not widen the page, the ops table scrolls', async ({ page, problems }) => {
    await openPage(page);
    const before = Number(await page.getByTestId('status').getAttribute('data-run'));
    await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM.replace('def scaled(x):', 'def scaled(x, a_long_parameter_name=1, another_long_one=2):'));
    await expect.poll(async () => Number(await page.getByTestId('status').getAttribute('data-run'))).toBeGreaterThan(before);
    await openTab(page, 'Ops');
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(page.getByTestId('ops-table').locator('tbody tr')).toHaveCount(9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const panel = await page.locator('#panel-ops').boundingBox();
    const select = await page.getByTestId('graph-select').boundingBox();
    expect(select.x + select.width).toBeLessThanOrEqual(panel.x + panel.width);
  });
});

test('with nothing traced the Ops tab says so, without an empty function picker', async ({ page, problems }) => {
  await openPage(page);
  const before = Number(await page.getByTestId('status').getAttribute('data-run'));
  const program = 'import tensorflow as tf\n\n@tf.function\ndef f(x):\n    raise ValueError("no graph")\n\nf(tf.constant(1))\n';
  await page.evaluate((code) => window.tfplay.setCode(code), program);
  await expect.poll(async () => Number(await page.getByTestId('status').getAttribute('data-run'))).toBeGreaterThan(before);
  await openTab(page, 'Ops');
  await expect(page.getByText('No concrete function was traced.')).toBeVisible();
  await expect(page.getByTestId('graph-select')).toBeHidden();
  await expect(page.getByTestId('ops-view-table')).toBeHidden();

  // A program that traces shows the picker again.
  await page.evaluate((code) => window.tfplay.setCode(code), PROGRAM);
  await expect(page.getByTestId('graph-select')).toBeVisible();
  await expect(page.getByTestId('graph-select')).toHaveValue('scaled#0');
});
