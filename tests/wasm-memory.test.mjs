// Memory in the wasm engine: repeated runs in one module instance (as the page's worker does
// them) leave no tensor behind and stop growing the heap; a tensor over the size cap is a
// ResourceExhaustedError, not an out-of-memory crash.
//
//   node --test tests/wasm-memory.test.mjs
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadEngine } from './wasm-engine.mjs';

let engine;
before(async () => {
  engine = await loadEngine();
});

const run = (source) => JSON.parse(engine.runJson(source, '{}'));
const heapBytes = () => engine.HEAP8.buffer.byteLength;

// 100,000 iterations make 200,000 tensors per run (a few seconds for all runs in wasm on a
// busy machine); one leaked buffer per tensor would show as hundreds of thousands.
const loop = `import tensorflow as tf
for i in range(100000):
    y = tf.constant(i) + 1
print(y.numpy())
`;

test('a loop of 200,000 small tensors leaves the tensor count and the heap flat', () => {
  const baseline = engine.tensorMemoryStats();
  const first = run(loop);
  assert.equal(first.ok, true);
  const heapAfterFirst = heapBytes();
  for (let i = 0; i < 3; i++) {
    const result = run(loop);
    assert.equal(result.ok, true);
    assert.deepEqual(engine.tensorMemoryStats(), baseline);
  }
  assert.equal(heapBytes(), heapAfterFirst, 'the heap grew after the first run');
});

test('reference cycles do not keep tensors alive after a run', () => {
  const baseline = engine.tensorMemoryStats();
  const result = run(`import tensorflow as tf
class Node:
    pass
a = Node()
a.me = a
a.t = tf.zeros([100000])
lst = [tf.ones([1000])]
lst.append(lst)
`);
  assert.equal(result.ok, true);
  assert.deepEqual(engine.tensorMemoryStats(), baseline);
});

test('a tensor over the 256 MiB cap raises ResourceExhaustedError', () => {
  const result = run('import tensorflow as tf\nx = tf.zeros([70000, 1000])\n');
  assert.equal(result.ok, false);
  assert.equal(result.error.type, 'ResourceExhaustedError');
  assert.match(result.error.message, /^\{\{function_node __wrapped__Fill_device_\/job:localhost\/replica:0\/task:0\/device:CPU:0\}\} OOM when allocating tensor with shape\[70000,1000\] and type float/);
  // The engine is still usable afterwards.
  assert.equal(run('import tensorflow as tf\nprint(tf.reduce_sum(tf.ones([3])).numpy())\n').ok, true);
});
