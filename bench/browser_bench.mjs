// npm run bench (the browser): tfplay's wasm engine next to Pyodide and TensorFlow.js in one
// headless Chromium, each in a worker of its own, interleaving repetitions (issue 15's anchors):
//
//   ready           a fresh browser context loading each engine: tfplay's engine plus the first
//                   run of the default example, against Pyodide's loadPyodide()
//   Python          every bench/python/*.py run in tfplay's engine and in Pyodide (fresh globals
//                   each time); the outputs must be identical
//   op and call     an eager tf.add of two 2-element tensors against TF.js's wasm backend (SIMD,
//                   one thread); a call of an already-traced tf.function and a plain Python call
//                   in tfplay, against a plain Python call in Pyodide; all per call, each loop's
//                   own cost taken off
//
// Rows print min / median (ms, or µs per call) and the ratio of the medians, tfplay's time over
// the anchor's (below 1: tfplay is faster). Nothing here asserts a time; a Python program whose
// output differs between the two interpreters makes the bench exit non-zero.
//
// Pyodide comes from its npm package, installed into build/bench-deps the first time this runs
// (it is not a dependency of the playground or of npm test). Version 0.27 runs CPython 3.12, the
// Python TensorFlow 2.20 is measured against.
//
//   node bench/browser_bench.mjs          (needs build/web: bash scripts/build.sh wasm web)
// Environment: TFPLAY_CHROMIUM (default /usr/bin/chromium), TFPLAY_BENCH_RUNS (default 3),
// TFPLAY_WEB_DIR (the built page whose engine is measured, default build/web).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

import { engineLoaderSource, median } from './support.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = resolve(process.env.TFPLAY_WEB_DIR ?? join(root, 'build', 'web'));
const runs = Number(process.env.TFPLAY_BENCH_RUNS ?? 3);
const PYODIDE_VERSION = '0.27.8';

