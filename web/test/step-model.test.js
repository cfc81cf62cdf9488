// Unit tests of the stepper's model (step-model.js): the steps of a run result and the run
// result as it stood at each step.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callText, resultAtStep, stepLabel, stepsOf } from '../src/step-model.js';

const ev = (seq, kind, clock, text, line, fn = null, concrete = null) => ({
  seq, kind, clock, text, stream: kind === 'tfprint' ? 'stderr' : 'stdout', line, function: fn, concrete,
});

// @tf.function def f(x): print("trace", x); tf.print("run", x); return x
// print("start"); f(1); f(2); print(f(1)); g.get_concrete_function(); 1/0
const SOURCE = [
  'import tensorflow as tf',
  '@tf.function',
  'def f(x):',
  '    print("trace", x)',
  '    tf.print("run", x)',
  '    return x',
  'print("start")',
  'f(1)',
  'f(2)',
  'print(f(1))',
  '1 / 0',
].join('\n');

const RUN = {
  ok: false,
  events: [
    ev(0, 'print', 'python', 'start\n', 7),
    ev(1, 'trace', 'trace', 'tracing f (concrete function 0): first call\n', 8, 'f', 0),
    ev(2, 'print', 'trace', 'trace 1\n', 4, 'f', 0),
    ev(3, 'call', 'python', 'f call 1: traced concrete function 0\n', 8, 'f', 0),
    ev(4, 'tfprint', 'graph', 'run 1\n', 5, 'f', 0),
    ev(5, 'trace', 'trace', 'tracing f (concrete function 1): x: 1 -> 2\n', 9, 'f', 1),
    ev(6, 'print', 'trace', 'trace 2\n', 4, 'f', 1),
    ev(7, 'call', 'python', 'f call 2: traced concrete function 1\n', 9, 'f', 1),
    ev(8, 'tfprint', 'graph', 'run 2\n', 5, 'f', 1),
    ev(9, 'call', 'python', 'f call 3: reused concrete function 0\n', 10, 'f', 0),
    ev(10, 'tfprint', 'graph', 'run 1\n', 5, 'f', 0),
    ev(11, 'print', 'python', 'tf.Tensor(1, shape=(), dtype=int32)\n', 10),
    ev(12, 'error', 'python', 'Traceback (most recent call last):\nZeroDivisionError: division by zero\n', 11),
  ].map((e) => ({ ...e, function_index: e.function ? 0 : undefined })),
  functions: [
    {
      name: 'f', line: 3, tracing_count: 2,
      concretes: [
        { index: 0, signature: '(x=1)', calls: 2, traced_at_call: 1, reason: 'first call' },
        { index: 1, signature: '(x=2)', calls: 1, traced_at_call: 2, reason: 'x: 1 -> 2' },
      ],
    },
  ],
  error: { type: 'ZeroDivisionError', message: 'division by zero', line: 11, column: 1, traceback: '' },
};

const texts = (result, clock) => result.events.filter((e) => e.clock === clock && e.kind !== 'call' && e.kind !== 'trace').map((e) => e.text.trim());

test('a run that traces twice then reuses has one step per call, in call order', () => {
  const steps = stepsOf(RUN);
  assert.deepEqual(
    steps.map((s) => [s.n, s.line, s.concrete, s.traced, s.name, s.callNumber, s.end]),
    [
      [1, 8, 0, true, 'f', 1, 5],
      [2, 9, 1, true, 'f', 2, 9],
      [3, 10, 0, false, 'f', 3, 11],
    ],
  );
});

test('at each step the cache holds only the concrete functions traced by then, with their calls by then', () => {
  const steps = stepsOf(RUN);
  const cache = (k) => resultAtStep(RUN, steps[k]).functions[0];
  assert.deepEqual(cache(0).concretes.map((c) => [c.index, c.calls]), [[0, 1]]);
  assert.equal(cache(0).tracing_count, 1);
  assert.deepEqual(cache(1).concretes.map((c) => [c.index, c.calls]), [[0, 1], [1, 1]]);
  assert.deepEqual(cache(2).concretes.map((c) => [c.index, c.calls]), [[0, 2], [1, 1]]);
  assert.equal(cache(2).tracing_count, 2);
  // The signature and reason stay the run's; the run result itself is left as it was.
  assert.equal(cache(1).concretes[1].reason, 'x: 1 -> 2');
  assert.equal(RUN.functions[0].concretes[0].calls, 2);
});

test('at each step the panes get what had been printed up to and including that call, and no error yet', () => {
  const steps = stepsOf(RUN);
  const at = (k) => resultAtStep(RUN, steps[k]);
  assert.deepEqual(texts(at(0), 'python'), ['start']);
  assert.deepEqual(texts(at(0), 'trace'), ['trace 1']);
  assert.deepEqual(texts(at(0), 'graph'), ['run 1']);
  assert.deepEqual(texts(at(1), 'trace'), ['trace 1', 'trace 2']);
  assert.deepEqual(texts(at(2), 'graph'), ['run 1', 'run 2', 'run 1']);
  // print(f(1)) prints after the call returns: not yet at the call's step.
  assert.deepEqual(texts(at(2), 'python'), ['start']);
  assert.equal(at(2).error, null);
  assert.equal(at(2).ok, true);
  assert.equal(at(2).events.some((e) => e.kind === 'error'), false);
  // Nor had the program exited (sys.exit(3) at its end).
  assert.equal(resultAtStep({ ...RUN, ok: false, exit_status: 3 }, steps[2]).exit_status, 0);
});

