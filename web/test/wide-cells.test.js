// Unit tests of the wide characters' cells (wide-cells.js): East Asian Wide and Fullwidth
// characters (EastAsianWidth.txt) and what is drawn with them take two cells each.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eastAsianWidth } from 'get-east-asian-width';
import { MAYBE_WIDE, wideParts } from '../src/wide-cells.js';

test('text without wide characters is one part; box drawing, accents and arrows are narrow', () => {
  assert.deepEqual(wideParts('│ dense (Dense) │ (None, 3) │ ━━━ é → ±'), [{ text: '│ dense (Dense) │ (None, 3) │ ━━━ é → ±', cells: 0 }]);
  assert.deepEqual(wideParts(''), [{ text: '', cells: 0 }]);
});

test('each CJK or fullwidth character is a part of two cells, the text between them as it is', () => {
  assert.deepEqual(wideParts('│ 密集层_一 (Dense)'), [
    { text: '│ ', cells: 0 },
    { text: '密', cells: 2 },
    { text: '集', cells: 2 },
    { text: '层', cells: 2 },
    { text: '_', cells: 0 },
    { text: '一', cells: 2 },
    { text: ' (Dense)', cells: 0 },
  ]);
  assert.deepEqual(wideParts('Ａ한'), [{ text: 'Ａ', cells: 2 }, { text: '한', cells: 2 }]);
});

test('an emoji is two cells, with its variation selector or skin tone; joined ones take the cells of each', () => {
  assert.deepEqual(wideParts('émoji_🙂'), [{ text: 'émoji_', cells: 0 }, { text: '🙂', cells: 2 }]);
  assert.deepEqual(wideParts('👍🏽!'), [{ text: '👍🏽', cells: 2 }, { text: '!', cells: 0 }]);
  assert.deepEqual(wideParts('👨\u200d👩\u200d👧'), [{ text: '👨\u200d👩\u200d👧', cells: 6 }]);
  assert.deepEqual(wideParts('⌚\ufe0f'), [{ text: '⌚\ufe0f', cells: 2 }]);
});

test('the parts put together are the text', () => {
  for (const text of ['a密b🙂c👍🏽d', '层\u0301x', '💡 tip: 模型']) {
    assert.equal(wideParts(text).map((p) => p.text).join(''), text);
  }
});

test('the quick check finds every Wide and Fullwidth character of EastAsianWidth.txt', () => {
  for (let code = 0; code <= 0x3ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    if (eastAsianWidth(code) === 2) assert.ok(MAYBE_WIDE.test(String.fromCodePoint(code)), code.toString(16));
  }
  assert.equal(MAYBE_WIDE.test('━━━━ │ ┃ ─ ═ é → ±'), false);
});
