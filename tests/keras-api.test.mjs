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
import { allowedExtra, checkApi, coverageDoc, docPath, tfKerasListingPath, tfKerasOwnRows } from './support/keras_api.mjs';

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
