// The wasm engine does not carry Keras's modules: the build writes them next to it as
// tfplay_keras.bundle (core/keras/sources.h). The page hands them over before a program that
// names Keras runs (loadKerasModules); a program that imports Keras before that has the engine
// fetch them itself. Either way a program sees Keras as the native CLI does (which embeds it),
// and never a ModuleNotFoundError: when the bundle cannot be had, the run fails with an
// InternalError that says so.
//
//   node --test tests/wasm-keras-bundle.test.mjs
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { RUN_ARGS } from './support/process.mjs';
import { kerasBundlePath, loadEngine, wasmDir } from './wasm-engine.mjs';
import { bundledModules, needsBundle } from '../web/src/engine-snapshot.js';

const here = dirname(fileURLToPath(import.meta.url));
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));

const run = (engine, source) => JSON.parse(engine.runJson(source, JSON.stringify({ filename: 'main.py' })));
const text = (result) => result.events.map((e) => e.text).join('');

// The ways a program reaches Keras first; each runs in an engine that has not got Keras yet.
const ENTRY_POINTS = {
  'import keras': 'import keras\nprint(keras.__name__, keras.layers.Dense(3).units)\n',
  'tf.keras': 'import tensorflow as tf\nprint(tf.keras.__name__, tf.keras.layers.Dense(2).units)\n',
  'from tensorflow import keras': 'from tensorflow import keras\nprint(keras.__name__)\n',
  'import tensorflow.keras': 'import tensorflow.keras\nimport tensorflow as tf\nprint(tensorflow.keras.__name__, tf.keras is tensorflow.keras)\n',
  'from tensorflow.keras.layers import Dense':
    'from tensorflow.keras.layers import Dense\nprint(Dense.__module__, Dense(4).units)\n',
  'keras submodule first': 'import keras.ops as ops\nprint(ops.__name__)\nprint(ops.add(1, 2))\n',
  'importlib': 'import importlib\nk = importlib.import_module("keras")\nprint(k.__name__)\n',
  'a try around the import': 'try:\n    import keras\n    print("keras", keras.__name__)\nexcept ImportError as e:\n    print("no keras", e)\n',
};

// Modules the engine leaves to the bundle (the rarely imported standard-library ones, TF's Python of
// rarely used APIs), reached first in an engine without it.
const BUNDLED_FIRST = {
  'import datetime': 'import datetime\nprint(datetime.date(2024, 2, 29) + datetime.timedelta(days=1))\n',
  'from random import': 'from random import Random\nprint(Random(3).randint(1, 100))\n',
  'import itertools, then Keras': 'import itertools\nprint(list(itertools.accumulate([1, 2, 3])))\nimport keras\nprint(keras.__name__)\n',
  'importlib': 'import importlib\nprint(importlib.import_module("textwrap").shorten("a b c d e f", 7))\n',
  'a try around the import': 'try:\n    import statistics\n    print(statistics.mean([1, 2, 4]))\nexcept ImportError as e:\n    print("no statistics", e)\n',
  'import unittest': 'import unittest\nclass T(unittest.TestCase):\n    def test_a(self):\n        self.assertEqual([1], [2])\nr = T("test_a").run()\nprint(r, r.failures[0][1].splitlines()[-1])\n',
  // TF's Python of rarely used APIs (core/tf/library/) travels in the bundle too.
  'tf.image': 'import tensorflow as tf\nprint(tf.image.flip_left_right(tf.reshape(tf.range(4.0), [1, 2, 2, 1]))[0, :, :, 0])\n',
  'tf.train.Checkpoint': 'import tensorflow as tf\nckpt = tf.train.Checkpoint(v=tf.Variable(1.0))\nprint(ckpt.save("ck"))\n',
  'tf.train.Example': 'import tensorflow as tf\nprint(tf.train.Example(features=tf.train.Features(feature={"a": tf.train.Feature(int64_list=tf.train.Int64List(value=[1]))})))\n',
  'tf.data.Options': 'import tensorflow as tf\nprint(tf.data.Options().deterministic)\n',
  'np.save': 'import numpy as np\nnp.save("a.npy", np.arange(3))\nprint(np.load("a.npy"))\n',
  'dir(tf.signal)': 'import tensorflow as tf\nprint("stft" in dir(tf.signal))\n',
  'tf.test.TestCase': 'import tensorflow as tf\nclass T(tf.test.TestCase):\n    def test_a(self):\n        self.assertAllClose(tf.constant([1.0]), [1.0])\nprint(T("test_a").run())\n',
  // So do the Unicode character names.
  '\\N{...}': 'print("\\N{GREEK SMALL LETTER ALPHA}\\N{grinning face}", ascii("\\N{NBSP}"))\n',
  're \\N{...}': 'import re\nprint(re.findall(r"\\N{DIGIT ONE}+", "a11b1"))\n',
};

