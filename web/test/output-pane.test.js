// The Output pane's events (web/src/panes/output.js): node --test web/test/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { outputEvents } from '../src/panes/output.js';

const print = (text) => ({ kind: 'print', stream: 'stdout', text, line: 1 });
const STOP = "tfplay: the program ran for more than 5000000 steps (tfplay's step budget); is there an infinite loop?\n";
const stopped = (events) => ({ ok: false, events, error: { type: 'StepBudgetExceeded', traceback: STOP, line: 2 } });

test('a traceback or stop notice after a half-written line starts a row of its own', () => {
  // The line break is the program's write (its row keeps the program's look, not the error's).
  const events = outputEvents(stopped([print('progress 1/3')]));
  assert.deepEqual(events.map((e) => [e.kind, e.text]), [['print', 'progress 1/3'], ['print', '\n'], ['error', STOP]]);
  // A Keras progress bar between redraws leaves its row unfinished too.
  const bar = outputEvents(stopped([print('\r1/63 ━━━━ 0s 500us/step - loss: 0.0243')]));
  assert.deepEqual(bar.slice(-2).map((e) => e.text), ['\n', STOP]);
});

test('after a finished line, or with nothing before it, the notice is as the engine wrote it', () => {
  assert.deepEqual(outputEvents(stopped([print('done\n')])).map((e) => e.text), ['done\n', STOP]);
  assert.deepEqual(outputEvents(stopped([])).map((e) => e.text), [STOP]);
});
