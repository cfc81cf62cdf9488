// The graph view's ops against real TensorFlow: every symbolic tensor a conformance program
// prints while tracing (`Tensor("mul:0", shape=(3,), dtype=int32)` in NAME.stdout, real TF 2.20
// output) must be output 0 of an op of the same name, shape and dtype in the run result's
// `ops` (`tfplay run --json`), branch and loop functions included. Tensors of graphs the run
// result does not list (Dataset.map functions, say) are skipped; most must be found. And the run
// result's ops are those graph.get_operations() returns, in the same order.
//
//   node --test tests/graph-ops.test.mjs
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RUN_ARGS, runProcess } from './support/process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const programsDir = join(here, 'conformance');
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));
const SYMBOLIC = /Tensor\("([^"]+):0", shape=(\([^)]*\)|<unknown>), dtype=(\w+)\)/g;

const programs = readdirSync(programsDir)
  .filter((f) => f.endsWith('.py'))
  .map((f) => f.slice(0, -3))
  .filter((name) => existsSync(join(programsDir, `${name}.stdout`)))
  .filter((name) => readFileSync(join(programsDir, `${name}.stdout`), 'utf8').includes('Tensor("'))
  .sort();

let printedCount = 0;
let foundCount = 0;

for (const program of programs) {
  test(`${program}: printed graph tensors are ops of the run result`, async () => {
    const got = await runProcess(bin, [...RUN_ARGS, '--json', `${program}.py`], programsDir, 60_000);
    assert.ok(!got.error, String(got.error));
    const result = JSON.parse(got.stdout);
    const byName = new Map(); // op name -> the ops of that name in every concrete function
    for (const fn of result.functions)
      for (const c of fn.concretes) for (const op of c.ops) byName.set(op.name, [...(byName.get(op.name) ?? []), { op }]);
    const printed = [...readFileSync(join(programsDir, `${program}.stdout`), 'utf8').matchAll(SYMBOLIC)];
    let found = 0;
    for (const [text, name, shape, dtype] of printed) {
      const candidates = byName.get(name);
      if (!candidates) continue;
      found += 1;
      // One of the ops of that name (several concrete functions may have one) matches.
      const ok = candidates.some(({ op }) => op.shape?.split(', (')[0] === shape && op.dtype?.split(', ')[0] === dtype);
      assert.ok(ok, `${text}: ops named ${name} are ${JSON.stringify(candidates.map(({ op }) => [op.shape, op.dtype]))}`);
      for (const { op } of candidates) assert.ok(op.line > 0, `${name} has no source line`);
    }
    printedCount += printed.length;
    foundCount += found;
  });
}

// One source for the page and the program: a concrete function's ops in the run result (the
// Graph pane) are, name for name and in order, what its graph.get_operations() returns, with the
// inputs its NodeDefs list; branch and loop functions follow their If/While op in the run result.
test('the run result lists the ops graph.get_operations() returns, with their NodeDef inputs', async () => {
  const program = [
    'import tensorflow as tf',
    '@tf.function',
    'def inner(v):',
    '    return v * 2',
    '@tf.function',
    'def f(x, n):',
    '    parts = tf.split(x, 2)',
    '    with tf.control_dependencies([tf.reduce_max(x)]):',
    '        y = tf.identity(parts[1])',
    '    if tf.reduce_sum(y) > 0:',
    '        y = y + 1',
    '    while n > 0:',
    '        n -= 1',
    '    return inner(y), n',
    'g = f.get_concrete_function(tf.constant([1.0, 2.0]), tf.constant(3)).graph',
    'for op in g.get_operations():',
    '    print(op.name, list(op.node_def.input))',
  ].join('\n');
  const dir = mkdtempSync(join(tmpdir(), 'tfplay-graph-ops-'));
  try {
    writeFileSync(join(dir, 'prog.py'), program);
    const printed = await runProcess(bin, [...RUN_ARGS, 'prog.py'], dir, 60_000);
    assert.equal(printed.status, 0, printed.stderr);
    const json = await runProcess(bin, [...RUN_ARGS, '--json', 'prog.py'], dir, 60_000);
    const f = JSON.parse(json.stdout).functions.find((fn) => fn.name === 'f');
    const listed = f.concretes[0].ops
      .filter((op) => op.function === null)
      .map((op) => `${op.name} [${op.inputs.map((i) => `'${i}'`).join(', ')}]`);
    assert.deepEqual(listed, printed.stdout.trimEnd().split('\n'));
    assert.ok(listed.some((line) => line.includes("'^")), 'a control input is listed');
    assert.ok(listed.some((line) => line.includes(':1')), 'a second output is listed');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('most printed graph tensors were checked against an op', () => {
  assert.ok(programs.length > 0, 'no conformance program prints a symbolic tensor');
  console.log(`graph ops: ${foundCount} of ${printedCount} printed tensors checked`);
  assert.ok(foundCount * 2 > printedCount, `only ${foundCount} of ${printedCount} printed tensors are top-level ops`);
});
