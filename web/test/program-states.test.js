import assert from 'node:assert/strict';
import { test } from 'node:test';

import { createProgramStates } from '../src/program-states.js';

test('an undo back to a remembered program gives its state, and keeps the state it leaves for a redo', () => {
  const states = createProgramStates();
  states.remember('mine', { predict: false });
  states.remember('exercise', { predict: true, predictions: {} });
  // Predictions typed, then undo: back to "mine", predict mode off.
  assert.deepEqual(states.undone('exercise', { predict: true, predictions: { 1: 'reuses' } }, 'mine'), { predict: false });
  // Redo: the exercise as it was left.
  assert.deepEqual(states.undone('mine', { predict: false }, 'exercise'), { predict: true, predictions: { 1: 'reuses' } });
});

test('an undo to a program never remembered gives null and remembers nothing new', () => {
  const states = createProgramStates();
  states.remember('a', { predict: true });
  assert.equal(states.undone('typed', { predict: true }, 'typed earlier'), null);
  assert.equal(states.undone('typed earlier', { predict: false }, 'typed'), null);
});

test('only the last `limit` programs are kept', () => {
  const states = createProgramStates(2);
  states.remember('a', 1);
  states.remember('b', 2);
  states.remember('c', 3);
  assert.equal(states.undone('c', 3, 'a'), null);
  assert.equal(states.undone('c', 3, 'b'), 2);
});
