// Unit tests of the split's size limits (shell/split.js).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MIN_EDITOR_PX, MIN_RESULTS_PX, MIN_STACKED_EDITOR_PX, clampHeight, clampShare } from '../src/shell/split.js';

test('side by side, both columns keep their minimum width', () => {
  assert.equal(clampShare(0.5, 1400), 0.5);
  assert.equal(clampShare(0, 1400), MIN_EDITOR_PX / 1400);
  assert.equal(clampShare(1, 1400), 1 - MIN_RESULTS_PX / 1400);
  // Too narrow for both minimums: half each.
  assert.equal(clampShare(0.9, MIN_EDITOR_PX + MIN_RESULTS_PX - 1), 0.5);
});

test('stacked, the editor keeps its minimum height and leaves room below it', () => {
  assert.equal(clampHeight(10, 800), MIN_STACKED_EDITOR_PX);
  assert.equal(clampHeight(400.4, 800), 400);
  assert.equal(clampHeight(5000, 800), 680);
  assert.equal(clampHeight(5000, 100), MIN_STACKED_EDITOR_PX);
});
