// Splits the linked wasm engine in two (docs/engine-size.md, "The deferred module"): the code the
// page's first result runs stays in tfplay_wasm.wasm, everything else moves to
// tfplay_wasm.deferred.wasm, which the engine worker fetches once the first module is running and
// which the first call of any function in it fetches at once if it has not arrived by then.
//
// Emscripten's SPLIT_MODULE link (CMakeLists.txt) leaves the whole engine in
// tfplay_wasm.wasm.orig and a copy instrumented to record which functions run in
// tfplay_wasm.wasm. This script runs what a page runs before its first result on the
// instrumented copy, in node, through the engine's own glue:
//   - a first visit: the default example in a fresh engine, with the page's run options;
//   - a returning visit: the page's 'base' snapshot (the engine's memory after the first warm-up
//     program) written into a fresh engine, then the default example again.
// wasm-split (Binaryen) then keeps the functions either run called in the primary module.
//
// usage: node scripts/split-engine.mjs BUILD_DIR   (CMake runs it after each link of tfplay_wasm)
// On failure the glue is deleted, so that the next build links (and splits) again.
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = resolve(process.argv[2] ?? 'build/wasm');
const repo = resolve(import.meta.dirname, '..');
const glue = join(dir, 'tfplay_wasm.js');
const instrumented = join(dir, 'tfplay_wasm.wasm');
const whole = join(dir, 'tfplay_wasm.wasm.orig');

// The page's first program and run options (web/src/main.js RUN_OPTIONS), and the warm-up program
// after which the page stores its 'base' snapshot (web/src/warm-up.js).
const DEFAULT_EXAMPLE = join(repo, 'web/src/examples/default.py');
const RUN_OPTIONS = JSON.stringify({ filename: 'main.py', max_steps: 5_000_000, omit_streamed_events: true });
// Binaryen reads no feature section from Emscripten's output: these are the ones the engine's
// compile flags use (-fwasm-exceptions, -msimd128, and what Emscripten enables by default).
const FEATURES = ['--enable-exception-handling', '--enable-simd', '--enable-bulk-memory', '--enable-sign-ext',
  '--enable-mutable-globals', '--enable-nontrapping-float-to-int'];

/** A fresh instance of the instrumented engine and its raw wasm exports. */
async function instrumentedEngine(module) {
  globalThis.require ??= createRequire(import.meta.url);
  globalThis.__dirname ??= dir;
  const { default: create } = await import(pathToFileURL(glue).href);
  let exports;
  const engine = await create({
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(module, imports).then((instance) => {
        exports = instance.exports;
        receive(instance, module);
      });
      return {};
    },
    print: () => {},
    printErr: () => {},
  });
  return { engine, exports };
}

/** The functions the instance has called so far, as wasm-split's profile bytes. */
function profileOf({ engine, exports }) {
  const room = 1 << 20; // a 4-byte entry a function
  const at = engine._malloc(room);
  const size = exports.__write_profile(at, room);
  const profile = engine.HEAPU8.slice(at, at + size);
  engine._free(at);
  return profile;
}

function run(engine, source, options) {
  const result = JSON.parse(engine.runJsonStreaming(source, options, () => {}));
  if (result.error || result.exit_status !== 0) throw new Error(`the profile's program failed: ${JSON.stringify(result).slice(0, 500)}`);
}

async function profiles() {
  const module = await WebAssembly.compile(readFileSync(instrumented));
  const program = readFileSync(DEFAULT_EXAMPLE, 'utf8');
  const { WARM_UP_PROGRAMS } = await import(pathToFileURL(join(repo, 'web/src/warm-up.js')).href);
  const { resumeFromSnapshot } = await import(pathToFileURL(join(repo, 'web/src/engine-snapshot.js')).href);
  globalThis.__TFPLAY_ENGINE_VERSION__ ??= 'build'; // snapshot-store.js names versioned URLs: a built page's define
  const { decodeSnapshot, encodeSnapshot } = await import(pathToFileURL(join(repo, 'web/src/snapshot-store.js')).href);

  const first = await instrumentedEngine(module);
  const initialData = new Uint8Array(first.engine.HEAP8.buffer).slice(0, first.engine.memoryLayout().stackLow);
  run(first.engine, program, RUN_OPTIONS);
  const firstVisit = profileOf(first);
  first.engine.runJson(WARM_UP_PROGRAMS[0], '{}');

  // The 'base' snapshot as the page's worker stores it and a returning visit resumes from it.
  const base = decodeSnapshot(new Uint8Array(await encodeSnapshot(first.engine, initialData, null).arrayBuffer()));
  const returning = await instrumentedEngine(module);
  if (!resumeFromSnapshot(returning.engine, base)) throw new Error('the base snapshot did not fit a fresh engine');
  returning.engine.kerasModulesLoaded();
  run(returning.engine, program, RUN_OPTIONS);
  return [firstVisit, profileOf(returning)];
}

try {
  const [firstVisit, returningVisit] = await profiles();
  const files = ['first', 'returning'].map((name) => join(dir, `split-${name}.prof`));
  writeFileSync(files[0], firstVisit);
  writeFileSync(files[1], returningVisit);
  const merged = join(dir, 'split.prof');
  execFileSync('wasm-split', ['--merge-profiles', ...files, '-o', merged], { stdio: 'inherit' });
  const primary = join(dir, 'tfplay_wasm.primary.wasm');
  execFileSync('wasm-split', ['--split', ...FEATURES, '--export-prefix=%', `--profile=${merged}`,
    '-o1', primary, '-o2', join(dir, 'tfplay_wasm.deferred.wasm'), whole], { stdio: ['ignore', 'ignore', 'inherit'] });
  renameSync(primary, instrumented);
  for (const f of [...files, merged]) rmSync(f);
} catch (err) {
  rmSync(glue, { force: true });
  console.error(`split-engine: ${err.stack ?? err}`);
  process.exit(1);
}
