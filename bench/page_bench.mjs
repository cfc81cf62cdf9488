// npm run bench (the page): what a visit downloads and how soon the first result is on screen,
// the engine's first run in a fresh engine next to its later ones, and large outputs. Each
// figure is printed with its target (issue 15) as min / median of interleaved repetitions.
//
//   node bench/page_bench.mjs            (needs build/web: bash scripts/build.sh wasm web)
// Environment: TFPLAY_CHROMIUM (default /usr/bin/chromium), TFPLAY_BENCH_RUNS (default 5),
// TFPLAY_CHROMIUM_FLAGS (more command-line flags for it, space-separated; e.g.
// --js-flags=--liftoff-only to see what V8's tier-up costs a first run),
// TFPLAY_WEB_DIR (another built page to measure, default build/web), TFPLAY_BENCH_ONLY (a comma
// list of the sections to run: download, first-result, engine, large-output; default all),
// TFPLAY_BASELINE_DIR (an older built page: its first-result and large-output figures are
// measured in the same run, interleaved with the page's, and printed as "baseline" rows).
//
// The page is served by a small server of this file (like a static host: content-hashed and
// versioned files cached for a year, the page itself revalidated), which counts what it sends.
// Rows:
//   download         each kind of file raw, gzip and brotli (quality 11, as a host precompresses);
//                    "keras" is Keras's modules, which the page fetches only for Keras programs
//   first result     navigation to the first result on screen (the page's 'tfplay:first-result'
//                    mark): cold (an empty browser cache) and returning (the same browser after
//                    one visit: service worker, HTTP and code caches filled), for the default
//                    example and for a shared link to the seed's Keras training step
//   engine runs      in a fresh engine worker: the first run of a program, its second run, and
//                    its run after the page's warm-up programs (web/src/engine-client.js)
//   large output     a program printing 200 000 lines: plain runJson and the streaming path in
//                    a worker, and the page from the edit to the result on screen (on the Timeline
//                    it opens on, and with the Output pane shown)
import { createServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import LZString from 'lz-string';

import { WARM_UP_PROGRAMS } from '../web/src/warm-up.js';
import { restoreSnapshot, takeSnapshot } from '../web/src/engine-snapshot.js';
import { engineLoaderSource, median } from './support.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = resolve(process.env.TFPLAY_WEB_DIR ?? join(root, 'build', 'web'));
const runs = Number(process.env.TFPLAY_BENCH_RUNS ?? 5);
const only = process.env.TFPLAY_BENCH_ONLY?.split(',').map((x) => x.trim());
/** Whether the section `name` runs (TFPLAY_BENCH_ONLY). */
const section = (name) => !only || only.includes(name);

const TARGETS = {
  engineBrotli: 0.8 * 1024 * 1024,
  coldMs: 600,
  returningMs: 300,
  streamingRatio: 1.5,
};

// --- Download --------------------------------------------------------------------------------
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
const brotli = (body) =>
  brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_LGWIN]: 24, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;
