// The engine in two wasm modules (scripts/split-engine.mjs, web/src/engine-deferred.js): the
// page's first result runs on the primary module alone, on a first visit and on a returning one
// (resumed from the 'base' snapshot), and any other program loads the deferred module on its
// first call of deferred code and runs as the native CLI does.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEFERRED_FILE } from '../web/src/engine-deferred.js';
import { resumeFromSnapshot } from '../web/src/engine-snapshot.js';
import { WARM_UP_PROGRAMS } from '../web/src/warm-up.js';
import { loadEngine, wasmDir } from './wasm-engine.mjs';

// snapshot-store.js names the engine's versioned URLs: the version a built page defines.
globalThis.__TFPLAY_ENGINE_VERSION__ ??= 'test';
const { decodeSnapshot, encodeSnapshot } = await import('../web/src/snapshot-store.js');

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_EXAMPLE = readFileSync(join(repo, 'web/src/examples/default.py'), 'utf8');
// The page's run options (web/src/main.js), as its worker passes them (engine.worker.js).
const OPTIONS = JSON.stringify({ filename: 'main.py', max_steps: 5_000_000, omit_streamed_events: true });
const cli = join(repo, 'build/native/tfplay');

const stdoutOf = (events) => events.filter((e) => e.stream === 'stdout').map((e) => e.text).join('');

/** A run as the page's worker makes it: its error, and the stdout its streamed events print. */
function pageRun(engine, source) {
  const events = [];
  const result = JSON.parse(engine.runJsonStreaming(source, OPTIONS, (json) => events.push(...JSON.parse(json))));
  return { stdout: stdoutOf(events), error: result.error };
}

describe('the engine split in two modules', () => {
  before(() => {
    assert.ok(existsSync(join(wasmDir, DEFERRED_FILE)), `${wasmDir}/${DEFERRED_FILE} is missing: build the wasm engine first`);
  });

  test('the primary module is the smaller one', () => {
    const size = (name) => readFileSync(join(wasmDir, name)).length;
    assert.ok(size('tfplay_wasm.wasm') < size(DEFERRED_FILE), `${size('tfplay_wasm.wasm')} bytes against ${size(DEFERRED_FILE)}`);
  });

  test('a first visit: the default example runs on the primary module alone', async () => {
    const engine = await loadEngine({ keras: false });
    const { stdout, error } = pageRun(engine, DEFAULT_EXAMPLE);
    assert.equal(error, null);
    assert.match(stdout, /\S/);
    assert.equal(engine.deferredLoaded(), false);
  });

  // The page's 'base' snapshot is taken after a first visit's first result and the first warm-up
  // program (web/src/snapshot-store.js); the bench's returning visit is this one.
  test('a returning visit: the default example on the base snapshot runs on the primary module alone', async () => {
    const first = await loadEngine({ keras: false });
    const initialData = new Uint8Array(first.HEAP8.buffer).slice(0, first.memoryLayout().stackLow);
    assert.equal(pageRun(first, DEFAULT_EXAMPLE).error, null);
    assert.ok(JSON.parse(first.runJson(WARM_UP_PROGRAMS[0], '{}')).ok);
    const base = decodeSnapshot(new Uint8Array(await encodeSnapshot(first, initialData, null).arrayBuffer()));
    const next = await loadEngine({ keras: false });
    assert.ok(resumeFromSnapshot(next, base), 'the base snapshot did not fit a fresh engine');
    const { error } = pageRun(next, DEFAULT_EXAMPLE);
    assert.equal(error, null);
    assert.equal(next.deferredLoaded(), false);
  });

  test('deferred code loads on its first call, and its exceptions reach the program', async () => {
    const source = [
      'import tensorflow as tf',
      'try:',
      '    tf.strings.to_number("seven")',
      'except tf.errors.InvalidArgumentError as e:',
      '    print(type(e).__name__, e.message)',
      'print(tf.strings.upper("ab").numpy(), tf.linalg.det(tf.eye(2)).numpy())',
      '',
    ].join('\n');
    const engine = await loadEngine({ keras: false });
    const got = pageRun(engine, source);
    assert.equal(engine.deferredLoaded(), true);
    assert.equal(got.error, null);
    const native = execFileSync(cli, ['run', '-'], { input: source, encoding: 'utf8' });
    assert.equal(got.stdout, native);
  });
});
