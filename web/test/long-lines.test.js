import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldRepeats } from '../src/panes/timeline.js';
import { terminalRows } from '../src/terminal.js';
import { LINE_LIMIT, cutLines, hasLongLine } from '../src/terminal-view.js';

test('lines longer than LINE_LIMIT are found and cut for labels', () => {
  const long = 'x'.repeat(LINE_LIMIT + 1);
  assert.equal(hasLongLine(terminalRows([{ text: `short\n${long}\n` }])), true);
  assert.equal(hasLongLine(terminalRows([{ text: `${'x'.repeat(LINE_LIMIT)}\n` }])), false);
  assert.equal(cutLines(`a\n${long}\nb`), `a\n${'x'.repeat(LINE_LIMIT)}…\nb`);
  assert.equal(cutLines('short'), 'short');
});

test('identical consecutive timeline events fold into one card with a count', () => {
  const trace = { kind: 'trace', clock: 'trace', text: 'tracing f (concrete function 0): first call\n', line: 7, function: 'f', concrete: 0 };
  const other = { ...trace, line: 8 };
  const folded = foldRepeats([...Array(41).fill(trace).map((e, seq) => ({ ...e, seq })), other, { ...trace, seq: 50 }]);
  assert.deepEqual(folded.map((c) => c.count), [41, 1, 1]);
  assert.equal(folded[0].event.seq, 0);
});