const sw = readFileSync(join(web, 'sw.js'), 'utf8');
// Monaco's files: the service worker's "editor" group (older builds: by name).
const editorGroup = /const PRECACHE = (\{[\s\S]*?\});/.exec(sw);
const editorFiles = editorGroup ? new Set(JSON.parse(editorGroup[1]).editor.map((u) => u.replace(/^\.\//, ''))) : null;
const isEditorFile = (name) => (editorFiles ? editorFiles.has(name) : /editor-monaco|editor\.worker|codicon|python-/.test(name));
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
if (section('download')) {
  const kinds = new Map();
  for (const path of files(web)) {
    const name = relative(web, path);
    // Keras's modules are a file of their own, fetched only when a program needs Keras; the
    // engine's deferred module (web/src/engine-deferred.js) is fetched once the first result runs.
    const kind = name.startsWith('engine/tfplay_keras')
      ? 'keras'
      : name.startsWith('engine/tfplay_wasm.deferred')
        ? 'deferred'
        : name.startsWith('engine/')
          ? 'engine'
          : isEditorFile(name)
            ? 'monaco'
            : 'page';
    const body = readFileSync(path);
    const k = kinds.get(kind) ?? { raw: 0, gzip: 0, br: 0 };
    k.raw += body.length;
    k.gzip += gzipSync(body, { level: 9 }).length;
    k.br += brotli(body);
    kinds.set(kind, k);
  }
  let total = { raw: 0, gzip: 0, br: 0 };
  for (const [kind, k] of [...kinds].sort()) {
    const target = kind === 'engine' ? `   target ≤ ${mb(TARGETS.engineBrotli)} brotli${k.br <= TARGETS.engineBrotli ? '' : '  (over)'}` : '';
    console.log(`download: ${kind.padEnd(8)} ${mb(k.raw).padStart(9)} raw ${mb(k.gzip).padStart(9)} gzip ${mb(k.br).padStart(9)} brotli${target}`);
    total = { raw: total.raw + k.raw, gzip: total.gzip + k.gzip, br: total.br + k.br };
  }
  console.log(`download: total    ${mb(total.raw).padStart(9)} raw ${mb(total.gzip).padStart(9)} gzip ${mb(total.br).padStart(9)} brotli`);
}

// --- The server ------------------------------------------------------------------------------
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.ttf': 'font/ttf' };
// A same-origin page without the playground's CSP that times the engine in a worker.
const BENCH_WORKER = `${engineLoaderSource(sw)}
${[takeSnapshot, restoreSnapshot].map((f) => f.toString()).join('\n')}
let snapshot = null;
self.onmessage = async ({ data }) => {
  if (data.cmd === 'load') {
    self.postMessage({ ms: await loadEngine() });
  } else if (data.cmd === 'prepare') {
    const t = performance.now();
    snapshot = takeSnapshot(engine, {});
    self.postMessage({ ms: performance.now() - t, bytes: snapshot?.bytes ?? 0 });
  } else if (data.cmd === 'run' && data.prepared) {
    // As the page's worker runs a Keras program once it has the snapshot (restore included).
    const t = performance.now();
    restoreSnapshot(engine, snapshot);
    engine.runJson(data.source, JSON.stringify({ prepared: true }));
    self.postMessage({ ms: performance.now() - t });
  } else if (data.cmd === 'run') {
    const t = performance.now();
    let batches = 0;
    if (data.streaming) {
      engine.runJsonStreaming(data.source, JSON.stringify({ omit_streamed_events: true }), (json) => {
        batches += 1;
        self.postMessage({ batch: json });
      });
    } else {
      engine.runJson(data.source, '{}');
    }
    self.postMessage({ ms: performance.now() - t, batches });
  }
};`;
const BENCH_PAGE = `<!doctype html><title>engine bench</title><script type="module">
let worker = null;
window.engineWorker = {
  async start() {
    worker?.terminate();
    worker = new Worker('/__bench/worker.js', { type: 'module' });
    return this.call({ cmd: 'load' });
  },
  call(message) {
    return new Promise((resolve) => {
      worker.onmessage = ({ data }) => { if (!('batch' in data)) resolve(data); };
      worker.postMessage(message);
    });
  },
};
</script>`;
/**
 * Serves the built page in `dir` (and the engine bench page) on a port of its own, counting the
 * bytes sent per path in `sent`.
 */
async function serve(dir, label) {
  const sent = new Map(); // path (whatever the query) -> bytes sent
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname === '/__bench/page.html' || url.pathname === '/__bench/worker.js') {
      const page = url.pathname.endsWith('.html');
      res.writeHead(200, { 'Content-Type': page ? 'text/html' : 'text/javascript', 'Cache-Control': 'no-store' });
      res.end(page ? BENCH_PAGE : BENCH_WORKER);
      return;
    }
    const name = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1));
    const path = resolve(dir, name);
    let body;
    try {
      if (!path.startsWith(dir)) throw new Error('outside');
      body = readFileSync(path);
    } catch {
      res.writeHead(404);
      res.end();
      return;
    }
    const immutable = name.startsWith('assets/') || (name.startsWith('engine/') && url.searchParams.has('v'));
    res.writeHead(200, {
      'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(body);
    sent.set(url.pathname, (sent.get(url.pathname) ?? 0) + body.length);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { label, dir, sent, server, origin: `http://127.0.0.1:${server.address().port}` };
}
const site = await serve(web, '');
const origin = site.origin;
/** The page measured, then the baseline page when there is one (TFPLAY_BASELINE_DIR). */
const sites = [site];
if (process.env.TFPLAY_BASELINE_DIR) sites.push(await serve(resolve(process.env.TFPLAY_BASELINE_DIR), 'baseline '));

// --- Figures ---------------------------------------------------------------------------------
const ms = (x) => `${Math.round(x)} ms`;
/** "min / median" of `xs` (ms), and its target when there is one. */
function row(label, xs, target = null) {
  xs = xs.filter((x) => !Number.isNaN(x));
  if (!xs.length) return;
  const figure = `${ms(Math.min(...xs))} / ${ms(median(xs))}`;
  const goal = target === null ? '' : `   target ≤ ${ms(target)}${median(xs) <= target ? '' : '  (over)'}`;
  console.log(`${label.padEnd(48)} ${figure.padStart(17)}${goal}`);
}

const launchOptions = {
  executablePath: process.env.TFPLAY_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', ...(process.env.TFPLAY_CHROMIUM_FLAGS?.split(' ').filter(Boolean) ?? [])],
};
const browser = await chromium.launch(launchOptions);
/**
 * A visitor: a browser with a profile of its own on disk, as a person's (an incognito context
 * keeps no compiled code between visits), empty at first.
 */
async function newVisitor() {
  const dir = mkdtempSync(join(tmpdir(), 'tfplay-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, { ...launchOptions, viewport: { width: 1280, height: 800 } });
  const close = context.close.bind(context);
  context.close = async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  };
  return context;
}
const seed = readFileSync(join(root, 'web', 'src', 'examples', 'keras-train-step.py'), 'utf8');
const defaultExample = readFileSync(join(root, 'web', 'src', 'examples', 'default.py'), 'utf8');
const link = `/#v1/${LZString.compressToEncodedURIComponent(JSON.stringify({ code: seed }))}`;

/**
 * Opens `path` in `context` and returns, once the first result is shown: when it was on screen
 * (the frame after the status first read "done", from the navigation's start), when the engine
 * was ready and how long its run took (the page's marks; NaN for pages without them).
 */
async function visit(context, path, { origin } = site) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen = () => {
      if (window.firstDoneAt || document.querySelector('[data-testid="status"]')?.dataset.state !== 'done') return;
      window.firstDoneAt = performance.now();
      requestAnimationFrame(() => (window.firstShownAt = performance.now()));
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(() => window.firstShownAt, null, { timeout: 60_000 });
  const marks = await page.evaluate(() => {
    const mark = (name) => performance.getEntriesByName(name)[0];
    return {
      firstResult: window.firstShownAt,
      runMs: mark('tfplay:first-result')?.detail.runMs ?? Number(/([\d.]+) ms/.exec(document.querySelector('[data-testid="status"]').title)?.[1]),
      engineReady: mark('tfplay:engine-ready')?.startTime ?? NaN,
      steps: mark('tfplay:engine-ready')?.detail.steps ?? {},
    };
  });
  return { page, marks };
}

/** Waits until the page has done its idle work: Monaco, the warm-up, the service worker's caches. */
async function settle(page) {
  await page.evaluate(() => window.tfplay.editorReady);
  if (await page.evaluate(() => performance.getEntriesByName('tfplay:engine-ready').length > 0)) {
    await page.waitForFunction(() => performance.getEntriesByName('tfplay:warmed').some((m) => m.detail.left === 0), null, { timeout: 60_000 });
    // The Keras snapshot stored for the next visit (pages that store none: a baseline build).
    await page.waitForFunction(() => performance.getEntriesByName('tfplay:snapshot-stored').length > 0, null, { timeout: 15_000 }).catch(() => {});
  }
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.active) return false;
    const name = (await caches.keys()).find((k) => k.startsWith('tfplay-'));
    if (!name) return false;
    const cache = await caches.open(name);
    return (await cache.keys()).some((r) => r.url.includes('editor-monaco'));
  }, null, { timeout: 60_000, polling: 200 });
  // The browser writes the engine's compiled code to its cache a moment after it tiers up.
  await page.waitForTimeout(2500);
}

