// The graph view's ops against real TensorFlow: every symbolic tensor a conformance program
// prints while tracing (`Tensor("mul:0", shape=(3,), dtype=int32)` in NAME.stdout, real TF 2.20
// output) must be output 0 of an op of the same name, shape and dtype in the run result's
// `ops` (`tfplay run --json`), branch and loop functions included. Tensors of graphs the run
// result does not list (Dataset.map functions, say) are skipped; most must be found.
//
//   node --test tests/graph-ops.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runProcess } from './support/process.mjs';

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
    const got = await runProcess(bin, ['run', '--json', `${program}.py`], programsDir, 60_000);
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

test('most printed graph tensors were checked against an op', () => {
  assert.ok(programs.length > 0, 'no conformance program prints a symbolic tensor');
  console.log(`graph ops: ${foundCount} of ${printedCount} printed tensors checked`);
  assert.ok(foundCount * 2 > printedCount, `only ${foundCount} of ${printedCount} printed tensors are top-level ops`);
});
