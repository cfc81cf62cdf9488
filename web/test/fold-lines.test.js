import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldRepeatedLines } from '../src/fold-lines.js';

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