test('a call made while another function traces is part of that step, not a step of its own', () => {
  const run = {
    ok: true,
    events: [
      ev(0, 'trace', 'trace', 'tracing outer (concrete function 0): first call\n', 5, 'outer', 0),
      ev(1, 'trace', 'trace', 'tracing inner (concrete function 0): first call\n', 3, 'inner', 0),
      ev(2, 'call', 'python', 'inner call 1: traced concrete function 0\n', 3, 'inner', 0),
      ev(3, 'call', 'python', 'outer call 1: traced concrete function 0\n', 5, 'outer', 0),
      ev(4, 'call', 'python', 'outer call 2: reused concrete function 0\n', 6, 'outer', 0),
    ],
    functions: [
      { name: 'outer', line: 4, tracing_count: 1, concretes: [{ index: 0, signature: '()', calls: 2, traced_at_call: 1, reason: 'first call' }] },
      { name: 'inner', line: 1, tracing_count: 1, concretes: [{ index: 0, signature: '()', calls: 1, traced_at_call: 1, reason: 'first call' }] },
    ],
    error: null,
  };
  const steps = stepsOf(run);
  assert.deepEqual(steps.map((s) => [s.name, s.line, s.end]), [['outer', 5, 4], ['outer', 6, 5]]);
  // The inner function's concrete function exists from the first step on.
  assert.deepEqual(resultAtStep(run, steps[0]).functions.map((f) => f.concretes.length), [1, 1]);
});

test('a concrete function traced without a call (get_concrete_function) shows from its trace on', () => {
  const run = {
    ok: true,
    events: [
      ev(0, 'call', 'python', 'f call 1: traced concrete function 0\n', 2, 'f', 0),
      ev(1, 'trace', 'trace', 'tracing f (concrete function 1): get_concrete_function\n', 3, 'f', 1),
      ev(2, 'call', 'python', 'f call 2: reused concrete function 0\n', 4, 'f', 0),
    ],
    functions: [{ name: 'f', line: 1, tracing_count: 2, concretes: [{ index: 0, calls: 2 }, { index: 1, calls: 0 }] }],
    error: null,
  };
  const steps = stepsOf(run);
  assert.equal(steps.length, 2);
  assert.deepEqual(resultAtStep(run, steps[0]).functions[0].concretes.map((c) => c.index), [0]);
  assert.deepEqual(resultAtStep(run, steps[1]).functions[0].concretes.map((c) => c.index), [0, 1]);
});

test('a run without tf.function calls has no steps', () => {
  assert.deepEqual(stepsOf({ events: [ev(0, 'print', 'python', 'hi\n', 1)], functions: [] }), []);
  assert.deepEqual(stepsOf(null), []);
});

test('the step label names the call as written, its position and what the cache did', () => {
  const steps = stepsOf(RUN);
  assert.equal(stepLabel(SOURCE, steps[0], 3), 'call 1 of 3 · f(1) · traced concrete function #0');
  assert.equal(stepLabel(SOURCE, steps[2], 3), 'call 3 of 3 · f(1) · reused concrete function #0');
});

test('callText finds the call on its line, cuts long calls and falls back to name and line', () => {
  const step = { line: 1, name: 'f', call: { function: 'f' } };
  assert.equal(callText('y = model.f(tf.constant([1, 2]), k=(3, 4)) + 1', step), 'f(tf.constant([1, 2]), k=(3, 4))');
  assert.equal(callText('print(elf(1), f(2))', step), 'f(2)');
  assert.equal(callText(`f(${'1, '.repeat(30)}1)`, step, 10), 'f(1, 1, 1…');
  assert.equal(callText('model.fit(x, y)', { line: 1, name: 'multi_step_on_iterator', call: { function: 'multi_step_on_iterator' } }), 'multi_step_on_iterator (line 1)');
});

test('a call whose trace raised is its own step, serving no concrete function', () => {
  // f(1.0) traces #0, f(2.0) reuses it, f(tf.constant(3)) starts trace #1, whose body raises.
  const ev = (seq, kind, clock, text, line, concrete) => ({ seq, kind, clock, text, stream: 'stdout', line, function: 'f', function_index: 0, concrete });
  const result = {
    ok: false,
    events: [
      ev(0, 'trace', 'trace', 'tracing f (concrete function 0): first call\n', 8, 0),
      ev(1, 'call', 'python', 'f call 1: traced concrete function 0\n', 8, 0),
      ev(2, 'call', 'python', 'f call 2: reused concrete function 0\n', 9, 0),
      ev(3, 'trace', 'trace', 'tracing f (concrete function 1): x: dtype float32 -> int32\n', 10, 1),
      ev(4, 'print', 'trace', 'tracing\n', 5, 1),
      ev(5, 'call', 'python', 'f call 3: tracing failed\n', 10, null),
    ],
    functions: [{ name: 'f', line: 4, tracing_count: 1, concretes: [{ index: 0, signature: '(x)', calls: 2, traced_at_call: 1, reason: 'first call' }] }],
    error: { type: 'TypeError', message: 'x', line: 6, column: 12, traceback: '' },
  };
  const steps = stepsOf(result);
  assert.equal(steps.length, 3);
  assert.equal(steps[2].line, 10);
  assert.equal(steps[2].concrete, null);
  assert.equal(steps[2].end, 6);
  assert.equal(stepLabel('\n'.repeat(9) + 'f(tf.constant(3))', steps[2], 3), 'call 3 of 3 · f(tf.constant(3)) · tracing failed');
  // The failed trace's print is under its own call, not under call 2.
  assert.deepEqual(steps[1].call.tracePrints, []);
  assert.deepEqual(steps[2].call.tracePrints.map((e) => e.seq), [4]);
  assert.deepEqual(resultAtStep(result, steps[2]).functions[0].concretes.map((c) => c.index), [0]);
});
