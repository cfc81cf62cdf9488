// Keras programs in the page start from a snapshot of the engine's memory with `import keras`
// done (web/src/engine-snapshot.js, Session::prepare). Every conformance program that uses
// Keras must give the same run result that way as from a fresh interpreter, in the order the
// page meets them: a Keras program on the restored snapshot, then other programs on the memory
// it left, then the snapshot restored again.
//
//   node --test tests/prepared-runs.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { restoreSnapshot, resumeFromSnapshot, snapshotFits, takeSnapshot, usesKeras } from '../web/src/engine-snapshot.js';
import { WARM_UP_PROGRAMS } from '../web/src/warm-up.js';
import { normaliseAddresses, normaliseProgressLines, normaliseTestRunTimes } from './support/normalise.mjs';
import { loadEngine, wasmDir } from './wasm-engine.mjs';

// snapshot-store.js names the engine's versioned URLs: the version a built page defines.
globalThis.__TFPLAY_ENGINE_VERSION__ ??= 'test';
const { decodeSnapshot, encodeSnapshot } = await import('../web/src/snapshot-store.js');

const here = dirname(fileURLToPath(import.meta.url));
const programsDir = join(here, 'conformance');
const filter = process.env.TFPLAY_CONFORMANCE_FILTER ?? '';
const OPTIONS = { filename: 'main.py', max_steps: 50_000_000 };

const programs = readdirSync(programsDir)
  .filter((f) => f.endsWith('.py') && f.includes(filter))
  .map((f) => ({ name: f.slice(0, -3), source: readFileSync(join(programsDir, f), 'utf8') }))
  .sort((a, b) => a.name.localeCompare(b.name));

// What a run shows, with what differs between two runs of one program anyway: the measured
// times of Keras's progress lines and of unittest's "Ran N tests in T.TTTs", and object
// addresses (identities, which the prepared state's objects shift).
function shown(resultJson) {
  const result = JSON.parse(resultJson);
  const events = result.events.map((e) => ({ ...e, text: normaliseAddresses(normaliseTestRunTimes(normaliseProgressLines(e.text))) }));
  const error = result.error && { ...result.error, message: normaliseAddresses(result.error.message), traceback: normaliseAddresses(result.error.traceback) };
  return { ...result, events, error };
}

describe('Keras programs on the prepared snapshot', () => {
  let engine;
  let snapshot;
  before(async () => {
    assert.ok(existsSync(join(wasmDir, 'tfplay_wasm.js')), `${wasmDir}/tfplay_wasm.js is missing: build the wasm engine first`);
    engine = await loadEngine();
    // As the page's worker does: the warm-up programs, then the snapshot.
    for (const program of WARM_UP_PROGRAMS) {
      const r = JSON.parse(engine.runJson(program, '{}'));
      assert.ok(r.ok, `a warm-up program failed:\n${program}\n${JSON.stringify(r.error)}`);
    }
    snapshot = takeSnapshot(engine, OPTIONS);
  });

  test('the engine prepares the Keras state and the snapshot holds it', () => {
    assert.ok(snapshot, 'prepare failed');
    assert.ok(snapshot.bytes > 1 << 20);
    assert.ok(snapshotFits(snapshot, 'import keras\n', OPTIONS));
    assert.ok(!snapshotFits(snapshot, 'import tensorflow as tf\n', OPTIONS));
    assert.ok(!snapshotFits(snapshot, 'import keras\n', { ...OPTIONS, filename: 'other.py' }));
  });

  test('a run on the restored snapshot sees Keras imported; a fresh run does not', () => {
    const probe = "import sys\nprint('keras' in sys.modules)\n";
    restoreSnapshot(engine, snapshot);
    const prepared = JSON.parse(engine.runJson(probe, JSON.stringify({ ...OPTIONS, prepared: true })));
    assert.equal(prepared.events[0].text, 'True\n');
    // The state served that run: asked for again without a restore, the engine starts fresh.
    const again = JSON.parse(engine.runJson(probe, JSON.stringify({ ...OPTIONS, prepared: true })));
    assert.equal(again.events[0].text, 'False\n');
  });

  test('a run that grew the memory leaves the snapshot usable', () => {
    const big = 'import numpy as np\nx = np.ones((64, 1024, 1024), "float32")\nprint(x.sum())\n';
    const grown = JSON.parse(engine.runJson(big, JSON.stringify(OPTIONS)));
    assert.ok(grown.ok, JSON.stringify(grown.error));
    restoreSnapshot(engine, snapshot);
    const source = 'import keras\nprint(keras.layers.Dense(3).units)\n';
    const r = JSON.parse(engine.runJson(source, JSON.stringify({ ...OPTIONS, prepared: true })));
    assert.equal(r.events.map((e) => e.text).join(''), '3\n');
  });

  test('unseeded generators draw anew in each run from the snapshot, as in a new process', () => {
    // The snapshot holds Python's random and NumPy's global generator as the import seeded them;
    // without seeding them again every Keras program's run would repeat its "random" numbers
    // and unseeded weights.
    const source = [
      'import random, keras',
      'import numpy as np',
      'print(random.random())',
      'print(np.random.rand(), np.random.permutation(5))',
      'print(keras.layers.Dense(2).build((None, 3)) or keras.random.normal([]).numpy())',
      '',
    ].join('\n');
    const draws = [0, 1].map(() => {
      restoreSnapshot(engine, snapshot);
      const r = JSON.parse(engine.runJson(source, JSON.stringify({ ...OPTIONS, prepared: true })));
      assert.ok(r.ok, JSON.stringify(r.error));
      return r.events.map((e) => e.text).join('').split('\n');
    });
    assert.notEqual(draws[0][0], draws[1][0], 'random.random() repeated');
    assert.notEqual(draws[0][1], draws[1][1], 'np.random.rand() repeated');
    assert.notEqual(draws[0][2], draws[1][2], 'keras.random.normal() repeated');
  });

  for (const { name, source } of programs.filter((p) => usesKeras(p.source))) {
    test(name, () => {
      const fresh = shown(engine.runJson(source, JSON.stringify(OPTIONS)));
      restoreSnapshot(engine, snapshot);
      const prepared = shown(engine.runJson(source, JSON.stringify({ ...OPTIONS, prepared: true })));
      assert.deepEqual(prepared, fresh);
    });
  }
});

