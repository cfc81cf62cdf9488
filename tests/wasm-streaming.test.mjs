// runJsonStreaming's records (wasm/bindings.cpp): the streamed batches, read back one event at a
// time, are exactly runJson's events; consecutive alike prints come as compact records with
// "count" and "ends" (UTF-16 offsets); the result without omit_streamed_events is runJson's.
//
//   node --test tests/wasm-streaming.test.mjs        (needs build/wasm)
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadEngine } from './wasm-engine.mjs';

let engine;
before(async () => {
  engine = await loadEngine();
});

/** The records of every batch, and the run result. */
function stream(source, options = {}) {
  const batches = [];
  const json = engine.runJsonStreaming(source, JSON.stringify(options), (text) => batches.push(JSON.parse(text)));
  return { batches, records: batches.flat(), result: JSON.parse(json) };
}

/** A record's events, one by one. */
function expand(record) {
  if (!record.count) return [record];
  const { count, ends, ...fields } = record;
  return ends.map((end, i) => ({ ...fields, seq: record.seq + i, text: record.text.slice(i ? ends[i - 1] : 0, end) }));
}

const PROGRAM = `import tensorflow as tf
for i in range(3000):
    print(i)
for s in ["é€😀 wide", "é€😀 again"] * 50:
    print(s)
@tf.function
def f(x):
    print("tracing")
    tf.print("x is", x)
    return x
for i in range(3):
    f(tf.constant(i))
tf.print("eager")
`;

test('the records hold runJson\'s events, merged where alike', () => {
  const plain = JSON.parse(engine.runJson(PROGRAM, '{}'));
  const { batches, records, result } = stream(PROGRAM);
  assert.deepEqual(result, plain);
  assert.deepEqual(records.flatMap(expand), plain.events);
  // The first 1000 events come one by one, the rest merged into few records.
  assert.ok(batches.slice(0, 1000).every((b) => b.length === 1 && !b[0].count));
  const merged = records.filter((r) => r.count > 1);
  assert.ok(merged.length > 0 && merged.length < 10, `${merged.length} merged records`);
  assert.ok(records.length < 1100, `${records.length} records`);
  const wide = records.find((r) => r.count > 1 && r.text.includes('😀'));
  assert.ok(wide);
  assert.equal(wide.ends.at(-1), wide.text.length);
});

test('omit_streamed_events leaves the result\'s events to the records', () => {
  const { records, result } = stream(PROGRAM, { omit_streamed_events: true });
  const plain = JSON.parse(engine.runJson(PROGRAM, '{}'));
  assert.deepEqual(result.events, []);
  assert.deepEqual(result.functions, plain.functions);
  assert.deepEqual(records.flatMap(expand), plain.events);
});