// --- Pyodide, installed on first use ----------------------------------------------------------
const deps = join(root, 'build', 'bench-deps');
const pyodideDir = join(deps, 'node_modules', 'pyodide');
function installedPyodide() {
  try {
    return JSON.parse(readFileSync(join(pyodideDir, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}
if (installedPyodide() !== PYODIDE_VERSION) {
  console.log(`browser bench: installing pyodide@${PYODIDE_VERSION} into build/bench-deps`);
  const r = spawnSync('npm', ['install', '--prefix', deps, '--no-save', '--no-package-lock', '--no-audit', '--no-fund',
    '--ignore-scripts', `pyodide@${PYODIDE_VERSION}`], { stdio: 'inherit' });
  if (r.status !== 0 || installedPyodide() !== PYODIDE_VERSION) throw new Error('browser bench: cannot install Pyodide');
}
if (!existsSync(join(web, 'engine', 'tfplay_wasm.js'))) throw new Error(`${web}: no built page (bash scripts/build.sh wasm web)`);

const require = createRequire(import.meta.url);
const tfjsCore = dirname(require.resolve('@tensorflow/tfjs-core/dist/tf-core.min.js'));
const tfjsWasm = dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm'));
const sw = readFileSync(join(web, 'sw.js'), 'utf8');

// --- The workers ------------------------------------------------------------------------------
// tfplay's engine, as the page's worker loads it (an ES module worker).
const TFPLAY_WORKER = `${engineLoaderSource(sw)}
self.onmessage = async ({ data }) => {
  try {
    if (data.cmd === 'load') {
      self.postMessage({ ms: await loadEngine() });
    } else if (data.cmd === 'run') {
      const t = performance.now();
      const result = JSON.parse(engine.runJson(data.source, '{}'));
      const ms = performance.now() - t;
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      const out = result.events.filter((e) => e.kind === 'print' && e.stream === 'stdout').map((e) => e.text).join('');
      self.postMessage({ ms, out });
    }
  } catch (e) {
    self.postMessage({ error: String(e && e.stack || e) });
  }
};`;
// Pyodide and TF.js (classic scripts: importScripts).
const ANCHOR_WORKER = `
let py = null;
self.onmessage = async ({ data }) => {
  try {
    if (data.cmd === 'load-pyodide') {
      const t = performance.now();
      importScripts('/pyodide/pyodide.js');
      py = await loadPyodide({ indexURL: '/pyodide/' });
      self.postMessage({ ms: performance.now() - t, version: py.version });
    } else if (data.cmd === 'run') {
      const out = [];
      py.setStdout({ batched: (line) => out.push(line + '\\n') });
      const globals = py.globals.get('dict')();
      globals.set('__name__', '__main__');
      const t = performance.now();
      py.runPython(data.source, { globals });
      const ms = performance.now() - t;
      globals.destroy();
      self.postMessage({ ms, out: out.join('') });
    } else if (data.cmd === 'load-tfjs') {
      importScripts('/tfjs-core/tf-core.min.js', '/tfjs-wasm/tf-backend-wasm.min.js');
      tf.wasm.setWasmPaths('/tfjs-wasm/');
      if (!(await tf.setBackend('wasm'))) throw new Error('the TF.js wasm backend did not start');
      const simd = await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT');
      const threads = await tf.env().getAsync('WASM_HAS_MULTITHREAD_SUPPORT');
      self.postMessage({ simd, threads, version: tf.version_core });
    } else if (data.cmd === 'tfjs-add') {
      const a = tf.tensor1d([1, 2]);
      const b = tf.tensor1d([3, 4]);
      for (let i = 0; i < 1000; i++) tf.add(a, b).dispose();
      const t = performance.now();
      for (let i = 0; i < data.n; i++) tf.add(a, b).dispose();
      const us = ((performance.now() - t) / data.n) * 1000;
      a.dispose();
      b.dispose();
      self.postMessage({ us });
    }
  } catch (e) {
    self.postMessage({ error: String(e && e.stack || e) });
  }
};`;
const BENCH_PAGE = `<!doctype html><title>browser bench</title><script>
const workers = {};
window.bench = {
  start(name, url, type) {
    workers[name]?.terminate();
    workers[name] = new Worker(url, { type });
  },
  call(name, message) {
    return new Promise((resolve, reject) => {
      workers[name].onmessage = ({ data }) => (data.error ? reject(new Error(data.error)) : resolve(data));
      workers[name].onerror = (e) => reject(new Error(e.message));
      workers[name].postMessage(message);
    });
  },
};
</script>`;

// --- The server -------------------------------------------------------------------------------
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json', '.zip': 'application/zip' };
const ROOTS = [['/pyodide/', pyodideDir], ['/tfjs-core/', tfjsCore], ['/tfjs-wasm/', tfjsWasm], ['/', web]];
const PAGES = { '/__bench/page.html': BENCH_PAGE, '/__bench/tfplay.js': TFPLAY_WORKER, '/__bench/anchor.js': ANCHOR_WORKER };
const server = createServer((req, res) => {
  const { pathname } = new URL(req.url, 'http://localhost');
  if (pathname in PAGES) {
    res.writeHead(200, { 'Content-Type': pathname.endsWith('.html') ? 'text/html' : 'text/javascript', 'Cache-Control': 'no-store' });
    res.end(PAGES[pathname]);
    return;
  }
  const [prefix, dir] = ROOTS.find(([p]) => pathname.startsWith(p));
  const path = resolve(dir, decodeURIComponent(pathname.slice(prefix.length)));
  if (!path.startsWith(dir) || !existsSync(path)) {
    res.writeHead(404);
    res.end();
    return;
  }
  // Cached like a static host caches versioned files: a second load in a context is warm.
  res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'public, max-age=31536000' });
  res.end(readFileSync(path));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;

// --- Figures ----------------------------------------------------------------------------------
/** Prints "min / median" of `xs` in `unit`, and the ratio of its median to the anchor's. */
function row(label, xs, unit, anchor = null) {
  const digits = unit === 'µs' ? 2 : 0;
  const f = (x) => `${x.toFixed(digits)} ${unit}`;
  const ratio = anchor ? `   ${(median(xs) / median(anchor)).toFixed(2)}x` : '';
  console.log(`${label.padEnd(50)} ${`${f(Math.min(...xs))} / ${f(median(xs))}`.padStart(22)}${ratio}`);
}

const browser = await chromium.launch({
  executablePath: process.env.TFPLAY_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
/** A page of the bench in a fresh browser context (empty HTTP and code caches). */
async function freshPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/__bench/page.html`);
  return { page, close: () => context.close() };
}
const start = (page, name, url, type) => page.evaluate(([n, u, t]) => window.bench.start(n, u, t), [name, url, type]);
const call = (page, name, message) => page.evaluate(([n, m]) => window.bench.call(n, m), [name, message]);

// Ready: each engine loaded in a fresh context.
const defaultExample = readFileSync(join(root, 'web', 'src', 'examples', 'default.py'), 'utf8');
const ready = { tfplay: [], pyodide: [] };
let pyodideVersion = '';
for (let round = 0; round < runs; round++) {
  const a = await freshPage();
  await start(a.page, 'tfplay', '/__bench/tfplay.js', 'module');
  const load = await call(a.page, 'tfplay', { cmd: 'load' });
  const first = await call(a.page, 'tfplay', { cmd: 'run', source: defaultExample });
  ready.tfplay.push(load.ms + first.ms);
  await a.close();
  const b = await freshPage();
  await start(b.page, 'anchor', '/__bench/anchor.js', 'classic');
  const py = await call(b.page, 'anchor', { cmd: 'load-pyodide' });
  ready.pyodide.push(py.ms);
  pyodideVersion = py.version;
  await b.close();
}
console.log(`tfplay's wasm engine vs Pyodide ${pyodideVersion} and TF.js in headless Chromium, ${runs} rounds; min / median, ratio of medians (tfplay / anchor)\n`);
row('ready: Pyodide (loadPyodide)', ready.pyodide, 'ms');
row('ready: tfplay engine + default example run', ready.tfplay, 'ms', ready.pyodide);

// One page holds both workers for the rest: the engines stay loaded between runs.
const { page, close } = await freshPage();
await start(page, 'tfplay', '/__bench/tfplay.js', 'module');
await call(page, 'tfplay', { cmd: 'load' });
await start(page, 'anchor', '/__bench/anchor.js', 'classic');
await call(page, 'anchor', { cmd: 'load-pyodide' });
const tfjs = await call(page, 'anchor', { cmd: 'load-tfjs' });
if (!tfjs.simd) throw new Error('TF.js: WebAssembly SIMD is not available, the comparison would be unfair');

// Python programs: one warm-up run of each in each interpreter, then interleaved rounds.
const pythonDir = join(root, 'bench', 'python');
const programs = readdirSync(pythonDir).filter((f) => f.endsWith('.py')).sort()
  .map((f) => ({ name: f.slice(0, -3), source: readFileSync(join(pythonDir, f), 'utf8') }));
const times = {};
const differs = [];
for (const { name, source } of programs) {
  const t = await call(page, 'tfplay', { cmd: 'run', source });
  const p = await call(page, 'anchor', { cmd: 'run', source });
  if (t.out !== p.out) differs.push(name);
  times[name] = { tfplay: [], pyodide: [] };
}
for (let round = 0; round < runs; round++) {
  for (const { name, source } of programs) {
    times[name].tfplay.push((await call(page, 'tfplay', { cmd: 'run', source })).ms);
    times[name].pyodide.push((await call(page, 'anchor', { cmd: 'run', source })).ms);
  }
}
console.log('\nPython programs (bench/python), tfplay vs Pyodide:');
const ratios = [];
for (const { name } of programs) {
  const { tfplay, pyodide } = times[name];
  ratios.push(median(tfplay) / median(pyodide));
  row(`  ${name}: Pyodide`, pyodide, 'ms');
  row(`  ${name}: tfplay${differs.includes(name) ? ' (OUTPUT DIFFERS)' : ''}`, tfplay, 'ms', pyodide);
}
const geomean = Math.exp(ratios.reduce((s, r) => s + Math.log(r), 0) / ratios.length);
console.log(`  geometric mean of the ratios: ${geomean.toFixed(2)}x (target ≤ 1); worst ${Math.max(...ratios).toFixed(2)}x`);

// Op and call: per-call µs, each loop's own cost taken off.
const N = 20000;
const loops = (body) => `
t0 = time.perf_counter()
for _ in range(N):
    pass
loop = time.perf_counter() - t0
t0 = time.perf_counter()
for _ in range(N):
    ${body}
print((time.perf_counter() - t0 - loop) / N * 1e6)
`;
const setup = `import time\nN = ${N}\ndef g(x):\n    return x\n`;
const tfSetup = `${setup}import tensorflow as tf
a = tf.constant([1.0, 2.0])
b = tf.constant([3.0, 4.0])
@tf.function
def f(x):
    return x
f(a)
`;
const OPS = {
  'tfplay eager tf.add': ['tfplay', tfSetup + loops('tf.add(a, b)')],
  'tfplay traced tf.function call': ['tfplay', tfSetup + loops('f(a)')],
  'tfplay plain Python call': ['tfplay', setup + 'a = 1.0\n' + loops('g(a)')],
  'Pyodide plain Python call': ['anchor', setup + 'a = 1.0\n' + loops('g(a)')],
};
const perCall = Object.fromEntries(Object.keys(OPS).map((k) => [k, []]));
perCall['TF.js wasm tf.add'] = [];
for (let round = 0; round < runs + 1; round++) {
  for (const [label, [worker, source]] of Object.entries(OPS)) {
    const us = Number((await call(page, worker, { cmd: 'run', source })).out);
    if (round > 0) perCall[label].push(us); // round 0 warms each path up
  }
  const { us } = await call(page, 'anchor', { cmd: 'tfjs-add', n: N });
  if (round > 0) perCall['TF.js wasm tf.add'].push(us);
}
console.log(`\nper call (${N.toLocaleString('en')} calls of 2-element tensors; TF.js ${tfjs.version} wasm, SIMD on, threads ${tfjs.threads ? 'on' : 'off'}):`);
row('  TF.js wasm tf.add', perCall['TF.js wasm tf.add'], 'µs');
row('  tfplay eager tf.add (target ≤ 1 µs)', perCall['tfplay eager tf.add'], 'µs', perCall['TF.js wasm tf.add']);
row('  Pyodide plain Python call', perCall['Pyodide plain Python call'], 'µs');
row('  tfplay plain Python call', perCall['tfplay plain Python call'], 'µs', perCall['Pyodide plain Python call']);
row('  tfplay traced tf.function call (target ≤ 2 µs)', perCall['tfplay traced tf.function call'], 'µs');

await close();
await browser.close();
server.close();
if (differs.length) {
  console.error(`\nOUTPUT DIFFERS between tfplay and Pyodide: ${differs.join(', ')}`);
  process.exit(1);
}
