// Unit tests of the page's pure modules (no DOM): node --test web/test/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  callLines, callNotes, callOutcome, callsByOutput, concretesUsedAtLine, describeCall, findConcrete, functionKey, functionLabel, groupCalls, laneOf,
  engineFailure, exitStatus, linesServedBy, nameIsShared, opsOf, partialFunctions, runAnnouncement, runEnding, sourceColours, twiceTraced, unfinishedTraces, withFunctionLabel,
} from '../src/run-model.js';
import { callSites, grade, kerasSites, ledgerRows, normalize, scoreText } from '../src/predict/grade.js';
import { explainWarning, groupWarnings, isFirstOfItsWarnings } from '../src/warnings.js';
import { validateHostMessage } from '../src/shell/embed.js';
import { callTags } from '../src/panes/lines.js';

const ev = (seq, kind, clock, text, line, fn = null, concrete = null) => ({
  seq, kind, clock, text, stream: kind === 'tfprint' ? 'stderr' : 'stdout', line, function: fn, concrete,
});

const DOUBLE = {
  ok: true,
  events: [
    ev(0, 'trace', 'trace', 'tracing double (concrete function 0): first call\n', 9, 'double', 0),
    ev(1, 'print', 'trace', 'Tracing with Tensor("x:0", shape=(2,), dtype=int32)\n', 5, 'double', 0),
    ev(2, 'call', 'python', 'double call 1: traced concrete function 0\n', 9, 'double', 0),
    ev(3, 'tfprint', 'graph', 'Executing with [1 2]\n', 6, 'double', 0),
    ev(4, 'call', 'python', 'double call 2: reused concrete function 0\n', 10, 'double', 0),
    ev(5, 'tfprint', 'graph', 'Executing with [3 4]\n', 6, 'double', 0),
    ev(6, 'print', 'python', 'done\n', 12),
  ],
  functions: [{ name: 'double', line: 4, tracing_count: 1, concretes: [{ index: 0, signature: '(x)', calls: 2, traced_at_call: 1, reason: 'first call' }] }],
  error: null,
};

test('groupCalls splits the log into calls with their trace and graph output', () => {
  const calls = groupCalls(DOUBLE);
  assert.equal(calls.length, 2);
  assert.deepEqual(calls.map((c) => [c.n, c.callNumber, c.traced, c.line, c.concrete]), [[1, 1, true, 9, 0], [2, 2, false, 10, 0]]);
  assert.deepEqual(calls[0].tracePrints.map((e) => e.seq), [1]);
  assert.deepEqual(calls[0].graphPrints.map((e) => e.seq), [3]);
  assert.deepEqual(calls[1].graphPrints.map((e) => e.seq), [5]);
  assert.equal(describeCall(DOUBLE, calls[1]), 'Call 2 of double reused concrete function #0 (traced at call 1): its inputs matched that signature, so the Python body did not run.');
});

test('a first call that creates variables traces twice', () => {
  const result = {
    events: [
      ev(0, 'trace', 'trace', 'tracing bump (concrete function 0): first call\n', 8, 'bump', 0),
      ev(1, 'print', 'trace', 'tracing bump\n', 3, 'bump', 0),
      ev(2, 'trace', 'trace', 'tracing bump (concrete function 1): first call (no variable creation)\n', 8, 'bump', 1),
      ev(3, 'print', 'trace', 'tracing bump\n', 3, 'bump', 1),
      ev(4, 'call', 'python', 'bump call 1: traced concrete function 1\n', 8, 'bump', 1),
      ev(5, 'tfprint', 'graph', 'total = 1\n', 6, 'bump', 1),
    ],
    functions: [],
  };
  const [call] = groupCalls(result);
  assert.equal(call.traces.length, 2);
  assert.equal(call.tracePrints.length, 2);
  assert.match(describeCall(result, call), /It traced 2 times/);
});

// outer calls inner while it traces: inner's call is part of outer's graph.
const NESTED = [
  ev(0, 'trace', 'trace', 'tracing outer (concrete function 0): first call\n', 10, 'outer', 0),
  ev(1, 'trace', 'trace', 'tracing inner (concrete function 0): first call\n', 6, 'inner', 0),
  ev(2, 'print', 'trace', 'inner traced\n', 3, 'inner', 0),
  ev(3, 'call', 'python', 'inner call 1: traced concrete function 0\n', 6, 'inner', 0),
  ev(4, 'call', 'python', 'outer call 1: traced concrete function 0\n', 10, 'outer', 0),
  ev(5, 'tfprint', 'graph', 'hi\n', 4, 'outer', 0),
];

test('calls made while another function traces are nested, not top-level', () => {
  const result = { events: NESTED, functions: [] };
  const calls = groupCalls(result);
  assert.equal(calls.length, 1);
  assert.equal(calls[0].function, 'outer');
  assert.equal(calls[0].nested.length, 1);
  assert.deepEqual(calls[0].tracePrints.map((e) => e.text), ['inner traced\n']);
  assert.deepEqual(calls[0].graphPrints.map((e) => e.text), ['hi\n']);
});

test('callsByOutput: the call that printed each trace-time and graph-time line', () => {
  const calls = callsByOutput(DOUBLE);
  assert.deepEqual([...calls].map(([seq, call]) => [seq, call.callNumber, call.event.seq]), [[1, 1, 2], [3, 1, 2], [5, 2, 4]]);
  // The "call N" tags say the Timeline's number ("double call 2") and point at the call event.
  assert.deepEqual([...callTags(DOUBLE).values()].map((t) => [t.label, t.callSeq]), [['call 1', 2], ['call 1', 2], ['call 2', 4]]);
  // With calls of two functions, a tag names the function; prints inside a nested call's trace
  // belong to the top-level call that traced.
  const two = { events: [...DOUBLE.events.slice(0, 6), ...NESTED.map((e) => ({ ...e, seq: e.seq + 10 }))], functions: [] };
  assert.deepEqual([...callTags(two)].map(([seq, t]) => [seq, t.label, t.callSeq]), [
    [1, 'double call 1', 2], [3, 'double call 1', 2], [5, 'double call 2', 4], [12, 'outer call 1', 14], [15, 'outer call 1', 14],
  ]);
});

