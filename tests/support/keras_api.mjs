// Keras 3.11.3's public names (tests/keras-api/keras-3.11.3.tsv, read from keras/api/ at the
// v3.11.3 tag) checked against tfplay's `keras` package: a generated program imports every public
// module and looks up every name; each is ported, a stub (an object marked `_tfplay_unavailable`
// with the reason it raises NotImplementedError) or missing. Shared by
// tests/keras-api.test.mjs and scripts/keras-api-coverage.mjs (which writes
// docs/keras-api-coverage.md).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUN_ARGS } from './process.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const listingPath = join(root, 'tests', 'keras-api', 'keras-3.11.3.tsv');
/** The tf.keras view (keras/api/_tf_keras/keras/), which TF 2.20 loads as tf.keras. */
export const tfKerasListingPath = join(root, 'tests', 'keras-api', 'keras-3.11.3-tf-keras.tsv');
export const docPath = join(root, 'docs', 'keras-api-coverage.md');

/** A listing (the keras view by default) as [{module, name, source}] in file order. */
export function readListing(path = listingPath) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [module, name, sourceModule, sourceName] = line.split('\t');
      return { module, name, source: `${sourceModule}.${sourceName}` };
    });
}

function checkerProgram(rows) {
  const byModule = new Map();
  for (const { module, name } of rows) byModule.set(module, [...(byModule.get(module) ?? []), name]);
  const table = JSON.stringify([...byModule]);
  return `import importlib
import json
for module_name, names in json.loads(${JSON.stringify(table)}):
    try:
        # A module another view shares is reached as an attribute (tf.keras.ops is keras.ops).
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError:
            parts = module_name.split(".")
            module = importlib.import_module(parts[0])
            for part in parts[1:]:
                module = getattr(module, part)
    except Exception as e:
        for name in names:
            print(module_name, name, "missing", "module: " + type(e).__name__, sep="\\t")
        continue
    listed = set(names)
    for name in dir(module):
        if not name.startswith("_") and name not in listed:
            print(module_name, name, "extra", "", sep="\t")
    for name in names:
        if not hasattr(module, name):
            print(module_name, name, "missing", "", sep="\\t")
            continue
        obj = getattr(module, name)
        marks = vars(obj) if isinstance(obj, type) else {"_tfplay_unavailable": getattr(obj, "_tfplay_unavailable", None)}
        reason = marks.get("_tfplay_unavailable")
        print(module_name, name, "stub" if reason else "ported", reason or "", sep="\\t")
`;
}

/**
 * Runs the check of a listing with the CLI `bin`; resolves [{module, name, source, status,
 * reason}] for the listed names, and `extra`: the public names ("module.name") a listed module
 * has that Keras's does not.
 */
export async function checkApi(bin, path = listingPath) {
  const rows = readListing(path);
  const result = await runWithStdin(bin, checkerProgram(rows));
  if (result.status !== 0) throw new Error(`checker failed (${result.status}):\n${result.stderr}`);
  const status = new Map();
  const extra = [];
  for (const line of result.stdout.split('\n').filter(Boolean)) {
    const [module, name, state, reason] = line.split('\t');
    if (state === 'extra') extra.push(`${module}.${name}`);
    else status.set(`${module}\t${name}`, { status: state, reason });
  }
  const checked = rows.map((row) => ({ ...row, ...(status.get(`${row.module}\t${row.name}`) ?? { status: 'missing', reason: 'not reported' }) }));
  return Object.assign(checked, { extra });
}

