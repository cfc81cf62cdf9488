import assert from 'node:assert/strict';
import { test } from 'node:test';

import { compactCount } from '../src/shell/tabs.js';

test('tab badges count in thousands from a thousand on, so the tab strip stays narrow', () => {
  assert.equal(compactCount(7), '7');
  assert.equal(compactCount(999), '999');
  assert.equal(compactCount(1000), '1k');
  assert.equal(compactCount(1250), '1.2k');
  assert.equal(compactCount(20000), '20k');
  assert.equal(compactCount(200010), '200k');
  assert.equal(compactCount('!'), '!');
});