let dir;
async function nativeResult(source) {
  const file = join(dir, 'main.py');
  writeFileSync(file, source);
  try {
    const { stdout } = await promisify(execFile)(bin, [...RUN_ARGS, '--json', 'main.py'], { cwd: dir, maxBuffer: 64 << 20 });
    return JSON.parse(stdout);
  } catch (err) {
    if (Number.isInteger(err.code) && err.code > 0 && err.stdout) return JSON.parse(err.stdout);
    throw err;
  }
}

describe('Keras modules from the bundle', () => {
  before(() => {
    assert.ok(existsSync(join(wasmDir, 'tfplay_wasm.js')), `${wasmDir}/tfplay_wasm.js is missing: build the wasm engine first`);
    assert.ok(existsSync(kerasBundlePath), `${kerasBundlePath} is missing: build the wasm engine first`);
    dir = mkdtempSync(join(tmpdir(), 'tfplay-keras-bundle-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('a fresh engine has no Keras, and runs programs without it', async () => {
    const engine = await loadEngine({ keras: false });
    assert.equal(engine.kerasModulesLoaded(), false);
    const result = run(engine, 'import tensorflow as tf\nprint(tf.constant(2) * 3)\n');
    assert.ok(result.ok, JSON.stringify(result.error));
    assert.equal(text(result), 'tf.Tensor(6, shape=(), dtype=int32)\n');
    assert.equal(engine.kerasModulesLoaded(), false, 'a program without Keras does not fetch it');
  });

  test('loadKerasModules takes the bundle, once; other bytes are refused', async () => {
    const engine = await loadEngine({ keras: false });
    assert.equal(engine.loadKerasModules(new TextEncoder().encode('<!doctype html>')), 0);
    assert.equal(engine.loadKerasModules(new TextEncoder().encode('tfplay-modules 1\nnot_keras 0 0\n')), 0);
    assert.equal(engine.kerasModulesLoaded(), false);
    const count = engine.loadKerasModules(readFileSync(kerasBundlePath));
    assert.ok(count > 100, `${count} modules`);
    assert.equal(engine.kerasModulesLoaded(), true);
    assert.equal(engine.loadKerasModules(new Uint8Array([1, 2, 3])), count, 'once loaded, later bundles are ignored');
    const result = run(engine, 'import keras\nprint(keras.layers.Dense(5).units)\n');
    assert.equal(text(result), '5\n');
  });

  /** A fresh engine without the bundle runs `source`: it fetches the bundle, and this run and
   * the next (which finds the modules registered as sources) are the native CLI's. */
  async function fetchesBundleAsNativeRuns(source) {
    const engine = await loadEngine({ keras: false });
    const wasm = run(engine, source);
    assert.equal(engine.kerasModulesLoaded(), true);
    const native = await nativeResult(source);
    assert.deepEqual(wasm, native);
    assert.deepEqual(run(engine, source), native);
  }

  for (const [name, source] of Object.entries(ENTRY_POINTS)) {
    test(`unannounced Keras (${name}): the engine fetches its modules, and the run is the native CLI's`, () =>
      fetchesBundleAsNativeRuns(source));
  }

  test('the bundle carries the modules the page names (needsBundle): absl, and the standard library\'s after Keras\'s', () => {
    const names = [];
    const bytes = readFileSync(kerasBundlePath, 'latin1');
    for (let at = bytes.indexOf('\n') + 1; at < bytes.length; ) {
      const end = bytes.indexOf('\n', at);
      const [name, , size] = bytes.slice(at, end).split(' ');
      names.push(name);
      at = end + 1 + Number(size);
    }
    const stdlib = names.filter((name) => !/^(keras|tensorflow|numpy|_tfplay_data)(\.|$)/.test(name));
    assert.equal(names.at(-1), '_tfplay_data.unicode_names');
    // (a package's submodules travel with it: unittest's name its package)
    assert.deepEqual([...new Set(stdlib.map((name) => name.split('.')[0]))].sort(), [...bundledModules].sort());
    // (absl's modules sit with Keras's own, core/keras/absl/: the standard library's come after both)
    const firstStdlib = stdlib.find((name) => !/^absl(\.|$)/.test(name));
    assert.ok(names.indexOf(firstStdlib) > names.lastIndexOf(names.filter((name) => /^keras(\.|$)/.test(name)).at(-1)));
    for (const module of bundledModules) {
      assert.ok(needsBundle(`import ${module}\n`), module);
      assert.ok(needsBundle(`def f():\n    from ${module} import x\n`), module);
      assert.ok(needsBundle(`import os, ${module} as m\n`), module);
    }
    assert.ok(!needsBundle('import tensorflow as tf\nx = tf.random.normal([2])\n'));
    // (importlib's import is the one the page cannot see: the engine fetches the bundle then.)
    for (const [name, source] of Object.entries(BUNDLED_FIRST)) assert.equal(needsBundle(source), name !== 'importlib', source);
  });

  for (const [name, source] of Object.entries(BUNDLED_FIRST)) {
    test(`a bundled module first (${name}): the engine fetches the bundle, and the run is the native CLI's`, () =>
      fetchesBundleAsNativeRuns(source));
  }

  test('an engine handed the bundle runs the same as one that fetched it', async () => {
    const source = ENTRY_POINTS['from tensorflow.keras.layers import Dense'];
    const given = await loadEngine();
    assert.deepEqual(run(given, source), await nativeResult(source));
  });

  test('when the bundle cannot be had, the import fails with an InternalError, never ModuleNotFoundError', async () => {
    const engine = await loadEngine({ keras: false, locateFile: (path) => join(dir, 'missing', path) });
    // (The engine also says why on the console.)
    for (const source of [ENTRY_POINTS['import keras'], ENTRY_POINTS['tf.keras'], ENTRY_POINTS['a try around the import']]) {
      const result = run(engine, `print("before")\n${source}`);
      assert.equal(result.ok, false);
      assert.equal(result.events[0].text, 'before\n');
      assert.equal(result.error.type, 'InternalError');
      assert.match(result.error.message, /could not download Keras's modules \(tfplay_keras\.bundle\)/);
      assert.ok(!result.events.some((e) => /ModuleNotFoundError/.test(e.text)));
    }
    const result = run(engine, 'print("before")\nimport datetime\n');
    assert.equal(result.error.type, 'InternalError');
    assert.match(result.error.message, /could not download the module datetime's source \(tfplay_keras\.bundle\)/);
    const named = run(engine, 'print("before")\nprint("\\N{BULLET}")\n');
    assert.equal(named.error.type, 'InternalError');
    assert.match(named.error.message, /could not download the Unicode character names \(tfplay_keras\.bundle\)/);
    const image = run(engine, 'import tensorflow as tf\nprint(tf.image.flip_up_down)\n');
    assert.equal(image.error.type, 'InternalError');
    assert.match(image.error.message, /could not download TensorFlow's module tensorflow\.python\.ops\.image_ops_impl \(tfplay_keras\.bundle\)/);
    assert.equal(engine.kerasModulesLoaded(), false);
    // Once the bundle is there, the same engine runs Keras.
    assert.ok(engine.loadKerasModules(readFileSync(kerasBundlePath)) > 0);
    assert.equal(text(run(engine, ENTRY_POINTS['import keras'])), 'keras 3\n');
  });
});
