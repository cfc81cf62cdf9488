// Canned run results for the stubbed-engine tests, shaped as design.md's run result and as the
// engine emits them (trace, trace-time prints, call, graph prints).
import { ev } from './fixtures.js';

const SPEC = (shape) => `x: TensorSpec(shape=${shape}, dtype=tf.int32, name=None)`;
export const SCALED_SIG = (shape, factor) => `(${SPEC(shape)}, factor: Literal[${factor}])`;

// The seed's `scaled` ledger with extras: a top-level print with markup, an eager tf.print, a
// warning and an uncaught exception.
export const SCALED = {
  ok: false,
  events: [
    ev(0, 'print', 'python', '<b>not bold</b>\n', 'stdout', 1),
    ev(1, 'trace', 'trace', 'tracing scaled (concrete function 0): first call\n', 'stdout', 13, 'scaled', 0),
    ev(2, 'print', 'trace', 'TRACE (2,) 2\n', 'stdout', 5, 'scaled', 0),
    ev(3, 'call', 'python', 'scaled call 1: traced concrete function 0\n', 'stdout', 13, 'scaled', 0),
    ev(4, 'tfprint', 'graph', 'RUN [2] 2\n', 'stderr', 6, 'scaled', 0),
    ev(5, 'call', 'python', 'scaled call 2: reused concrete function 0\n', 'stdout', 14, 'scaled', 0),
    ev(6, 'tfprint', 'graph', 'RUN [2] 2\n', 'stderr', 6, 'scaled', 0),
    ev(7, 'trace', 'trace', 'tracing scaled (concrete function 1): x: shape (2,) -> (4,)\n', 'stdout', 15, 'scaled', 1),
    ev(8, 'print', 'trace', 'TRACE (4,) 2\n', 'stdout', 5, 'scaled', 1),
    ev(9, 'call', 'python', 'scaled call 3: traced concrete function 1\n', 'stdout', 15, 'scaled', 1),
    ev(10, 'tfprint', 'graph', 'RUN [4] 2\n', 'stderr', 6, 'scaled', 1),
    ev(11, 'trace', 'trace', 'tracing scaled (concrete function 2): factor: 2 -> 3\n', 'stdout', 16, 'scaled', 2),
    ev(12, 'print', 'trace', 'TRACE (4,) 3\n', 'stdout', 5, 'scaled', 2),
    ev(13, 'call', 'python', 'scaled call 4: traced concrete function 2\n', 'stdout', 16, 'scaled', 2),
    ev(14, 'tfprint', 'graph', 'RUN [4] 3\n', 'stderr', 6, 'scaled', 2),
    ev(15, 'tfprint', 'eager', '[1 2]\n', 'stderr', 17),
    ev(16, 'warning', 'python', 'WARNING: something to know\n', 'stderr', 18),
    ev(17, 'error', 'python',
      'Traceback (most recent call last):\n  File "main.py", line 3, in <module>\n    x.nope\nAttributeError: \'int\' object has no attribute \'nope\'\n',
      'stderr', 3),
  ],
  functions: [
    {
      name: 'scaled', line: 4, tracing_count: 3,
      concretes: [
        { index: 0, signature: SCALED_SIG('(2,)', 2), calls: 2, traced_at_call: 1, reason: 'first call' },
        { index: 1, signature: SCALED_SIG('(4,)', 2), calls: 1, traced_at_call: 3, reason: 'x: shape (2,) -> (4,)' },
        { index: 2, signature: SCALED_SIG('(4,)', 3), calls: 1, traced_at_call: 4, reason: 'factor: 2 -> 3' },
      ],
    },
  ],
  error: {
    type: 'AttributeError', message: "'int' object has no attribute 'nope'", line: 3, column: 1,
    traceback: 'Traceback (most recent call last):\n',
  },
};

// The default example (double), as the engine reports it: a clean run.
export const DOUBLE = {
  ok: true,
  events: [
    ev(0, 'trace', 'trace', 'tracing double (concrete function 0): first call\n', 'stdout', 9, 'double', 0),
    ev(1, 'print', 'trace', 'Tracing with Tensor("x:0", shape=(2,), dtype=int32)\n', 'stdout', 5, 'double', 0),
    ev(2, 'call', 'python', 'double call 1: traced concrete function 0\n', 'stdout', 9, 'double', 0),
    ev(3, 'tfprint', 'graph', 'Executing with [1 2]\n', 'stderr', 6, 'double', 0),
    ev(4, 'call', 'python', 'double call 2: reused concrete function 0\n', 'stdout', 10, 'double', 0),
    ev(5, 'tfprint', 'graph', 'Executing with [3 4]\n', 'stderr', 6, 'double', 0),
    ev(6, 'trace', 'trace', 'tracing double (concrete function 1): x: shape (2,) -> (3,)\n', 'stdout', 11, 'double', 1),
    ev(7, 'print', 'trace', 'Tracing with Tensor("x:0", shape=(3,), dtype=int32)\n', 'stdout', 5, 'double', 1),
    ev(8, 'call', 'python', 'double call 3: traced concrete function 1\n', 'stdout', 11, 'double', 1),
    ev(9, 'tfprint', 'graph', 'Executing with [1 2 3]\n', 'stderr', 6, 'double', 1),
  ],
  functions: [
    {
      name: 'double', line: 4, tracing_count: 2,
      concretes: [
        { index: 0, signature: '(x: TensorSpec(shape=(2,), dtype=tf.int32, name=None))', calls: 2, traced_at_call: 1, reason: 'first call' },
        { index: 1, signature: '(x: TensorSpec(shape=(3,), dtype=tf.int32, name=None))', calls: 1, traced_at_call: 3, reason: 'x: shape (2,) -> (3,)' },
      ],
    },
  ],
  error: null,
};

