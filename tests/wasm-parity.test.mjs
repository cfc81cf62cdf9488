// Native/wasm parity: the wasm engine (build/wasm, as the page loads it) must return the
// same run result as the native CLI's `tfplay run --json` for every conformance program. Keras
// progress lines carry measured times, so their print events are compared through what the
// whole stdout shows once those times are normalised (tests/support/normalise.mjs); so does
// unittest's "Ran N tests in T.TTTs" line, whose time is replaced in the event.
//
//   node --test tests/wasm-parity.test.mjs
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { normaliseProgressLines, normaliseTestRunTimes } from './support/normalise.mjs';
import { RUN_ARGS } from './support/process.mjs';
import { loadEngine, wasmDir } from './wasm-engine.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const programsDir = join(here, 'conformance');
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));
const filter = process.env.TFPLAY_CONFORMANCE_FILTER ?? '';

const programs = (existsSync(programsDir) ? readdirSync(programsDir) : [])
  .filter((f) => f.endsWith('.py'))
  .map((f) => f.slice(0, -3))
  .filter((name) => name.includes(filter))
  .sort();


async function nativeResult(program) {
  try {
    const { stdout } = await promisify(execFile)(bin, [...RUN_ARGS, '--json', `${program}.py`], {
      cwd: programsDir,
      maxBuffer: 64 << 20,
    });
    return JSON.parse(stdout);
  } catch (err) {
    // The program failed: 1, a sys.exit() code or 130 (KeyboardInterrupt), as python would exit.
    if (Number.isInteger(err.code) && err.code > 0 && err.stdout) return JSON.parse(err.stdout);
    throw err;
  }
}

// The run result with Keras progress events' texts set aside, and the stdout they make.
function comparable(result) {
  const stdout = result.events
    .filter((e) => e.kind === 'print' && e.stream === 'stdout')
    .map((e) => e.text)
    .join('');
  const events = result.events.map((e) => {
    if (e.kind !== 'print') return e;
    if (normaliseProgressLines(e.text) !== e.text) return { ...e, text: '<progress>' };
    return { ...e, text: normaliseTestRunTimes(e.text) };
  });
  return { result: { ...result, events }, stdout: normaliseProgressLines(stdout) };
}

describe('wasm parity', () => {
  let engine;
  before(async () => {
    assert.ok(existsSync(join(wasmDir, 'tfplay_wasm.js')), `${wasmDir}/tfplay_wasm.js is missing: build the wasm engine first`);
    engine = await loadEngine();
  });

  test('the engine answers with a run result', () => {
    const result = JSON.parse(engine.runJson('x = 1\n', JSON.stringify({ filename: 'probe.py', max_steps: 1000 })));
    assert.equal(typeof result.ok, 'boolean');
    assert.ok(Array.isArray(result.events));
    assert.ok(Array.isArray(result.functions));
    assert.ok('error' in result);
  });

  test('bad options come back as a failed run, not a crash', () => {
    const result = JSON.parse(engine.runJson('x = 1\n', '{not json'));
    assert.equal(result.ok, false);
    assert.equal(result.error.type, 'InternalError');
  });

  for (const program of programs) {
    test(program, async () => {
      const source = readFileSync(join(programsDir, `${program}.py`), 'utf8');
      const fromWasm = JSON.parse(engine.runJson(source, JSON.stringify({ filename: `${program}.py` })));
      const [wasm, native] = [comparable(fromWasm), comparable(await nativeResult(program))];
      assert.deepEqual(wasm.result, native.result);
      assert.equal(wasm.stdout, native.stdout);
    });
  }
});
