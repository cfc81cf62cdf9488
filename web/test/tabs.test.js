import assert from 'node:assert/strict';
import { test } from 'node:test';

import { compactCount, tabLabel } from '../src/shell/tabs.js';

test('tab badges count in thousands from a thousand on, so the tab strip stays narrow', () => {
  assert.equal(compactCount(7), '7');
  assert.equal(compactCount(999), '999');
  assert.equal(compactCount(1000), '1k');
  assert.equal(compactCount(1250), '1.2k');
  assert.equal(compactCount(20000), '20k');
  assert.equal(compactCount(200010), '200k');
  assert.equal(compactCount('!'), '!');
});

test('a tab with a count is heard with what it counts, not as a bare number', () => {
  assert.equal(tabLabel('Timeline', 10, { noun: ['event', 'events'] }), 'Timeline, 10 events');
  assert.equal(tabLabel('Output', 1, { noun: ['line', 'lines'] }), 'Output, 1 line');
  assert.equal(tabLabel('Output', 200010, { noun: ['line', 'lines'] }), 'Output, 200,010 lines');
  assert.equal(tabLabel('Output', '!', { tone: 'error', noun: ['line', 'lines'] }), 'Output, error');
  assert.equal(tabLabel('Ops', 3), null);
  assert.equal(tabLabel('Timeline', null, { noun: ['event', 'events'] }), null);
});
