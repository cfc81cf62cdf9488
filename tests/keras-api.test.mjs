// Keras 3.11.3's public API in tfplay: every name of keras.ops (and its image, linalg, nn and
// numpy submodules) in tests/keras-api/keras-3.11.3.tsv exists in tfplay's keras package (ported,
// or a stub that raises NotImplementedError), and docs/keras-api-coverage.md is the current table
// of every public name (`node scripts/keras-api-coverage.mjs`), so a name that goes missing or
// gets ported shows in its diff. Both views (keras and tf.keras) have no public names beyond
// Keras's own.
//
//   node --test tests/keras-api.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { allowedExtra, checkApi, coverageDoc, docPath, runWithStdin, tfKerasListingPath, tfKerasOwnRows } from './support/keras_api.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));
const rows = await checkApi(bin);
const tfView = await checkApi(bin, tfKerasListingPath);

test('every keras.ops name of Keras 3.11.3 exists', () => {
  const ops = rows.filter((r) => r.module === 'keras.ops' || r.module.startsWith('keras.ops.'));
  assert.ok(ops.length > 500, `only ${ops.length} keras.ops names listed`);
  const missing = ops.filter((r) => r.status === 'missing').map((r) => `${r.module}.${r.name} ${r.reason}`);
  assert.deepEqual(missing, []);
});

test('no public module has a name Keras does not export, in either view', () => {
  // keras.losses.MSE is an AttributeError in Keras 3 (only tf.keras.losses has Keras 2's aliases).
  assert.deepEqual(rows.extra.filter((n) => !allowedExtra.includes(n)), []);
  assert.deepEqual(tfView.extra.filter((n) => !allowedExtra.includes(n)), []);
});

test('the tf.keras view has its own losses and metrics, with Keras 2\'s aliases', () => {
  const status = (module, name) => tfView.find((r) => r.module === `keras._tf_keras.keras.${module}` && r.name === name)?.status;
  for (const name of ['MSE', 'mse', 'logcosh', 'kullback_leibler_divergence', 'Reduction']) assert.equal(status('losses', name), 'ported', name);
  for (const name of ['MAE', 'msle', 'KLD']) assert.equal(status('metrics', name), 'ported', name);
});

test('docs/keras-api-coverage.md is up to date', () => {
  assert.equal(readFileSync(docPath, 'utf8'), coverageDoc(rows, tfKerasOwnRows(tfView)), 'run node scripts/keras-api-coverage.mjs');
});

// `import keras` imports the layer classes and the rarely used modules (applications, datasets,
// export, preprocessing, wrappers; most callbacks, optimizers and metrics, saving and loading,
// clone_model, the dataset and image utilities, the image ops, the recurrent loops, the summary
// table) on first use (keras.src.utils.public_api.export_lazily).
const LAZY_PROGRAM = `import sys
import keras
import tensorflow as tf
loaded = lambda m: m in sys.modules
print(loaded("keras.src.layers.convolutional.conv2d"), loaded("keras.applications"))
print(*(loaded(m) for m in ("keras.src.callbacks.tensorboard", "keras.src.saving.saving_lib", "keras.src.models.cloning",
                            "keras.src.layers.preprocessing.feature_space", "keras.src.utils.summary_utils",
                            "keras.src.optimizers.sgd", "keras.src.metrics.confusion_metrics", "keras.src.ops.image",
                            "keras.src.backend.tensorflow.image", "keras.src.backend.tensorflow.rnn")))
print(keras.layers.Conv2D.__name__, loaded("keras.src.layers.convolutional.conv2d"))
print(tf.keras.applications.ResNet50.__name__, loaded("keras.applications"))
print(sorted(n for n in set(dir(keras.layers)) - set(dir(tf.keras.layers)) if n[0] != "_"), "ThresholdedReLU" in dir(tf.keras.layers))
# Every module a lazy name loads, one name each: the first use of each must import cleanly.
first = {}
layer_modules = sys.modules["keras.src.layers"]._lazy_exports
for view in (keras, keras.layers, tf.keras, tf.keras.layers, keras.callbacks, keras.metrics, keras.models, keras.ops, keras.optimizers, keras.saving, keras.utils, keras.src.backend):
    for name, target in view._lazy_exports.items():
        module = target.split(":")[0]
        if module == "keras.src.layers":
            module = layer_modules.get(name, module).split(":")[0]
        first.setdefault(module, view.__name__ + "." + name)
print("\\n".join(sorted(first.values())))
`;

test('import keras imports the layer classes on first use, and each lazy name imports cleanly first', async () => {
  const result = await runWithStdin(bin, LAZY_PROGRAM);
  assert.equal(result.stderr, '');
  const [before, rare, conv, resnet, views, ...names] = result.stdout.trim().split('\n');
  assert.equal(before, 'False False');
  assert.equal(rare, Array(10).fill('False').join(' '));
  assert.equal(conv, 'Conv2D True');
  assert.equal(resnet, 'ResNet50 True');
  assert.equal(views, '[] True');
  assert.ok(names.length > 100, `only ${names.length} lazily imported modules`);
  // In a fresh engine, each name's module is the first one a program imports after keras's own.
  const failures = [];
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      const [module] = name.split('.');
      const view = name.startsWith('keras._tf_keras.keras') ? 'tf.keras' : module;
      const attribute = name.startsWith('keras._tf_keras.keras') ? name.slice('keras._tf_keras.keras'.length) : name.slice(module.length);
      const run = await runWithStdin(bin, `import keras\nimport tensorflow as tf\n${view}${attribute}\n`);
      if (run.status !== 0 || run.stderr) failures.push(`${name}: ${run.stderr.trim().split('\n').pop()}`);
    }
  };
  await Promise.all([worker(), worker()]);
  assert.deepEqual(failures, []);
});