/** Runs `source` through the CLI `bin` (from the repository root): {status, stdout, stderr}. */
export async function runWithStdin(bin, source) {
  const { spawn } = await import('node:child_process');
  return new Promise((resolvePromise, reject) => {
    const child = spawn(bin, [...RUN_ARGS, '-'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', reject);
    child.on('close', (status) =>
      resolvePromise({ status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
    child.stdin.end(source);
  });
}

/** The tf.keras view's own modules (the others are keras's: tf.keras.ops is keras.ops). */
export const tfKerasOwnModules = ['backend', 'layers', 'losses', 'metrics', 'preprocessing'].map((m) => `keras._tf_keras.keras.${m}`);

/** The rows of a tf.keras view check that belong to its own modules (and their submodules). */
export function tfKerasOwnRows(rows) {
  return rows.filter((r) => tfKerasOwnModules.some((m) => r.module === m || r.module.startsWith(`${m}.`)));
}

/**
 * Public names a module may have beyond Keras's listing: `src` is set on the package when its
 * source modules load, as in the pip package; tf.keras.saving stays reachable (TF 2.20 users
 * reach it once keras._tf_keras.keras.saving has been imported).
 */
export const allowedExtra = ['keras.src', 'keras._tf_keras.keras.src', 'keras._tf_keras.keras.saving'];

/** docs/keras-api-coverage.md for a check's rows, and the tf.keras view's own rows. */
export function coverageDoc(rows, tfRows = []) {
  const modules = [...new Set(rows.map((r) => r.module))];
  const count = (list, status) => list.filter((r) => r.status === status).length;
  const lines = [
    '# Keras 3.11.3 public API in tfplay',
    '',
    'Every public name of Keras 3.11.3 (its `keras/api/` tree, listed in `tests/keras-api/keras-3.11.3.tsv`)',
    'checked against tfplay\'s `keras` package by `tests/keras-api.test.mjs`; regenerate this file with',
    '`node scripts/keras-api-coverage.mjs`. **Ported** names run Keras\'s code (a TF op tfplay lacks still',
    'raises NotImplementedError when that code reaches it); **stubs** exist with Keras\'s signature and',
    'always raise NotImplementedError naming the feature, for want of what the table below gives;',
    '**missing** names are not in tfplay yet. No `keras.ops` name may be missing.',
    '',
    '| module | names | ported | stubs | missing |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const module of modules) {
    const list = rows.filter((r) => r.module === module);
    lines.push(`| \`${module}\` | ${list.length} | ${count(list, 'ported')} | ${count(list, 'stub')} | ${count(list, 'missing')} |`);
  }
  lines.push(`| all | ${rows.length} | ${count(rows, 'ported')} | ${count(rows, 'stub')} | ${count(rows, 'missing')} |`);
  if (tfRows.length) {
    lines.push(
      '',
      '## The tf.keras view',
      '',
      'TF 2.20\'s `tf.keras` is Keras\'s tf.keras view (`keras/api/_tf_keras/keras/`, listed in',
      '`tests/keras-api/keras-3.11.3-tf-keras.tsv`): the same modules as `keras`, except these five, which',
      'keep Keras 2\'s names (the loss aliases `MSE`, `logcosh`, ..., `losses.Reduction`, the legacy',
      '`backend` functions, `preprocessing.text`). Each module has exactly Keras\'s public names: no extra ones.',
      '',
      '| module | names | ported | stubs | missing |',
      '| --- | ---: | ---: | ---: | ---: |',
    );
    for (const module of [...new Set(tfRows.map((r) => r.module))]) {
      const list = tfRows.filter((r) => r.module === module);
      lines.push(`| \`${module.replace('keras._tf_keras.keras', 'tf.keras')}\` | ${list.length} | ${count(list, 'ported')} | ${count(list, 'stub')} | ${count(list, 'missing')} |`);
    }
  }
  const stubs = [...rows, ...tfRows].filter((r) => r.status !== 'ported');
  if (stubs.length) {
    lines.push('', '## Stubs and missing names', '', '| name | status | why |', '| --- | --- | --- |');
    for (const r of stubs) lines.push(`| \`${r.module}.${r.name}\` | ${r.status} | ${r.reason.replaceAll('|', '\\|')} |`);
  }
  return `${lines.join('\n')}\n`;
}