const scenarios = [
  { name: 'default example', path: '/' },
  { name: 'Keras train step link', path: link },
];
const figures = {};
const record = (key, value) => (figures[key] ??= []).push(value);
/** Records a visit's marks under `key` ("cold default example"). */
function recordVisit(key, marks) {
  record(key, marks.firstResult);
  record(`${key}: engine ready`, marks.engineReady);
  record(`${key}: first run`, marks.runMs);
  for (const [step, t] of Object.entries(marks.steps)) record(`${key}: ${step}`, t);
}
if (section('first-result')) {
  const downloads = [];
  for (let round = 0; round < runs; round++) {
    for (const { name, path } of scenarios) {
      for (const at of sites) {
        const cold = await newVisitor();
        at.sent.clear();
        const first = await visit(cold, path, at);
        recordVisit(`${at.label}cold ${name}`, first.marks);
        await settle(first.page);
        if (name === 'default example' && at === site) downloads.push(new Map(at.sent));
        await first.page.close();
        at.sent.clear();
        const again = await visit(cold, path, at);
        recordVisit(`${at.label}returning ${name}`, again.marks);
        record(`${at.label}returning ${name}: bytes`, [...at.sent.values()].reduce((a, b) => a + b, 0));
        await cold.close();
      }
    }
  }
  console.log();
  // The steps: when the engine worker started, had its glue script, had compiled the module,
  // had instantiated it, had started the runtime, had restored the snapshot a previous visit
  // stored; when the page heard it was ready; the run.
  const STEPS = ['worker', 'glue', 'compiled', 'instantiated', 'started', 'read', 'resumed'];
  for (const { name } of scenarios) {
    for (const visit of ['cold', 'returning']) {
      for (const { label } of sites) {
        const key = `${label}${visit} ${name}`;
        row(`${label}first result, ${visit}, ${name}`, figures[key], visit === 'cold' ? TARGETS.coldMs : TARGETS.returningMs);
        for (const step of STEPS) if (figures[`${key}: ${step}`]) row(`  at: engine ${step}`, figures[`${key}: ${step}`]);
        row(`  at: engine ready (page)`, figures[`${key}: engine ready`]);
        row(`  the run took`, figures[`${key}: first run`]);
      }
    }
  }
  // Nothing twice: a first visit fetches every URL once (the service worker copies from the cache).
  const twice = [...new Set(downloads.flatMap((d) => [...d].filter(([path, bytes]) => bytes > statSize(path)).map(([path]) => path)))];
  function statSize(path) {
    try {
      return statSync(join(web, path.slice(1) || 'index.html')).size;
    } catch {
      return Infinity;
    }
  }
  const firstVisit = downloads.map((d) => [...d.values()].reduce((a, b) => a + b, 0));
  console.log(`first visit downloads ${mb(median(firstVisit))} (raw); fetched twice: ${twice.length ? twice.join(', ') : 'nothing'}`);
  console.log(`returning visit downloads ${(median(figures['returning default example: bytes']) / 1024).toFixed(1)} KiB (raw)`);
}

