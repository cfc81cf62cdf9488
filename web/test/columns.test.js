import assert from 'node:assert/strict';
import { test } from 'node:test';

import { utf16Column } from '../src/columns.js';

test('utf16Column counts an emoji as two units and other characters as one', () => {
  const line = 's = "🚀🚀🚀"; t = nope';
  // CPython's caret column of `nope` is 16 (characters); in the string it starts at index 18.
  assert.equal(utf16Column(line, 16), 19);
  assert.equal(line.slice(utf16Column(line, 16) - 1, utf16Column(line, 20) - 1), 'nope');
  assert.equal(utf16Column('x = "日本語" + 1', 5), 5);
  assert.equal(utf16Column('é́́ + y', 5), 5);
});

test('utf16Column keeps unknown columns and columns past the end', () => {
  assert.equal(utf16Column('🚀', 0), 0);
  assert.equal(utf16Column('🚀', 1), 1);
  assert.equal(utf16Column('🚀', 2), 3);
  assert.equal(utf16Column('🚀', 4), 5);
  assert.equal(utf16Column('', 3), 3);
});
