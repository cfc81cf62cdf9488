// The examples menu's programs (web/src/examples/*.py) on the native engine: every one runs
// as its comments say (without an error, or to the error it is about), and the Keras exercises grade a learner's right predictions as right,
// through predict mode's own ledger and grading (web/src/predict/grade.js).
//
//   node --test tests/examples.test.mjs
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { grade, ledgerRows } from '../web/src/predict/grade.js';
import { RUN_ARGS, runProcess } from './support/process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const examplesDir = join(here, '..', 'web', 'src', 'examples');
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));

const runJson = async (file) => {
  const got = await runProcess(bin, [...RUN_ARGS, '--json', file], examplesDir, 60_000);
  assert.ok(!got.error, String(got.error));
  return JSON.parse(got.stdout);
};

const traces = (text, n) => Array(n).fill(text).join('\n');
const reuse = (graph) => ({ outcome: 'reuses', trace: '', graph });

// What a learner who understood each exercise predicts, call by call (the ledger's keys).
const PREDICTIONS = {
  'keras-train-step': {
    // The model's weights and Adam's slots are created in the first trace: traced twice.
    'train_step:1': { outcome: 'traces', trace: traces('print: tracing for a batch of 4', 2), graph: 'tf.print: ran on a batch of 4' },
    'train_step:2': reuse('tf.print: ran on a batch of 4'),
    'train_step:3': reuse('tf.print: ran on a batch of 4'),
    // A new batch size traces again, once: the variables exist by now.
    'train_step:4': { outcome: 'traces', trace: 'print: tracing for a batch of 6', graph: 'tf.print: ran on a batch of 6' },
  },
  'keras-fit-train-step': {
    // The graph fit's calls are one row (line 29): multi_step_on_iterator traces once, and
    // one_step_on_data inside it twice (Adam's slots); the graph runs once per step, 4 steps. The
    // eager fit makes no tf.function call: no row.
    'keras:29': { outcome: 'traces', trace: traces('print: train_step runs', 2), graph: traces('tf.print: train_step runs', 4) },
  },
  'keras-summary': {
    'forward:1': { outcome: 'traces', trace: traces('print: tracing forward for (2, 4)', 2), graph: '' },
    'forward:2': reuse(''),
  },
};

// Exercises whose last call fails on purpose, with the error TensorFlow raises there.
const ENDS_IN_ERROR = { 'variables-first-call': 'ValueError' };

const examples = readdirSync(examplesDir)
  .filter((f) => f.endsWith('.py'))
  .sort();

for (const file of examples) {
  const id = file.slice(0, -3);
  const runs = ENDS_IN_ERROR[id] ? `ends in its ${ENDS_IN_ERROR[id]}` : 'runs without an error';
  test(`${id}: ${runs}${PREDICTIONS[id] ? ', and right predictions grade as right' : ''}`, async () => {
    const result = await runJson(file);
    if (ENDS_IN_ERROR[id]) assert.equal(result.error?.type, ENDS_IN_ERROR[id]);
    else assert.equal(result.ok, true, JSON.stringify(result.error));
    const predictions = PREDICTIONS[id];
    if (!predictions) return;
    const rows = ledgerRows(result, readFileSync(join(examplesDir, file), 'utf8'));
    assert.deepEqual(
      rows.map((r) => r.key),
      Object.keys(predictions),
    );
    const graded = grade(rows, predictions, result);
    const misses = graded.rows.flatMap((r) =>
      Object.entries(r.fields)
        .filter(([, f]) => !f.ok)
        .map(([name, f]) => `${r.key} ${name}: expected ${JSON.stringify(f.expected)}, got ${JSON.stringify(f.got)}`),
    );
    assert.deepEqual(misses, []);
    assert.equal(graded.score, graded.total);
  });
}

test('the fit exercise: the eager fit runs train_step once per step, outside any tf.function', async () => {
  const result = await runJson('keras-fit-train-step.py');
  const eager = result.events.filter((e) => e.kind === 'print' && e.clock === 'python' && e.text === 'print: train_step runs\n');
  assert.equal(eager.length, 4);
  assert.deepEqual(
    result.functions.map((f) => [f.name, f.line, f.tracing_count]),
    [
      ['one_step_on_data', 29, 2],
      ['multi_step_on_iterator', 29, 1],
    ],
  );
});