// --- Engine runs in a fresh worker: the first run of a program, then the same again ---------------
const enginePage = await browser.newPage();
await enginePage.goto(`${origin}/__bench/page.html`);
if (section('engine')) {
  const warmUp = WARM_UP_PROGRAMS;
  const programs = [
    { name: 'default example', source: defaultExample },
    { name: 'import keras', source: 'import keras\n' },
    { name: 'Keras train step', source: seed },
  ];
  const engine = {};
  for (let round = 0; round < runs; round++) {
    for (const { name, source } of programs) {
      const load = await enginePage.evaluate(() => window.engineWorker.start());
      record('engine load', load.ms);
      const run = async () => (await enginePage.evaluate((s) => window.engineWorker.call({ cmd: 'run', source: s }), source)).ms;
      (engine[`${name} first`] ??= []).push(await run());
      (engine[`${name} second`] ??= []).push(await run());
      await enginePage.evaluate(() => window.engineWorker.start());
      for (const program of warmUp) await enginePage.evaluate((s) => window.engineWorker.call({ cmd: 'run', source: s }), program);
      (engine[`${name} after warm-up`] ??= []).push(await run());
    }
    // An edit of a Keras program once the page's worker has its Keras snapshot, next to the
    // same run from a fresh interpreter (both after the warm-up and one run of each).
    const prepare = await enginePage.evaluate(() => window.engineWorker.call({ cmd: 'prepare' }));
    record('keras snapshot: prepare and copy', prepare.ms);
    record('keras snapshot: bytes', prepare.bytes);
    for (const prepared of [false, true, false, true, false, true]) {
      const ms = (await enginePage.evaluate(([s, p]) => window.engineWorker.call({ cmd: 'run', source: s, prepared: p }), [seed, prepared])).ms;
      (engine[prepared ? 'seed on snapshot' : 'seed fresh'] ??= []).push(ms);
    }
  }
  console.log();
  row('engine load in a worker (fetch, compile, start)', figures['engine load']);
  for (const { name } of programs) {
    row(`${name}: first run in a fresh engine`, engine[`${name} first`]);
    row(`${name}: second run`, engine[`${name} second`]);
    row(`${name}: first run after the warm-up`, engine[`${name} after warm-up`]);
  }
  row('Keras snapshot: prepare and copy the memory', figures['keras snapshot: prepare and copy']);
  console.log(`  snapshot size ${mb(median(figures['keras snapshot: bytes']))}`);
  row('Keras train step, a later run: fresh interpreter', engine['seed fresh']);
  row('Keras train step, a later run: on the Keras snapshot', engine['seed on snapshot']);
  console.log(`  ratio (median) ${(median(engine['seed on snapshot']) / median(engine['seed fresh'])).toFixed(2)}`);
}