/** DOUBLE with one more reused call on line 12 (what adding `double(tf.constant([5, 6]))` gives). */
export const DOUBLE_MORE = {
  ...DOUBLE,
  events: [
    ...DOUBLE.events,
    ev(10, 'call', 'python', 'double call 4: reused concrete function 0\n', 'stdout', 12, 'double', 0),
    ev(11, 'tfprint', 'graph', 'Executing with [5 6]\n', 'stderr', 6, 'double', 0),
  ],
  functions: [
    {
      ...DOUBLE.functions[0],
      concretes: [{ ...DOUBLE.functions[0].concretes[0], calls: 3 }, DOUBLE.functions[0].concretes[1]],
    },
  ],
};

const RETRACE_TEXT = (n, m) =>
  `WARNING:tensorflow:${n} out of the last ${m} calls to <function cube at 0x7f3a1c2b5e50> triggered tf.function retracing. Tracing is expensive and the excessive number of tracings could be due to (1) creating @tf.function repeatedly in a loop, (2) passing tensors with different shapes, (3) passing Python objects instead of tensors. For (1), please define your @tf.function outside of the loop. For (2), @tf.function has reduce_retracing=True option that can avoid unnecessary retracing. For (3), please refer to https://www.tensorflow.org/guide/function#controlling_retracing and https://www.tensorflow.org/api_docs/python/tf/function for  more details.\n`;

/** Six calls of cube(n) with a new Python int each: a retracing warning on calls 5 and 6. */
export function retracing() {
  const events = [];
  const concretes = [];
  let seq = 0;
  for (let i = 0; i < 6; i++) {
    events.push(ev(seq++, 'trace', 'trace', `tracing cube (concrete function ${i}): ${i === 0 ? 'first call' : `n: ${i - 1} -> ${i}`}\n`, 'stdout', 6, 'cube', i));
    events.push(ev(seq++, 'call', 'python', `cube call ${i + 1}: traced concrete function ${i}\n`, 'stdout', 6, 'cube', i));
    if (i >= 4) events.push(ev(seq++, 'warning', 'python', RETRACE_TEXT(i + 1, i + 1), 'stderr', 6, 'cube'));
    concretes.push({ index: i, signature: `(n: Literal[${i}])`, calls: 1, traced_at_call: i + 1, reason: i === 0 ? 'first call' : `n: ${i - 1} -> ${i}` });
  }
  return { ok: true, events, functions: [{ name: 'cube', line: 3, tracing_count: 6, concretes }], error: null };
}

/** A runaway loop stopped by the engine's step budget, after some output. */
export const BUDGET = {
  ok: false,
  events: [
    ev(0, 'print', 'python', 'before the loop\n', 'stdout', 2),
    ev(1, 'error', 'python', "tfplay: the program ran for more than 20000000 steps (tfplay's step budget); is there an infinite loop?\n", 'stderr', 4),
  ],
  functions: [],
  error: {
    type: 'StepBudgetExceeded',
    message: "the program ran for more than 20000000 steps (tfplay's step budget); is there an infinite loop?",
    line: 4, column: 0,
    traceback: "tfplay: the program ran for more than 20000000 steps (tfplay's step budget); is there an infinite loop?\n",
  },
};

/** Program output that tries to be HTML. */
export const XSS = {
  ok: true,
  events: [
    ev(0, 'print', 'python', '<img src=x onerror="window.__xss=1">\n', 'stdout', 1),
    ev(1, 'trace', 'trace', 'tracing f (concrete function 0): first call\n', 'stdout', 5, 'f', 0),
    ev(2, 'print', 'trace', '<script>window.__xss=2</script>\n', 'stdout', 3, 'f', 0),
    ev(3, 'call', 'python', 'f call 1: traced concrete function 0\n', 'stdout', 5, 'f', 0),
    ev(4, 'tfprint', 'graph', '<iframe src="javascript:window.__xss=3"></iframe>\n', 'stderr', 4, 'f', 0),
    ev(5, 'warning', 'python', '<svg onload="window.__xss=4">\n', 'stderr', 5, 'f'),
  ],
  functions: [
    {
      name: '<img src=x onerror="window.__xss=5">', line: 2, tracing_count: 1,
      concretes: [{ index: 0, signature: '<b onmouseover="window.__xss=6">sig</b>', calls: 1, traced_at_call: 1, reason: '<i>first</i>' }],
    },
  ],
  error: { type: '<b>Error</b>', message: '<img src=x onerror="window.__xss=7">', line: 1, column: 1, traceback: '<script>window.__xss=8</script>\n' },
};
