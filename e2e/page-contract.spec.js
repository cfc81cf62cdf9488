// The page against a stand-in engine: the wasm module is replaced by a stub that returns a
// fixed run result, so these tests pin how the page shows a run result (design.md's
// contract), independently of what the real engine computes.
import { test as base, expect } from '@playwright/test';

const test = base.extend({
  problems: async ({ page }, use) => {
    const problems = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()} (${msg.location().url})`);
    });
    await use(problems);
    expect(problems, 'errors in the page').toEqual([]);
  },
});

const ev = (seq, kind, clock, text, stream, line, fn = null, concrete = null) => ({
  seq, kind, clock, text, stream, line, function: fn, concrete,
});

const SPEC = (shape) => `x: TensorSpec(shape=${shape}, dtype=tf.int32, name=None)`;

// What a run of a program like e2e/playground.spec.js's `scaled` example, with a few extras
// (a top-level print with markup in it, a warning, an uncaught exception), returns.
const RESULT = {
  ok: false,
  events: [
    ev(0, 'print', 'python', '<b>not bold</b>\n', 'stdout', 1),
    ev(1, 'trace', 'trace', 'tracing scaled', 'stdout', 13, 'scaled', 0),
    ev(2, 'print', 'trace', 'TRACE (2,) 2\n', 'stdout', 5, 'scaled', 0),
    ev(3, 'tfprint', 'graph', 'RUN [2] 2\n', 'stderr', 6, 'scaled', 0),
    ev(4, 'call', 'graph', 'reused', 'stdout', 14, 'scaled', 0),
    ev(5, 'tfprint', 'graph', 'RUN [2] 2\n', 'stderr', 6, 'scaled', 0),
    ev(6, 'print', 'trace', 'TRACE (4,) 2\n', 'stdout', 5, 'scaled', 1),
    ev(7, 'tfprint', 'graph', 'RUN [4] 2\n', 'stderr', 6, 'scaled', 1),
    ev(8, 'print', 'trace', 'TRACE (4,) 3\n', 'stdout', 5, 'scaled', 2),
    ev(9, 'tfprint', 'graph', 'RUN [4] 3\n', 'stderr', 6, 'scaled', 2),
    ev(10, 'tfprint', 'eager', '[1 2]\n', 'stderr', 17),
    ev(11, 'warning', 'python', 'WARNING: something to know\n', 'stderr', 18),
    ev(12, 'error', 'python',
      'Traceback (most recent call last):\n  File "main.py", line 3, in <module>\n    x.nope\nAttributeError: \'int\' object has no attribute \'nope\'\n',
      'stderr', 3),
  ],
  functions: [
    {
      name: 'scaled', line: 4, tracing_count: 3,
      concretes: [
        { index: 0, signature: `${SPEC('(2,)')}\nfactor: 2`, calls: 2, traced_at_call: 1, reason: 'first call' },
        { index: 1, signature: `${SPEC('(4,)')}\nfactor: 2`, calls: 1, traced_at_call: 3, reason: 'x: shape (2,) -> (4,)' },
        { index: 2, signature: `${SPEC('(4,)')}\nfactor: 3`, calls: 1, traced_at_call: 4, reason: 'factor: 2 -> 3' },
      ],
    },
  ],
  error: {
    type: 'AttributeError', message: "'int' object has no attribute 'nope'", line: 3, column: 1,
    traceback: 'Traceback (most recent call last):\n',
  },
};

// An ES module standing in for tfplay_wasm.js. It records what it was asked to run.
const STUB_ENGINE = `
export default async function createTfplayEngine() {
  return {
    runJson(source, options) {
      // "# sleep N" in the program makes this run take N ms.
      const sleep = Number(/# sleep (\\d+)/.exec(source)?.[1] ?? 0);
      const until = Date.now() + sleep;
      while (Date.now() < until) {}
      const result = ${JSON.stringify(RESULT)};
      result.events.push({ seq: 99, kind: 'print', clock: 'python', stream: 'stdout', line: 0,
        function: null, concrete: null, text: 'options=' + options + '\\n' });
      result.events.push({ seq: 100, kind: 'print', clock: 'python', stream: 'stdout', line: 0,
        function: null, concrete: null, text: 'source=' + source.split('\\n')[0] + '\\n' });
      return JSON.stringify(result);
    },
  };
}`;

test.beforeEach(async ({ context }) => {
  await context.route(/\/engine\/tfplay_wasm\.js(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STUB_ENGINE }),
  );
});

test('the page shows every part of a run result where it belongs', async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done');

  await expect(page.getByTestId('pane-trace').locator('.line')).toHaveText([
    'TRACE (2,) 2',
    'TRACE (4,) 2',
    'TRACE (4,) 3',
  ]);
  await expect(page.getByTestId('pane-graph').locator('.line')).toHaveText([
    'RUN [2] 2',
    'RUN [2] 2',
    'RUN [4] 2',
    'RUN [4] 3',
  ]);
  const output = page.getByTestId('pane-output').locator('.line');
  await expect(output).toHaveText([
    '<b>not bold</b>',
    '[1 2]',
    'WARNING: something to know',
    /^Traceback \(most recent call last\):\n {2}File "main\.py", line 3/,
    'options={"filename":"main.py","max_steps":50000000}',
    'source=import tensorflow as tf',
  ]);
  await expect(page.getByTestId('pane-output').locator('b')).toHaveCount(0);

  const rows = page.getByTestId('cache-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.dataset.function, tr.dataset.calls]))).toEqual([
    ['scaled', '2'],
    ['scaled', '1'],
    ['scaled', '1'],
  ]);
  await expect(rows.nth(1).locator('td')).toHaveText([
    'scaled',
    '1',
    `${SPEC('(4,)')}\nfactor: 2`,
    '1',
    '3',
    'x: shape (2,) -> (4,)',
  ]);
  await expect(page.getByTestId('cache-table').locator('th')).toHaveText([
    'Function',
    'Concrete #',
    'Input signature',
    'Calls served',
    'Traced at call',
    'Why traced',
  ]);

  await expect(page.getByTestId('error')).toBeVisible();
  await expect(page.getByTestId('error')).toHaveText("AttributeError: 'int' object has no attribute 'nope' (line 3, column 1)");
  const markers = await page.evaluate(() => window.tfplay.markers());
  expect(markers.map((m) => [m.startLineNumber, m.startColumn, m.message])).toEqual([
    [3, 1, "AttributeError: 'int' object has no attribute 'nope'"],
  ]);

  await page.screenshot({ path: test.info().outputPath('page.png') });
});

test('clicking an output line or a cache row moves the editor to its source line', async ({ page, problems }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText('done');
  const cursorLine = () => page.evaluate(() => window.tfplay.cursor().line);
  await page.getByTestId('pane-graph').locator('.line').first().click();
  await expect.poll(cursorLine).toBe(6);
  await page.getByTestId('pane-trace').locator('.line').first().click();
  await expect.poll(cursorLine).toBe(5);
  await page.getByTestId('cache-table').locator('tbody tr').first().click();
  await expect.poll(cursorLine).toBe(4);
  await page.getByTestId('error').click();
  await expect.poll(cursorLine).toBe(3);
});

for (const [what, sleepMs] of [
  ['while it runs', 400],
  ['even when it takes too long and the worker is replaced', 4000],
]) {
  test(`a newer run supersedes an older one ${what}`, async ({ page, problems }) => {
    await page.goto('./');
    await expect(page.getByTestId('status')).toHaveText('done');
    const runsBefore = Number(await page.getByTestId('status').getAttribute('data-run'));
    const results = await page.evaluate(async (sleep) => {
      const { tfplay } = window;
      tfplay.setCode(`# sleep ${sleep}\nfirst\n`);
      const first = tfplay.run();
      await new Promise((r) => setTimeout(r, 100)); // the first run is under way
      tfplay.setCode('# second\n');
      const second = tfplay.run();
      tfplay.setCode('# third\n');
      const third = tfplay.run();
      return (await Promise.all([first, second, third])).map((r) => r.events.at(-1).text);
    }, sleepMs);
    expect(results).toEqual(['source=# third\n', 'source=# third\n', 'source=# third\n']);
    await expect(page.getByTestId('status')).toHaveText('done');
    await expect(page.getByTestId('pane-output').locator('.line').last()).toHaveText('source=# third');
    // Only the newest run was shown.
    expect(Number(await page.getByTestId('status').getAttribute('data-run'))).toBe(runsBefore + 1);
  });
}