// Keras's fit: multi_step_on_iterator traces once and, inside, one_step_on_data twice (its
// first call creates variables); train_step's print runs in both inner traces; the progress
// bar is printed in pieces on the fit line.
const FIT = {
  ok: true,
  events: [
    ev(0, 'trace', 'trace', 'tracing multi_step_on_iterator (concrete function 0): first call\n', 28, 'multi_step_on_iterator', 0),
    ev(1, 'trace', 'trace', 'tracing one_step_on_data (concrete function 0): first call\n', 28, 'one_step_on_data', 0),
    ev(2, 'print', 'trace', 'print: train_step runs\n', 19, 'one_step_on_data', 0),
    ev(3, 'trace', 'trace', 'tracing one_step_on_data (concrete function 1): variables created on first call: traced again without variable creation\n', 28, 'one_step_on_data', 1),
    ev(4, 'print', 'trace', 'print: train_step runs\n', 19, 'one_step_on_data', 1),
    ev(5, 'call', 'python', 'one_step_on_data call 1: traced concrete function 1\n', 28, 'one_step_on_data', 1),
    ev(6, 'call', 'python', 'multi_step_on_iterator call 1: traced concrete function 0\n', 28, 'multi_step_on_iterator', 0),
    ev(7, 'tfprint', 'graph', '\x1b[1mtf.print\x1b[0m: train_step runs\n', 20, 'multi_step_on_iterator', 0),
    ev(8, 'call', 'python', 'multi_step_on_iterator call 2: reused concrete function 0\n', 28, 'multi_step_on_iterator', 0),
    ev(9, 'tfprint', 'graph', 'step 1\rstep 2\n', 20, 'multi_step_on_iterator', 0),
  ],
  functions: [
    { name: 'one_step_on_data', line: 28, tracing_count: 2, concretes: [
      { index: 0, signature: '(data)', calls: 0, traced_at_call: 1, reason: 'first call' },
      { index: 1, signature: '(data)', calls: 1, traced_at_call: 1, reason: 'variables created on first call: traced again without variable creation' },
    ] },
    { name: 'multi_step_on_iterator', line: 28, tracing_count: 1, concretes: [{ index: 0, signature: '(iterator)', calls: 2, traced_at_call: 1, reason: 'first call' }] },
  ],
  error: null,
};

test("fit's nested traces: the outer call owns the inner function's traces and prints", () => {
  const calls = groupCalls(FIT);
  assert.deepEqual(calls.map((c) => [c.function, c.callNumber, c.traced]), [['multi_step_on_iterator', 1, true], ['multi_step_on_iterator', 2, false]]);
  assert.deepEqual(calls[0].innerTraces.map((e) => e.seq), [1, 3]);
  assert.equal(calls[0].tracePrints.length, 2);
  assert.equal(twiceTraced(calls[0]), 'one_step_on_data');
  assert.equal(twiceTraced(calls[1]), null);
  assert.match(describeCall(FIT, calls[0]), /While it traced, it called one_step_on_data, which traced 2 times: a first call that creates tf\.Variables/);
});

test('the ledger compares what a terminal shows, and explains the inner function tracing twice', () => {
  const rows = ledgerRows(FIT, '');
  assert.equal(rows[0].actual.graph, 'tf.print: train_step runs');
  assert.equal(rows[1].actual.graph, 'step 2');
  const graded = grade(rows, { 'multi_step_on_iterator:1': { outcome: 'traces', trace: 'print: train_step runs', graph: 'tf.print: train_step runs' } }, FIT);
  const trace = graded.rows[0].fields.trace;
  assert.equal(trace.ok, false);
  assert.match(trace.why, /It ran twice: one_step_on_data, which this call runs, traced twice because its first call created tf\.Variables\./);
  assert.equal(graded.rows[0].fields.graph.ok, true);
});

// fit on line 7, then evaluate on line 9: each makes its own one_step_on_data and
// multi_step_on_iterator (function_index 0, 1 and 2, 3), with call numbers of their own.
const fx = (seq, kind, text, line, fn, index, concrete = 0) => ({ ...ev(seq, kind, kind === 'trace' ? 'trace' : 'python', text, line, fn, concrete), function_index: index });
const FIT_THEN_EVALUATE = {
  ok: true,
  events: [
    fx(0, 'trace', 'tracing multi_step_on_iterator (concrete function 0): first call\n', 7, 'multi_step_on_iterator', 1),
    fx(1, 'trace', 'tracing one_step_on_data (concrete function 0): first call\n', 7, 'one_step_on_data', 0),
    fx(2, 'call', 'one_step_on_data call 1: traced concrete function 0\n', 7, 'one_step_on_data', 0),
    fx(3, 'call', 'multi_step_on_iterator call 1: traced concrete function 0\n', 7, 'multi_step_on_iterator', 1),
    fx(4, 'call', 'multi_step_on_iterator call 2: reused concrete function 0\n', 7, 'multi_step_on_iterator', 1),
    fx(5, 'trace', 'tracing multi_step_on_iterator (concrete function 0): first call\n', 9, 'multi_step_on_iterator', 3),
    fx(6, 'trace', 'tracing one_step_on_data (concrete function 0): first call\n', 9, 'one_step_on_data', 2),
    fx(7, 'call', 'one_step_on_data call 1: traced concrete function 0\n', 9, 'one_step_on_data', 2),
    fx(8, 'call', 'multi_step_on_iterator call 1: traced concrete function 0\n', 9, 'multi_step_on_iterator', 3),
  ],
  functions: [
    { name: 'one_step_on_data', line: 7, tracing_count: 1, concretes: [{ index: 0, signature: '(data)', calls: 1, traced_at_call: 1, reason: 'first call' }] },
    { name: 'multi_step_on_iterator', line: 7, tracing_count: 1, concretes: [{ index: 0, signature: '(iterator)', calls: 2, traced_at_call: 1, reason: 'first call' }] },
    { name: 'one_step_on_data', line: 9, tracing_count: 1, concretes: [{ index: 0, signature: '(data)', calls: 1, traced_at_call: 1, reason: 'first call' }] },
    { name: 'multi_step_on_iterator', line: 9, tracing_count: 1, concretes: [{ index: 0, signature: '(iterator)', calls: 1, traced_at_call: 1, reason: 'first call' }] },
  ],
  error: null,
};

