// Unit tests of the predict ledger's anchors (predict/ledger.js): a prediction names the call it
// was typed for by what the call is, not by its line or call number.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { anchorsOf } from '../src/predict/ledger.js';

const row = (key, line, code) => ({ key, line, code });

test('a call keeps its anchor when a call is added above it, and loses none when it goes again', () => {
  const before = [
    row('add_tax:1', 15, 'add_tax(tf.constant(100.0), 0.25)'),
    row('add_tax:2', 16, 'add_tax(tf.constant(80.0), 0.25)'),
    row('add_tax:3', 17, 'add_tax(tf.constant(80.0), 0.5)'),
  ];
  const after = [
    row('add_tax:1', 15, 'add_tax(tf.constant(1.0), 0.1)'),
    row('add_tax:2', 16, 'add_tax(tf.constant(100.0), 0.25)'),
    row('add_tax:3', 17, 'add_tax(tf.constant(80.0), 0.25)'),
    row('add_tax:4', 18, 'add_tax(tf.constant(80.0), 0.5)'),
  ];
  const [a, b] = [anchorsOf(before), anchorsOf(after)];
  assert.deepEqual(b.slice(1), a);
  assert.ok(!a.includes(b[0]));
});

test('calls alike (a loop\'s, one line) are told apart by their order; the kind of row counts', () => {
  const loop = [row('f:1', 8, 'f(tf.constant(n))'), row('f:2', 8, 'f(tf.constant(n))'), row('keras:12', 12, 'model.fit(x, y)')];
  const anchors = anchorsOf(loop);
  assert.equal(new Set(anchors).size, 3);
  // Moved down two lines, with another function's call before them: the same anchors.
  const moved = [row('g:1', 8, 'g(1)'), row('f:1', 10, 'f(tf.constant(n))'), row('f:2', 10, 'f(tf.constant(n))'), row('keras:14', 14, 'model.fit(x, y)')];
  assert.deepEqual(anchorsOf(moved).slice(1), anchors);
});
