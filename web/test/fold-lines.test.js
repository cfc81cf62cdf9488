import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorMessage, errorPlace, errorSummary, foldRepeatedLines } from '../src/fold-lines.js';

test('a frame (two lines) repeated 41 times shows three times and a count', () => {
  const frame = '    File "main.py", line 5, in f  *\n        return f(x - 1)\n';
  const text = `StagingError: in user code:\n\n${frame.repeat(41)}\n    RecursionError: maximum recursion depth exceeded`;
  const folded = foldRepeatedLines(text);
  assert.equal(folded, `StagingError: in user code:\n\n${frame.repeat(3)}    [Previous line repeated 38 more times]\n\n    RecursionError: maximum recursion depth exceeded`);
});

test('one line repeated; three repeats or fewer stay as they are', () => {
  assert.equal(foldRepeatedLines('a\nx\nx\nx\nx\nb'), 'a\nx\nx\nx\n[Previous line repeated 1 more time]\nb');
  assert.equal(foldRepeatedLines('x\nx\nx\ny'), 'x\nx\nx\ny');
  assert.equal(foldRepeatedLines(''), '');
});

// A tf.function's error message ends with a newline: the box showed its place on a line of its
// own, " (line 6, column 12)"; after a Keras message ending with its "Arguments received by"
// list the place read as one more argument. The place comes first.
test('errorSummary puts the place before the message', () => {
  const message = "in user code:\n\n    File \"main.py\", line 6, in f  *\n        return x.nope\n\n    AttributeError: 'SymbolicTensor' object has no attribute 'nope'\n";
  assert.equal(
    errorSummary({ type: 'AttributeError', message, line: 6, column: 12 }),
    `Line 6, column 12: AttributeError: ${message.trimEnd()}`,
  );
  const keras = 'Exception encountered when calling Bad.call().\n\n\x1b[1mboom\x1b[0m\n\nArguments received by Bad.call():\n  • x=tf.Tensor(shape=(2, 3), dtype=float32)';
  const summary = errorSummary({ type: 'ValueError', message: keras, line: 10, column: 1 });
  assert.ok(summary.startsWith('Line 10, column 1: ValueError: Exception encountered'));
  assert.ok(summary.endsWith('  • x=tf.Tensor(shape=(2, 3), dtype=float32)'));
  assert.equal(errorSummary({ type: 'ValueError', message: 'bad', line: 3, column: 0 }), 'Line 3: ValueError: bad');
  assert.equal(errorSummary({ type: 'WatchdogTimeout', message: 'stopped', line: 0, column: 0 }), 'WatchdogTimeout: stopped');
  assert.equal(errorPlace({ type: 'ValueError', message: 'bad', line: 3, column: 2 }), 'Line 3, column 2');
  assert.equal(errorMessage({ type: 'ValueError', message: 'bad\n', line: 3, column: 2 }), 'ValueError: bad');
});

test('errorSummary shows an exception without a message as its type alone, as CPython does', () => {
  assert.equal(errorSummary({ type: 'KeyboardInterrupt', message: '', line: 1, column: 1 }), 'Line 1, column 1: KeyboardInterrupt');
  assert.equal(errorSummary({ type: 'StopIteration', message: undefined, line: 4, column: 0 }), 'Line 4: StopIteration');
});

test('errorSummary keeps the suggestion CPython prints after the message', () => {
  const error = (type, message, last, line = 1) => ({ type, message, line, column: 1, traceback: `Traceback (most recent call last):\n  File "main.py", line ${line}, in <module>\n${last}\n` });
  assert.equal(
    errorSummary(error('NameError', "name 'prin' is not defined", "NameError: name 'prin' is not defined. Did you mean: 'print'?")),
    "Line 1, column 1: NameError: name 'prin' is not defined. Did you mean: 'print'?",
  );
  assert.equal(
    errorSummary(error('NameError', "name 'sys' is not defined", "NameError: name 'sys' is not defined. Did you forget to import 'sys'?")),
    "Line 1, column 1: NameError: name 'sys' is not defined. Did you forget to import 'sys'?",
  );
  // Only a suggestion that follows this message: a message that itself asks is left alone.
  assert.equal(
    errorSummary(error('ValueError', 'bad', "ValueError: other. Did you mean: 'x'?")),
    'Line 1, column 1: ValueError: bad',
  );
  assert.equal(errorSummary(error('ValueError', "Did you mean: 'x'?", "ValueError: Did you mean: 'x'?")), "Line 1, column 1: ValueError: Did you mean: 'x'?");
});
