// npm run bench (build loop): how long a developer or CI waits for the engines.
// Copies the checkout's tracked files to a temporary folder (a second checkout on this
// machine, as CI's clone is) and there times, for the native and the wasm engine:
//   - a clean build, configure included, with the ccache the first checkout filled (what a
//     fresh clone costs on a machine that has built tfplay before);
//   - an incremental build after an edit of one builtin (core/python/builtins.cpp recompiled
//     without ccache, then the link);
// and, from the clean native build's dependency files, how many translation units each of the
// widely included headers reaches (what editing that header recompiles).
// With TFPLAY_BENCH_NO_CCACHE=1 it also times a clean native build with ccache off (the cost
// on a machine that never built tfplay; about ten minutes on two cores).
//
//   node bench/build_bench.mjs
// Environment: TFPLAY_JOBS (default 2), TFPLAY_BENCH_NO_CCACHE, TFPLAY_BENCH_BUILD_WASM
// (default 1; 0 skips the wasm rows).
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const jobs = process.env.TFPLAY_JOBS ?? '2';
const withWasm = (process.env.TFPLAY_BENCH_BUILD_WASM ?? '1') !== '0';
const headers = [
  'core/python/object.h',
  'core/python/interpreter.h',
  'core/python/runtime.h',
  'core/function/runtime.h',
  'core/graph/op_def.h',
  'core/tensor/tensor.h',
];
const edited = 'core/python/builtins.cpp';

/** Runs a command in `cwd` (output discarded unless it fails) and returns its wall seconds. */
function timed(cmd, args, cwd, env = {}) {
  const start = performance.now();
  const r = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return (performance.now() - start) / 1000;
}

/** Copies the checkout's tracked files (as they are in the working tree) to `dest`. */
function copyCheckout(dest) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const list = files.filter((f) => {
    try {
      return statSync(join(root, f)).isFile();
    } catch {
      return false;  // deleted in the working tree
    }
  });
  const tar = spawnSync('tar', ['-cf', '-', '--null', '-T', '-'], { cwd: root, input: list.join('\0'), maxBuffer: 1 << 30 });
  spawnSync('tar', ['-xf', '-'], { cwd: dest, input: tar.stdout, maxBuffer: 1 << 30 });
}

/** The dependency files (*.d) of every object under `dir`. */
function depFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...depFiles(p));
    else if (entry.name.endsWith('.o.d')) out.push(p);
  }
  return out;
}

function existsDir(p) {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}
// Debian's emcc runs its JS optimizer with node, which finds acorn only through NODE_PATH
// (as scripts/build.sh sets it).
const emcmakeEnv = existsDir('/usr/share/nodejs')
  ? { NODE_PATH: `/usr/share/nodejs${process.env.NODE_PATH ? `:${process.env.NODE_PATH}` : ''}` }
  : {};

// An edit that only adds a comment preprocesses to the same text, which ccache would serve
// from its cache: the incremental rows compile with ccache off, as a real edit does.
const noCache = { CCACHE_DISABLE: '1' };

const work = mkdtempSync(join(tmpdir(), 'tfplay-build-bench-'));
const rows = [];
try {
  copyCheckout(work);
  const native = join(work, 'build', 'native');
  const configure = ['-S', '.', '-B', 'build/native', '-DCMAKE_BUILD_TYPE=Release'];
  const clean = timed('cmake', configure, work) + timed('cmake', ['--build', 'build/native', `-j${jobs}`], work);
  rows.push(['native', 'clean build (ccache warm)', clean]);

  const deps = depFiles(native).map((f) => readFileSync(f, 'utf8'));
  const fanOut = headers.map((h) => [h, deps.filter((d) => d.includes(h)).length, deps.length]);

  appendFileSync(join(work, edited), '\n// build bench edit\n');
  rows.push(['native', `incremental: ${edited} edited`, timed('cmake', ['--build', 'build/native', `-j${jobs}`], work, noCache)]);

  if (process.env.TFPLAY_BENCH_NO_CCACHE === '1') {
    rmSync(native, { recursive: true, force: true });
    const cold =
      timed('cmake', configure, work, noCache) + timed('cmake', ['--build', 'build/native', `-j${jobs}`], work, noCache);
    rows.push(['native', 'clean build (ccache off)', cold]);
  }

  if (withWasm) {
    mkdirSync(join(work, 'build', 'wasm'), { recursive: true });
    const wasmClean =
      timed('emcmake', ['cmake', '-S', '.', '-B', 'build/wasm', '-DCMAKE_BUILD_TYPE=Release'], work, emcmakeEnv) +
      timed('cmake', ['--build', 'build/wasm', `-j${jobs}`, '--target', 'tfplay_wasm'], work, emcmakeEnv);
    rows.push(['wasm', 'clean build (ccache warm)', wasmClean]);
    appendFileSync(join(work, edited), '// build bench edit 2\n');
    rows.push([
      'wasm',
      `incremental: ${edited} edited`,
      timed('cmake', ['--build', 'build/wasm', `-j${jobs}`, '--target', 'tfplay_wasm'], work, { ...emcmakeEnv, ...noCache }),
    ]);
  }

  console.log(`build loop (a second checkout on this machine, -j${jobs})`);
  console.log(`${'engine'.padEnd(8)}${'build'.padEnd(52)}seconds`);
  for (const [engine, what, s] of rows) console.log(`${engine.padEnd(8)}${what.padEnd(52)}${s.toFixed(1).padStart(7)}`);
  console.log('\nwhat editing a header recompiles (native translation units that include it)');
  for (const [h, n, total] of fanOut) console.log(`${h.padEnd(32)}${String(n).padStart(4)} of ${total}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