// --- Large output: 200 000 printed lines ----------------------------------------------------
if (section('large-output')) {
  const LINES = 200_000;
  const printing = (i) => `# run ${i}\nfor i in range(${LINES}):\n    print(i)\n`;
  await enginePage.evaluate(() => window.engineWorker.start());
  await enginePage.evaluate((s) => window.engineWorker.call({ cmd: 'run', source: s }), printing(0));
  // Each page twice: on the Timeline it opens on, and with the Output pane shown (its rows drawn).
  const visitors = [];
  for (const at of sites) {
    for (const pane of [null, 'output']) {
      const visitor = await newVisitor();
      const { page } = await visit(visitor, '/', at);
      await settle(page);
      if (pane) await page.evaluate((id) => window.tfplay.selectPane(id), pane);
      visitors.push({ visitor, page, times: [], label: `${at.label}page${pane ? `, ${pane} shown` : ''}` });
    }
  }
  const large = { plain: [], streaming: [] };
  for (let i = 0; i < runs; i++) {
    large.plain.push((await enginePage.evaluate((s) => window.engineWorker.call({ cmd: 'run', source: s }), printing(i))).ms);
    large.streaming.push((await enginePage.evaluate((s) => window.engineWorker.call({ cmd: 'run', source: s, streaming: true }), printing(i))).ms);
    for (const { page, times } of visitors) times.push(
      await page.evaluate(async (source) => {
        const status = document.querySelector('[data-testid="status"]');
        const before = Number(status.dataset.run);
        const started = performance.now();
        window.tfplay.setCode(source);
        await window.tfplay.run();
        while (Number(status.dataset.run) <= before) await new Promise((r) => setTimeout(r, 5));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return performance.now() - started;
      }, printing(i)),
    );
  }
  console.log();
  row(`print ${LINES.toLocaleString('en')} lines: runJson in a worker`, large.plain);
  row(`  runJsonStreaming in a worker`, large.streaming, median(large.plain) * TARGETS.streamingRatio);
  const ratio = (xs) => (median(xs) / median(large.plain)).toFixed(2);
  for (const { times, label } of visitors) row(`  the ${label}, edit to result on screen`, times, median(large.plain) * TARGETS.streamingRatio);
  const pageRatios = visitors.map(({ times, label }) => `${label} ${ratio(times)}`).join(', ');
  console.log(`  ratio to runJson (median): worker ${ratio(large.streaming)}, ${pageRatios}; target ≤ ${TARGETS.streamingRatio}`);

  for (const { visitor } of visitors) await visitor.close();
}
await browser.close();
for (const { server } of sites) server.close();