test('functions that share a name (fit and evaluate) stay apart by function_index', () => {
  const calls = groupCalls(FIT_THEN_EVALUATE);
  assert.deepEqual(calls.map((c) => [c.function, c.key, c.callNumber, c.traced, c.line]), [
    ['multi_step_on_iterator', 1, 1, true, 7],
    ['multi_step_on_iterator', 1, 2, false, 7],
    ['multi_step_on_iterator', 3, 1, true, 9],
  ]);
  assert.deepEqual([0, 1, 2, 3].map((i) => functionLabel(FIT_THEN_EVALUATE, i)), [
    'one_step_on_data (line 7)',
    'multi_step_on_iterator (line 7)',
    'one_step_on_data (line 9)',
    'multi_step_on_iterator (line 9)',
  ]);
  assert.equal(functionLabel(DOUBLE, 0), 'double');
  assert.equal(nameIsShared(DOUBLE, 0), false);
  // The Timeline's call and trace texts name the function the same way.
  const texts = FIT_THEN_EVALUATE.events.map((e) => withFunctionLabel(FIT_THEN_EVALUATE, e, e.text));
  assert.equal(texts[4], 'multi_step_on_iterator (line 7) call 2: reused concrete function 0\n');
  assert.equal(texts[5], 'tracing multi_step_on_iterator (line 9) (concrete function 0): first call\n');
  assert.equal(withFunctionLabel(DOUBLE, { function_index: 0 }, 'double call 1'), 'double call 1');
  // fit with validation data: the training and the evaluation functions share name and line.
  const fns = (names) => ({ functions: names.map(([name, line]) => ({ name, line, tracing_count: 1, concretes: [] })) });
  const withValidation = fns([['one_step_on_data', 14], ['multi_step_on_iterator', 14], ['one_step_on_data', 14], ['multi_step_on_iterator', 14], ['one_step_on_data', 16]]);
  assert.deepEqual([0, 1, 2, 3, 4].map((i) => functionLabel(withValidation, i)), [
    'one_step_on_data (line 14, 1st)',
    'multi_step_on_iterator (line 14, 1st)',
    'one_step_on_data (line 14, 2nd)',
    'multi_step_on_iterator (line 14, 2nd)',
    'one_step_on_data (line 16)',
  ]);
  const many = fns(Array.from({ length: 23 }, () => ['f', 3]));
  assert.deepEqual([0, 1, 2, 3, 10, 11, 12, 20, 21, 22].map((i) => functionLabel(many, i).slice('f (line 3, '.length, -1)),
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd']);
  // Calls inside another trace count too, as the engine numbers them.
  assert.deepEqual([...callLines(FIT_THEN_EVALUATE)], [['0#1', 7], ['1#1', 7], ['1#2', 7], ['2#1', 9], ['3#1', 9]]);
  assert.deepEqual(linesServedBy(FIT_THEN_EVALUATE, 3, 0), [9]);
  assert.deepEqual(linesServedBy(FIT_THEN_EVALUATE, 1, 0), [7]);
  assert.deepEqual([...concretesUsedAtLine(FIT_THEN_EVALUATE, 9)], ['2#0', '3#0']);
  assert.equal(findConcrete(FIT_THEN_EVALUATE, 3, 0).fn.line, 9);
  assert.equal(findConcrete(FIT_THEN_EVALUATE, 'multi_step_on_iterator', 0).fn.line, 7);
  // Without function_index (an older result), names stand for their first function.
  assert.equal(functionKey(DOUBLE, DOUBLE.events[0]), 0);
  assert.deepEqual(ledgerRows(FIT_THEN_EVALUATE).map((r) => r.key), [
    'multi_step_on_iterator@1:1',
    'multi_step_on_iterator@1:2',
    'multi_step_on_iterator@3:1',
  ]);
});

test('a trace with no call (Dataset.map) keeps its own entry and graph prints', () => {
  const result = {
    events: [
      ev(0, 'trace', 'trace', 'tracing plus_one (concrete function 0): first call\n', 10, 'plus_one', 0),
      ev(1, 'print', 'trace', 'tracing plus_one\n', 4, 'plus_one', 0),
      ev(2, 'print', 'python', 'map() returned\n', 11),
      ev(3, 'tfprint', 'graph', 'mapping 10\n', 5, 'plus_one', 0),
    ],
    functions: [],
  };
  const calls = groupCalls(result);
  assert.equal(calls.length, 1);
  assert.equal(calls[0].event, null);
  assert.equal(calls[0].graphPrints.length, 1);
  const rows = ledgerRows(result, 'a\n'.repeat(12));
  assert.equal(rows[0].actual.outcome, 'traces');
});

test('a tf.function called on the top level right after a Dataset.map trace is a top-level call', () => {
  // ds = Dataset.range(3).map(lambda x: x + 1) on line 2, then f(...) on lines 6 and 7, with no
  // top-level output between them (tfplay run --json).
  const mapEv = (seq, kind, text, line, fn, index) => ({ ...ev(seq, kind, kind === 'call' ? 'python' : 'trace', text, line, fn, 0), function_index: index });
  const result = {
    events: [
      mapEv(0, 'trace', 'tracing <lambda> (concrete function 0): traced once by Dataset.map()\n', 2, '<lambda>', null),
      mapEv(1, 'trace', 'tracing f (concrete function 0): first call\n', 6, 'f', 0),
      mapEv(2, 'call', 'f call 1: traced concrete function 0\n', 6, 'f', 0),
      mapEv(3, 'call', 'f call 2: reused concrete function 0\n', 7, 'f', 0),
    ],
    functions: [{ name: 'f', line: 4, tracing_count: 1, concretes: [] }],
  };
  const calls = groupCalls(result);
  assert.deepEqual(calls.map((c) => [c.function, c.event?.line ?? null, c.traced]), [['<lambda>', null, true], ['f', 6, true], ['f', 7, false]]);
  assert.equal(calls[0].nested.length, 0);
  // A tf.function the mapped function calls while it traces (its body comes before the .map()
  // line) stays nested in that trace.
  const nested = {
    events: [
      mapEv(0, 'trace', 'tracing h (concrete function 0): traced once by Dataset.map()\n', 10, 'h', null),
      mapEv(1, 'trace', 'tracing g (concrete function 0): first call\n', 9, 'g', 0),
      mapEv(2, 'call', 'g call 1: traced concrete function 0\n', 9, 'g', 0),
      mapEv(3, 'trace', 'tracing f (concrete function 0): first call\n', 11, 'f', 1),
      mapEv(4, 'call', 'f call 1: traced concrete function 0\n', 11, 'f', 1),
    ],
    functions: [{ name: 'g', line: 3, tracing_count: 1, concretes: [] }, { name: 'f', line: 6, tracing_count: 1, concretes: [] }],
  };
  const grouped = groupCalls(nested);
  assert.deepEqual(grouped.map((c) => [c.function, c.event?.line ?? null]), [['h', null], ['f', 11]]);
  assert.equal(grouped[0].nested.length, 1);
});

test('lanes, lines served and a cache rebuilt from events', () => {
  assert.deepEqual(DOUBLE.events.map(laneOf), ['trace', 'trace', 'python', 'graph', 'python', 'graph', 'python']);
  assert.deepEqual(linesServedBy(DOUBLE, 'double', 0), [9, 10]);
  assert.deepEqual(partialFunctions(DOUBLE.events), [
    { name: 'double', line: 0, tracing_count: 1, concretes: [{ index: 0, signature: '(not known: the run was stopped)', calls: 2, traced_at_call: 1, reason: 'first call' }] },
  ]);
});

test('predictions are graded leniently and misses explained', () => {
  assert.equal(normalize('  a   b \n\n c '), 'a b\nc');
  assert.equal(normalize('nothing'), '');
  assert.equal(normalize("print('x')"), 'print("x")');
  const rows = ledgerRows(DOUBLE, 'x\n'.repeat(12));
  assert.deepEqual(rows.map((r) => r.key), ['double:1', 'double:2']);
  const g = grade(rows, {
    'double:1': { outcome: 'traces', trace: 'Tracing with Tensor("x:0", shape=(2,), dtype=int32)', graph: 'Executing with [1 2]' },
    'double:2': { outcome: 'traces', trace: 'Tracing with Tensor("x:0", shape=(2,), dtype=int32)', graph: '' },
  }, DOUBLE);
  assert.equal(g.score, 3);
  assert.equal(g.total, 6);
  const second = g.rows[1].fields;
  assert.match(second.outcome.why, /reused concrete function #0/);
  assert.match(second.trace.why, /did not run/);
  assert.match(second.graph.why, /runs every time the graph runs/);
});

// The default example's text, its calls of double on lines 9, 10 and 11.
const DOUBLE_SOURCE = `import tensorflow as tf

@tf.function
def double(x):
    print("Tracing with", x)
    tf.print("Executing with", x)
    return x * 2

double(tf.constant([1, 2]))
double(tf.constant([3, 4]))
double(tf.constant([1, 2, 3]))
`;

// Before, "Check" with nothing filled in scored 200 of 300: an empty box counted as a right
// "nothing".
test('a row left blank is not scored; in an answered row an empty box means nothing', () => {
  const rows = ledgerRows(DOUBLE, 'x\n'.repeat(12));
  const none = grade(rows, {}, DOUBLE);
  assert.equal(none.score, 0);
  assert.equal(none.total, 0);
  assert.equal(none.blank, 2);
  assert.equal(scoreText(none), 'Nothing to score: the 2 calls were left blank. Choose what a call does to predict it.');
  // One call: "the call was", not "the 1 call were".
  assert.equal(scoreText({ score: 0, total: 0, blank: 1 }), 'Nothing to score: the call was left blank. Choose what a call does to predict it.');
  // Call 2 answered with its outcome only: its empty print boxes are a right "nothing".
  const one = grade(rows, { 'double:2': { outcome: 'reuses', trace: '', graph: '' } }, DOUBLE);
  assert.deepEqual([one.score, one.total, one.blank], [2, 3, 1]);
  assert.deepEqual(one.rows.map((r) => r.blank), [true, false]);
  assert.equal(scoreText(one), '2 of 3 predictions right. 1 call left blank is not counted.');
  // A box written in answers the row too.
  assert.equal(grade(rows, { 'double:1': { outcome: '', trace: 'x', graph: '' } }, DOUBLE).total, 3);
});

test('a call turned away before it started is a row to predict its error', () => {
  // Line 11's call raises while binding its arguments: no trace, no call event.
  const traceback = 'Traceback (most recent call last):\n  File "main.py", line 11, in <module>\n    double(tf.constant([1, 2, 3]))\nTypeError: bad\n';
  const result = { ...DOUBLE, ok: false, error: { type: 'TypeError', message: 'bad', line: 11, column: 1, traceback } };
  const rows = ledgerRows(result, DOUBLE_SOURCE);
  assert.equal(rows.at(-1).actual.outcome, 'error');
  assert.equal(rows.at(-1).line, 11);
  const g = grade(rows, {}, result);
  assert.match(g.rows.at(-1).fields.outcome.why, /TypeError: bad/);
});

test('the ledger lists the same calls whether or not the program stops early', () => {
  const source = `import tensorflow as tf

@tf.function
def f(x):
    print("tracing", x)
    return x + 1.5

f(tf.constant(1.0))
f(tf.constant(3))
f(tf.constant(2.0))
for i in range(2):
    f(tf.constant(4.0))
print(f.experimental_get_tracing_count())
`;
  const fn = { name: 'f', line: 4, tracing_count: 1, concretes: [{ index: 0, signature: '(x)', calls: 1, traced_at_call: 1, reason: 'first call' }] };
  // tfplay run --json: line 9's call traces for int32, and x + 1.5 raises in the trace.
  const failed = {
    ok: false,
    events: [
      ev(0, 'trace', 'trace', 'tracing f (concrete function 0): first call\n', 8, 'f', 0),
      ev(1, 'print', 'trace', 'tracing Tensor("x:0", shape=(), dtype=float32)\n', 5, 'f', 0),
      ev(2, 'call', 'python', 'f call 1: traced concrete function 0\n', 8, 'f', 0),
      ev(3, 'trace', 'trace', 'tracing f (concrete function 1): x: dtype float32 -> int32\n', 9, 'f', 1),
      ev(4, 'print', 'trace', 'tracing Tensor("x:0", shape=(), dtype=int32)\n', 5, 'f', 1),
      ev(5, 'call', 'python', 'f call 2: tracing failed\n', 9, 'f', null),
      ev(6, 'error', 'python', 'Traceback ...\n', 6),
    ],
    functions: [fn],
    error: {
      type: 'TypeError',
      message: 'in user code: ...',
      line: 6,
      column: 12,
      traceback: 'Traceback (most recent call last):\n  File "main.py", line 9, in <module>\n    f(tf.constant(3))\n  File "main.py", line 6, in f\n    return x + 1.5\nTypeError: in user code: ...\n',
    },
  };
  const rows = ledgerRows(failed, source);
  assert.deepEqual(rows.map((r) => [r.key, r.line, r.actual.outcome]), [
    ['f:1', 8, 'traces'],
    ['f:2', 9, 'error'],
    ['f:3', 10, 'skipped'],
    ['f:4', 12, 'skipped'],
  ]);
  // As the rows of the run had line 9 not raised (the loop's calls made once here).
  const clean = {
    ok: true,
    events: [
      ev(0, 'trace', 'trace', 'tracing f (concrete function 0): first call\n', 8, 'f', 0),
      ev(1, 'call', 'python', 'f call 1: traced concrete function 0\n', 8, 'f', 0),
      ev(2, 'call', 'python', 'f call 2: reused concrete function 0\n', 9, 'f', 0),
      ev(3, 'call', 'python', 'f call 3: reused concrete function 0\n', 10, 'f', 0),
      ev(4, 'call', 'python', 'f call 4: reused concrete function 0\n', 12, 'f', 0),
    ],
    functions: [fn],
    error: null,
  };
  assert.deepEqual(ledgerRows(clean, source).map((r) => [r.key, r.line]), rows.map((r) => [r.key, r.line]));
  // "Does not run" is an answer, and a wrong one is explained.
  const g = grade(rows, { 'f:2': { outcome: 'error' }, 'f:3': { outcome: 'skipped' }, 'f:4': { outcome: 'reuses' } }, failed);
  assert.equal(g.rows[1].fields.outcome.ok, true);
  assert.equal(g.rows[2].fields.outcome.ok, true);
  assert.equal(g.rows[3].fields.outcome.ok, false);
  assert.equal(g.rows[3].fields.outcome.expected, 'does not run');
  assert.equal(g.rows[3].fields.outcome.why, 'This call did not run: line 9 raised TypeError, which stopped the program.');
});

test('an error outside any tf.function call has no row of its own', () => {
  const source = DOUBLE_SOURCE.replace('double(tf.constant([1, 2, 3]))', 'print(undefined_name)\ndouble(tf.constant([5, 6]))');
  const traceback = 'Traceback (most recent call last):\n  File "main.py", line 11, in <module>\n    print(undefined_name)\nNameError: name \'undefined_name\' is not defined\n';
  const result = { ...DOUBLE, ok: false, error: { type: 'NameError', message: "name 'undefined_name' is not defined", line: 11, column: 7, traceback } };
  assert.deepEqual(ledgerRows(result, source).map((r) => [r.key, r.line, r.actual.outcome]), [
    ['double:1', 9, 'traces'],
    ['double:2', 10, 'reuses'],
    ['double:3', 12, 'skipped'],
  ]);
});

test('callSites finds the calls of decorated functions, tf.function(...) results and decorated methods, outside bodies', () => {
  const source = `import tensorflow as tf
@tf.function(reduce_retracing=True)
def f(x):
    return g(x)  # inside a body: not a site
g = tf.function(lambda x: x)
class M(tf.Module):
    @tf.function
    def step(self, x):
        return x
m = M()
print(f(1), "f(2)")  # a string is no call
m.step(2)
tf.add(1, 2)
`;
  assert.deepEqual(callSites(source), [{ line: 11, name: 'f' }, { line: 12, name: 'step' }]);
});

test('the retracing warning is explained with the calls that traced', () => {
  const events = [];
  for (let i = 0; i < 5; i++) {
    events.push(ev(events.length, 'trace', 'trace', `tracing f (concrete function ${i}): n: ${i - 1} -> ${i}\n`, 7, 'f', i));
    events.push(ev(events.length, 'call', 'python', `f call ${i + 1}: traced concrete function ${i}\n`, 7, 'f', i));
  }
  const warning = ev(events.length, 'warning', 'python', 'WARNING:tensorflow:5 out of the last 5 calls to <function f at 0x1> triggered tf.function retracing. Tracing is expensive\n', 7, 'f');
  events.push(warning);
  const functions = [{ name: 'f', line: 3, tracing_count: 5, concretes: [0, 1, 2, 3, 4].map((i) => ({ index: i, signature: '', calls: 1, traced_at_call: i + 1, reason: `reason ${i}` })) }];
  const info = explainWarning(warning, { events, functions });
  assert.equal(info.title, 'Retracing warning');
  assert.equal(info.summary, '5 of the last 5 calls to f traced a new graph');
  assert.deepEqual(info.causes.map((c) => c.label), [0, 1, 2, 3, 4].map((i) => `call ${i + 1} (line 7) traced: reason ${i}`));
});

test('the tf.data run_functions_eagerly UserWarning is explained with its line', () => {
  const text = '/usr/local/lib/python3.12/site-packages/tensorflow/python/data/ops/structured_function.py:253: UserWarning: ' +
    'Even though the `tf.config.experimental_run_functions_eagerly` option is set, this option does not apply to tf.data ' +
    'functions. To force eager execution of tf.data functions, please use `tf.data.experimental.enable_debug_mode()`.\n' +
    '  warnings.warn(\n';
  const info = explainWarning(ev(0, 'warning', 'python', text, 4), { events: [], functions: [] });
  assert.equal(info.title, 'run_functions_eagerly does not reach tf.data');
  assert.deepEqual(info.causes, [{ line: 4, label: 'line 4' }]);
});

test('host messages are validated', () => {
  assert.deepEqual(validateHostMessage({ type: 'tfplay:run' }), { ok: true, message: { type: 'tfplay:run' } });
  assert.deepEqual(validateHostMessage({ type: 'tfplay:setCode', code: 'x' }), { ok: true, message: { type: 'tfplay:setCode', code: 'x', run: false } });
  assert.equal(validateHostMessage({ type: 'tfplay:setCode', code: 1 }).ok, false);
  assert.equal(validateHostMessage({ type: 'tfplay:setCode', code: 'x'.repeat(200_001) }).ok, false);
  assert.equal(validateHostMessage({ type: 'tfplay:setCode', code: 'x', run: 1 }).ok, false);
  assert.equal(validateHostMessage(['tfplay:run']).ok, false);
  assert.equal(validateHostMessage(null).ok, false);
  assert.equal(validateHostMessage({ type: '__proto__' }).ok, false);
});

test('a call whose trace raised is noted as a failed trace, not as a concrete function', () => {
  const failed = {
    events: [
      ev(0, 'trace', 'trace', 'tracing f (concrete function 0): first call\n', 8, 'f', 0),
      ev(1, 'call', 'python', 'f call 1: traced concrete function 0\n', 8, 'f', 0),
      ev(2, 'trace', 'trace', 'tracing f (concrete function 1): x: dtype float32 -> int32\n', 10, 'f', 1),
      ev(3, 'call', 'python', 'f call 2: tracing failed\n', 10, 'f', null),
    ],
    functions: [{ name: 'f', line: 4, tracing_count: 1, concretes: [{ index: 0, signature: '(x)', calls: 1, traced_at_call: 1, reason: 'first call' }] }],
  };
  const notes = callNotes(failed);
  assert.deepEqual(notes.map((n) => n.text), ['⟵ traced #0: first call', '⟵ tracing failed']);
  assert.match(notes[1].hover, /raised an error: no concrete function was made/);
  const calls = groupCalls(failed);
  assert.deepEqual(calls.map((c) => [c.failed, c.concrete]), [[false, 0], [true, null]]);
});

// g(n) returns g(n): every level traces and raises; the call events come innermost first.
const RECURSION = {
  ok: false,
  events: [
    ev(0, 'trace', 'trace', 'tracing g (concrete function 0): first call\n', 5, 'g', 0),
    ...[1, 2, 3].map((i) => ev(i, 'trace', 'trace', 'tracing g (concrete function 0): first call\n', 4, 'g', 0)),
    ...[4, 3, 2].map((n, i) => ev(4 + i, 'call', 'trace', `g call ${n}: tracing failed\n`, 4, 'g', null)),
    ev(7, 'call', 'python', 'g call 1: tracing failed\n', 5, 'g', null),
    ev(8, 'error', 'python', 'Traceback ...\n', 4),
  ],
  functions: [{ name: 'g', line: 3, tracing_count: 0, concretes: [] }],
  error: { type: 'StagingError', message: 'recursion', line: 4 },
};

test('a line whose every trace raised says so: no call there traced or reused a concrete function', () => {
  assert.deepEqual(callNotes(RECURSION).map(({ hover, ...n }) => n), [
    { line: 4, text: '⟵ 3 calls: tracing failed', kind: 'failed' },
    { line: 5, text: '⟵ tracing failed', kind: 'failed' },
  ]);
  assert.deepEqual(groupCalls(RECURSION).map(callOutcome), ['failed', 'failed', 'failed', 'failed']);
  // h(x) returns x + "a", called three times in try/except: each call traced, and each trace raised.
  const tries = { events: [0, 1, 2].flatMap((i) => [
    ev(10 * i, 'trace', 'trace', `tracing h (concrete function ${i}): first call\n`, 7, 'h', i),
    ev(10 * i + 1, 'call', 'python', `h call ${i + 1}: tracing failed\n`, 7, 'h', null),
  ]), functions: [{ name: 'h', line: 3, tracing_count: 0, concretes: [] }] };
  assert.deepEqual(callNotes(tries).map(({ hover, ...n }) => n), [{ line: 7, text: '⟵ 3 calls: tracing failed', kind: 'failed' }]);
  const some = { ...tries, events: [ev(30, 'trace', 'trace', 'tracing h (concrete function 3): first call\n', 7, 'h', 3),
    ev(31, 'call', 'python', 'h call 4: traced concrete function 3\n', 7, 'h', 3), ...tries.events] };
  assert.equal(callNotes(some)[0].text, '⟵ 4 calls: 1 traced, 0 reused, 3 failed to trace');
  assert.equal(callNotes(some)[0].kind, 'mixed');
});

test('a call note\'s tooltip describes the first five calls of its line and counts the rest', () => {
  const deep = { ...RECURSION, events: [
    ev(0, 'trace', 'trace', 'tracing g (concrete function 0): first call\n', 5, 'g', 0),
    ...Array.from({ length: 40 }, (_, i) => ev(1 + i, 'call', 'trace', `g call ${41 - i}: tracing failed\n`, 4, 'g', null)),
  ] };
  const hover = callNotes(deep)[0].hover.split('\n\n');
  assert.equal(hover.length, 6);
  assert.equal(hover.at(-1), '… and 35 more calls on this line.');
});

test('the run announcement counts failed traces apart from traced and reused calls', () => {
  assert.equal(runAnnouncement(RECURSION), 'Run finished: 4 tf.function calls, 0 traced, 0 reused, 4 failed to trace. StagingError on line 4.');
  assert.equal(runAnnouncement(DOUBLE), 'Run finished: 2 tf.function calls, 1 traced, 1 reused.');
  assert.equal(runAnnouncement({ events: [ev(0, 'print', 'python', 'hi\n', 1)], functions: [], error: null }), 'Run finished: no tf.function calls.');
});

test('call notes summarize each call line', () => {
  assert.deepEqual(callNotes(DOUBLE).map(({ hover, ...n }) => n), [
    { line: 9, text: '⟵ traced #0: first call', kind: 'traced' },
    { line: 10, text: '⟵ reused #0', kind: 'reused' },
  ]);
  const loop = { events: [0, 1, 2].flatMap((i) => [
    ...(i < 2 ? [ev(10 * i, 'trace', 'trace', `tracing f (concrete function ${i}): r\n`, 5, 'f', i)] : []),
    ev(10 * i + 1, 'call', 'python', 'f call\n', 5, 'f', Math.min(i, 1)),
  ]), functions: [] };
  assert.deepEqual(callNotes(loop).map(({ hover, ...n }) => n), [{ line: 5, text: '⟵ 3 calls: 2 traced, 1 reused', kind: 'mixed' }]);
});

test('opsOf reads a concrete function\'s ops; sourceColours gives each line a colour in line order', () => {
  const op = (name, line) => ({ name, type: 'Mul', inputs: [], dtype: 'int32', shape: '()', line, column: 0, captured: false, value: null });
  const ops = [op('x', 4), op('mul', 6), op('mul/y', 6), op('add', 5), op('Const', 0)];
  const result = { events: [], functions: [{ name: 'f', concretes: [{ index: 0, ops }, { index: 1 }] }], error: null };
  assert.equal(opsOf(result, 'f', 0), ops);
  assert.equal(opsOf(result, 'f', 1), null); // an engine that does not report ops
  assert.equal(opsOf(result, 'g', 0), null);
  assert.deepEqual([...sourceColours(ops)], [[4, 0], [5, 1], [6, 2]]);
  const many = Array.from({ length: 10 }, (_, i) => op(`op${i}`, i + 1));
  assert.equal(sourceColours(many).get(9), 0); // cycles after 8 colours
});

test('the large-unrolled-loop warning is explained and linked to its line', () => {
  // ag_logging.warn's template in tensorflow/python/autograph/operators/control_flow.py.
  const text =
    'WARNING:tensorflow:Large unrolled loop detected. Did you mean to use a TF loop? The following ops were created after iteration 3002: (<tf.Operation \'add_3001\' type=AddV2>,)\n' +
    'See https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/reference/common_errors.md#warning-large-unrolled-loop-detected\n';
  const warning = ev(3, 'warning', 'python', text, 6, 'f');
  const info = explainWarning(warning, { events: [warning], functions: [] });
  assert.equal(info.title, 'Large unrolled loop');
  assert.match(info.text, /tf\.range/);
  assert.deepEqual(info.causes, [{ line: 6, label: 'the loop near line 6' }]);
});

test('an unused TensorArray write is explained and linked to the write', () => {
  // tf_should_use.py _TFShouldUseHelper._check_sated's tf_logging.error text.
  const text =
    'ERROR:tensorflow:==================================\n' +
    "Object was never used (type <class 'tensorflow.python.ops.tensor_array_ops.TensorArray'>):\n" +
    '<tensorflow.python.ops.tensor_array_ops.TensorArray object at 0x7f0000000010>\n' +
    'If you want to mark it as used call its "mark_used()" method.\n';
  const warning = ev(2, 'warning', 'python', text, 3, null);
  const info = explainWarning(warning, { events: [warning], functions: [] });
  assert.equal(info.title, 'TensorArray write never used');
  assert.match(info.text, /write ta = ta\.write\(i, x\)/);
  assert.doesNotMatch(info.text, /`/);
  assert.deepEqual(info.causes, [{ line: 3, label: 'the write at line 3' }]);
});

test('groupWarnings merges a warning printed again at the same line, keeping first-seen order', () => {
  const never = (seq, line) =>
    ev(seq, 'warning', 'python', "ERROR:tensorflow:==================================\nObject was never used (type <class 'tensorflow.python.ops.tensor_array_ops.TensorArray'>):\n", line, null);
  const other = ev(3, 'warning', 'python', 'WARNING:tensorflow:something else\n', 9, null);
  const result = { events: [never(0, 4), never(1, 4), other, never(4, 7), never(5, 4)], functions: [] };
  const groups = groupWarnings(result);
  assert.deepEqual(groups.map((g) => [g.event.seq, g.count]), [[0, 3], [3, 1], [4, 1]]);
  assert.deepEqual(result.events.map((e) => isFirstOfItsWarnings(e, result)), [true, false, true, true, false]);
  assert.deepEqual(groupWarnings({ events: [] }), []);
});

// The watchdog stopped `print("start")` / `x = 7 ** 10 ** 7`: the error box said "(line 1)" and
// the editor marked the print, which had finished long before.
test('engineFailure keeps the output that arrived, and blames no line', () => {
  const records = [
    { seq: 0, kind: 'print', clock: 'python', text: 'start\n', stream: 'stdout', line: 1, function: null, concrete: null },
    { seq: 1, kind: 'print', clock: 'python', text: '0\n1\n', stream: 'stdout', line: 3, function: null, concrete: null, count: 2, ends: [2, 4] },
  ];
  const message = 'the program ran longer than 5 s, so the watchdog stopped it and restarted the engine';
  const result = engineFailure(message, { type: 'WatchdogTimeout', events: records });
  assert.equal(result.ok, false);
  assert.equal(result.exit_status, 1);
  assert.deepEqual(result.error, { type: 'WatchdogTimeout', message, line: 0, column: 0, traceback: `WatchdogTimeout: ${message}\n` });
  assert.deepEqual(result.events.slice(0, 2), records);
  assert.deepEqual(result.events[2], { seq: 3, kind: 'error', clock: 'python', text: `WatchdogTimeout: ${message}\n`, stream: 'stderr', line: 0, function: null, concrete: null });
  assert.deepEqual(engineFailure('no engine').error.line, 0);
});

test('unfinishedTraces names the functions whose trace raised before it made a concrete function', () => {
  const failed = {
    ok: false,
    events: [ev(0, 'trace', 'trace', 'tracing f (concrete function 0): first call\n', 5, 'f', 0)],
    functions: [
      { name: 'f', line: 3, tracing_count: 0, concretes: [] },
      { name: 'unused', line: 7, tracing_count: 0, concretes: [] },
    ],
    error: { type: 'ValueError', message: 'x', line: 4, column: 1, traceback: '' },
  };
  assert.deepEqual(unfinishedTraces(failed), ['f']);
  assert.deepEqual(unfinishedTraces(DOUBLE), []);
  assert.deepEqual(unfinishedTraces({ events: [], functions: [{ name: 'g', line: 1, tracing_count: 0, concretes: [] }] }), []);
});

test('runEnding tells a run that ended from one that raised and one a limit stopped', () => {
  assert.equal(runEnding(DOUBLE), 'done');
  assert.equal(runEnding(null), 'done');
  const raised = { ...DOUBLE, ok: false, error: { type: 'ValueError', message: 'bad', line: 3, column: 0, traceback: '' } };
  assert.equal(runEnding(raised), 'error');
  assert.equal(runEnding(engineFailure('the engine failed: trap')), 'error');
  for (const type of ['Stopped', 'WatchdogTimeout', 'StepBudgetExceeded']) assert.equal(runEnding(engineFailure('x', { type })), 'stopped');
});

test('exitStatus: the status a program chose with sys.exit, when no error says how the run ended', () => {
  // tfplay run --json: sys.exit(3) and sys.exit("msg") end with "ok" false and "error" null.
  assert.equal(exitStatus({ ok: false, events: [], functions: [], error: null, exit_status: 3 }), 3);
  assert.equal(exitStatus({ ok: false, events: [], functions: [], error: null, exit_status: 1 }), 1);
  // sys.exit() and sys.exit(0), a run that ended normally.
  assert.equal(exitStatus({ ok: true, events: [], functions: [], error: null, exit_status: 0 }), 0);
  // An uncaught exception (1) and KeyboardInterrupt (130) are shown as their error.
  const error = { type: 'KeyboardInterrupt', message: '', line: 1, column: 1, traceback: 'KeyboardInterrupt\n' };
  assert.equal(exitStatus({ ok: false, events: [], functions: [], error, exit_status: 130 }), 0);
  // An engine that does not report it, a live partial result, a stopped run.
  assert.equal(exitStatus({ ok: false, events: [], functions: [], error: null }), 0);
  assert.equal(exitStatus(engineFailure('stopped', { type: 'Stopped' })), 0);
  assert.equal(exitStatus(null), 0);
  assert.equal(runEnding({ ok: false, events: [], functions: [], error: null, exit_status: 3 }), 'done');
});

// FIT_THEN_EVALUATE's program: fit on line 7, evaluate on line 9.
const FIT_SOURCE = `import numpy as np
import keras
x = np.ones((8, 2), "float32")
y = np.zeros((8, 1), "float32")
model = keras.Sequential([keras.layers.Dense(1)])
model.compile(optimizer="adam", loss="mse")
model.fit(x, y, batch_size=4, epochs=2, verbose=0)
print("trained")
model.evaluate(x, y, verbose=0)
`;

test("predict mode: the calls Keras makes inside fit and evaluate are one row per line, the same rows whether or not the program stops before them", () => {
  const rows = ledgerRows(FIT_THEN_EVALUATE, FIT_SOURCE);
  assert.deepEqual(rows.map((r) => [r.key, r.label, r.line, r.actual.outcome]), [
    ['keras:7', 'model.fit', 7, 'traces'],
    ['keras:9', 'model.evaluate', 9, 'traces'],
  ]);
  assert.equal(rows[0].calls.length, 2);
  assert.equal(rows[0].code, 'model.fit(x, y, batch_size=4, epochs=2, verbose=0)');
  // The same program stopped by line 6 (compile's loss misspelt), before any call: the same rows, not run.
  const traceback = 'Traceback (most recent call last):\n  File "main.py", line 6, in <module>\n    model.compile(optimizer="adam", loss="mse")\nValueError: Could not interpret loss identifier: mse\n';
  const failed = { ok: false, events: [], functions: [], error: { type: 'ValueError', message: 'Could not interpret loss identifier: mse', line: 6, column: 1, traceback } };
  const stopped = ledgerRows(failed, FIT_SOURCE);
  assert.deepEqual(stopped.map((r) => [r.key, r.line, r.actual.outcome]), [['keras:7', 7, 'skipped'], ['keras:9', 9, 'skipped']]);
  // Stopped between the two: fit's row as it ran, evaluate's not run.
  const between = { ...FIT_THEN_EVALUATE, ok: false, events: FIT_THEN_EVALUATE.events.slice(0, 5), error: { ...failed.error, line: 8, traceback: traceback.replace('line 6', 'line 8') } };
  assert.deepEqual(ledgerRows(between, FIT_SOURCE).map((r) => [r.key, r.actual.outcome]), [['keras:7', 'traces'], ['keras:9', 'skipped']]);
  // fit refusing its data before its first step: its row raised, and evaluate's did not run.
  const refused = { ...failed, error: { ...failed.error, line: 7, traceback: traceback.replace('line 6', 'line 7') } };
  assert.deepEqual(ledgerRows(refused, FIT_SOURCE).map((r) => [r.key, r.actual.outcome]), [['keras:7', 'error'], ['keras:9', 'skipped']]);
  // Graded, a miss is explained with what the calls did.
  const graded = grade(rows, { 'keras:7': { outcome: 'reuses' }, 'keras:9': { outcome: 'skipped', trace: 'x' } }, FIT_THEN_EVALUATE);
  assert.equal(graded.rows[0].fields.outcome.ok, false);
  assert.match(graded.rows[0].fields.outcome.why, /^model\.fit made 2 tf\.function calls inside Keras \(1 traced, 1 reused\)\. Call 1 of multi_step_on_iterator traced/);
  const skipped = grade(stopped, { 'keras:9': { outcome: 'skipped', trace: 'x' } }, failed);
  assert.equal(skipped.rows[1].fields.outcome.ok, true);
  assert.equal(skipped.rows[1].fields.trace.why, 'This call did not run: line 6 raised ValueError, which stopped the program.');
});

test('kerasSites: the top-level lines that call a Keras method running tf.functions, in a program that mentions Keras', () => {
  assert.deepEqual(kerasSites(FIT_SOURCE), [{ line: 7, label: 'model.fit' }, { line: 9, label: 'model.evaluate' }]);
  const source = 'import keras\ndef train(m):\n    m.fit(x, y)\nprint(model.predict(x))  # model.fit(...) in a comment\nprint("model.fit(x)")\n';
  assert.deepEqual(kerasSites(source), [{ line: 4, label: 'model.predict' }]);
  assert.deepEqual(kerasSites('clf.fit(x, y)\n'), []);
});

// f calls itself while it traces (f(x, n) returns f(x + 1, n - 1)): each level traces its own
// concrete function (#0 outermost), and the run result records which call traced each one.
const RECURSIVE = {
  events: [
    ev(0, 'trace', 'trace', 'tracing f (concrete function 0): first call\n', 9, 'f', 0),
    ev(1, 'trace', 'trace', 'tracing f (concrete function 1): first call\n', 7, 'f', 1),
    ev(2, 'trace', 'trace', 'tracing f (concrete function 2): first call\n', 7, 'f', 2),
    ev(3, 'call', 'python', 'f call 3: traced concrete function 2\n', 7, 'f', 2),
    ev(4, 'call', 'python', 'f call 2: traced concrete function 1\n', 7, 'f', 1),
    ev(5, 'call', 'python', 'f call 1: traced concrete function 0\n', 9, 'f', 0),
    ev(6, 'call', 'python', 'f call 4: reused concrete function 0\n', 10, 'f', 0),
  ],
  functions: [{ name: 'f', line: 4, tracing_count: 3, concretes: [
    { index: 2, signature: '(n=0)', calls: 1, traced_at_call: 3, reason: 'first call' },
    { index: 1, signature: '(n=1)', calls: 1, traced_at_call: 2, reason: 'first call' },
    { index: 0, signature: '(n=2)', calls: 2, traced_at_call: 1, reason: 'first call' },
  ] }],
};

test('a tf.function calling itself: the calls its body made are nested in the call that traced', () => {
  const calls = groupCalls(RECURSIVE);
  assert.deepEqual(calls.map((c) => [c.callNumber, c.line, c.traced, c.concrete]), [[1, 9, true, 0], [2, 10, false, 0]]);
  assert.equal(calls[0].traces.length, 1);
  assert.equal(calls[0].innerTraces.length, 2);
  assert.equal(calls[0].nested.length, 2);
  assert.equal(callOutcome(calls[0]), 'traced');
});

test('callLines takes the call numbers the engine gives (a recursive function logs its calls as they end)', () => {
  const lines = callLines(RECURSIVE);
  assert.deepEqual([1, 2, 3, 4].map((n) => lines.get(`0#${n}`)), [9, 7, 7, 10]);
});
