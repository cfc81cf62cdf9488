// Unit tests of where the Cache pane may break a concrete function's input signature
// (src/signature-layout.js): node --test web/test/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signatureLayout, splitAtSpaces } from '../src/signature-layout.js';

/** Joins a layout back: pieces by nothing, tokens by a space, arguments by a space. */
const join = (layout) => layout.map((arg) => arg.map((pieces) => pieces.join('')).join(' ')).join(' ');
/** The longest run of text a line cannot break inside. */
const longest = (layout) => Math.max(...layout.flat(2).map((piece) => piece.length));

test('splitAtSpaces splits at the marks of the outer levels only', () => {
  assert.deepEqual(splitAtSpaces('(a, b(c, d))', ',', 1), ['(a,', 'b(c, d))']);
});

test('a plain signature breaks between arguments and after their commas, colons and call parentheses', () => {
  const sig = '(x: TensorSpec(shape=(None, 3), dtype=tf.float32, name=None), n: Literal[3], flag: Literal[True])';
  const layout = signatureLayout(sig);
  assert.equal(join(layout), sig);
  assert.deepEqual(layout, [
    [['(x:'], ['TensorSpec(', 'shape=(None, 3),'], ['dtype=tf.float32,'], ['name=None),']],
    [['n:'], ['Literal[3],']],
    [['flag:'], ['Literal[True])']],
  ]);
});

// What Keras's fit shows in the Cache: before, "Tuple[TensorSpec(shape=(16, 3), dtype=..., name=None),"
// and IteratorSpec's whole element spec could not break, so the table ran 850 px past a 650 px pane.
test('nested structures (Keras fit) break inside Tuple[...] and IteratorSpec((...)), never inside a shape', () => {
  const data = '(data: Tuple[TensorSpec(shape=(16, 3), dtype=tf.float32, name=None), TensorSpec(shape=(16, 1), dtype=tf.float32, name=None)])';
  const iterator = '(iterator: IteratorSpec((TensorSpec(shape=(None, 3), dtype=tf.float32, name=None), TensorSpec(shape=(None, 1), dtype=tf.float32, name=None)),))';
  for (const sig of [data, iterator]) {
    const layout = signatureLayout(sig);
    assert.equal(join(layout), sig);
    assert.ok(longest(layout) <= 'dtype=tf.float32,'.length, `${sig}: ${JSON.stringify(layout)}`);
    const pieces = layout.flat(2);
    assert.ok(pieces.includes('shape=(16, 3),') || pieces.includes('shape=(None, 3),'));
  }
  assert.deepEqual(signatureLayout(data)[0].slice(0, 3), [['(data:'], ['Tuple[', 'TensorSpec(', 'shape=(16, 3),'], ['dtype=tf.float32,']]);
  assert.deepEqual(signatureLayout(iterator)[0][1], ['IteratorSpec(', '(', 'TensorSpec(', 'shape=(None, 3),']);
});

test('a signature without parentheses, and an empty one, come back whole', () => {
  for (const sig of ['()', 'x', '(self, x: TensorSpec(shape=(), dtype=tf.int32, name=None))']) assert.equal(join(signatureLayout(sig)), sig);
});