// A returning visitor's engine starts from the snapshot an earlier visit's engine stored
// (web/src/snapshot-store.js): another instance of the same module, whose memory is written
// into a fresh one. Its runs must be those of a fresh engine.
describe('an engine resumed from another engine\'s stored snapshot', () => {
  let resumed;
  let fresh;
  before(async () => {
    const first = await loadEngine();
    const initialData = new Uint8Array(first.HEAP8.buffer).slice(0, first.memoryLayout().stackLow);
    assert.ok(JSON.parse(first.runJson(WARM_UP_PROGRAMS[0], '{}')).ok);
    const taken = takeSnapshot(first, OPTIONS);
    assert.ok(taken, 'prepare failed');
    const blob = encodeSnapshot(first, initialData, taken.key);
    // The next visit's engine: nothing has run in it.
    resumed = await loadEngine();
    const stored = decodeSnapshot(new Uint8Array(await blob.arrayBuffer()));
    // (The bundle the engine loaded for Keras, 2.8 MB with the modules and data the engine
    // leaves to it, is heap the snapshot stores.)
    assert.ok(stored.pages.length < taken.bytes * 0.8, `only changed and non-zero pages are stored (${stored.pages.length} of ${taken.bytes} bytes)`);
    assert.ok(resumeFromSnapshot(resumed, stored), 'the snapshot did not fit the fresh engine');
    fresh = await loadEngine();
  });

  test('a Keras program runs on the prepared state, with clocks of this process', () => {
    const source = [
      'import sys, time',
      "print('keras' in sys.modules)",
      'import keras',
      'print(0 <= time.perf_counter() < 60)',
      'print(keras.layers.Dense(3).units)',
      '',
    ].join('\n');
    const r = JSON.parse(resumed.runJson(source, JSON.stringify({ ...OPTIONS, prepared: true })));
    assert.ok(r.ok, JSON.stringify(r.error));
    assert.equal(r.events.map((e) => e.text).join(''), 'True\nTrue\n3\n');
    const wall = JSON.parse(resumed.runJson('import time\nprint(time.time())\n', JSON.stringify(OPTIONS)));
    assert.ok(Math.abs(Number(wall.events[0].text) - Date.now() / 1000) < 5, `time.time() is ${wall.events[0].text}`);
  });

  // A spread of the golden programs (every 20th), each run in the resumed engine and in a fresh one.
  for (const { name, source } of programs.filter((_, i) => i % 20 === 0)) {
    test(name, () => {
      const expected = shown(fresh.runJson(source, JSON.stringify(OPTIONS)));
      assert.deepEqual(shown(resumed.runJson(source, JSON.stringify(OPTIONS))), expected);
    });
  }
});
