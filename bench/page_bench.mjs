// npm run bench (the page): the built page's weight (what a first visit downloads, raw and
// gzipped, by kind) and the time to the first result in Chromium, from navigation to the status
// reading "done", best of a few loads with a cold cache; and the time from an edit to the
// result on screen for programs printing 2 000 and 20 000 lines.
//
//   node bench/page_bench.mjs            (needs build/web: bash scripts/build.sh wasm web)
// Environment: TFPLAY_CHROMIUM (default /usr/bin/chromium), TFPLAY_BENCH_RUNS (default 3),
// TFPLAY_WEB_DIR (another built page to measure, default build/web).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import LZString from 'lz-string';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const web = resolve(process.env.TFPLAY_WEB_DIR ?? join(root, 'build', 'web'));
const runs = Number(process.env.TFPLAY_BENCH_RUNS ?? 3);
const port = 4199;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const kinds = new Map();
for (const path of files(web)) {
  const name = relative(web, path);
  const kind = name.startsWith('engine/') ? 'engine' : /editor-monaco|editor\.worker|codicon|python-/.test(name) ? 'monaco' : 'page';
  const body = readFileSync(path);
  const k = kinds.get(kind) ?? { raw: 0, gzip: 0 };
  k.raw += body.length;
  k.gzip += gzipSync(body).length;
  kinds.set(kind, k);
}
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
let total = { raw: 0, gzip: 0 };
for (const [kind, k] of kinds) {
  console.log(`page weight: ${kind.padEnd(7)} ${kib(k.raw).padStart(9)} raw, ${kib(k.gzip).padStart(9)} gzip`);
  total = { raw: total.raw + k.raw, gzip: total.gzip + k.gzip };
}
console.log(`page weight: total   ${kib(total.raw).padStart(9)} raw, ${kib(total.gzip).padStart(9)} gzip`);

// Vite itself (not through npx), so that killing this process stops the server.
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const server = spawn(process.execPath, [vite, 'preview', 'web', '--outDir', web, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.TFPLAY_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('[data-testid="status"][data-state="done"]', { timeout: 60_000 });
    times.push(Date.now() - started);
    await context.close();
  }
  console.log(`time to first result: ${Math.min(...times)} ms (best of ${runs}; all: ${times.join(', ')} ms)`);

  // The same for a shared link to the seed's Keras training step (its first run imports Keras,
  // builds the model and traces twice).
  const seed = readFileSync(join(root, 'web', 'src', 'examples', 'keras-train-step.py'), 'utf8');
  const link = `v1/${LZString.compressToEncodedURIComponent(JSON.stringify({ code: seed }))}`;
  const kerasTimes = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`http://127.0.0.1:${port}/#${link}`);
    await page.waitForSelector('[data-testid="status"][data-state="done"]', { timeout: 60_000 });
    kerasTimes.push(Date.now() - started);
    await context.close();
  }
  console.log(
    `time to first result, Keras train step link: ${Math.min(...kerasTimes)} ms (best of ${runs}; all: ${kerasTimes.join(', ')} ms)`,
  );

  // Printing: from an edit of the program to its result on screen (the run, the result's
  // trip to the page and the panes' rendering, up to the next frame), for a program printing
  // N lines. The engine's own time (status title) is shown next to it.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('[data-testid="status"][data-state="done"]', { timeout: 60_000 });
  for (const lines of [2000, 20000]) {
    const edits = [];
    const engine = [];
    for (let i = 0; i < runs; i++) {
      const result = await page.evaluate(async (source) => {
        const status = document.querySelector('[data-testid="status"]');
        const before = Number(status.dataset.run);
        const started = performance.now();
        window.tfplay.setCode(source);
        await window.tfplay.run();
        while (Number(status.dataset.run) <= before) await new Promise((r) => setTimeout(r, 5));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return { ms: performance.now() - started, engine: status.title };
      }, `# run ${i}\nfor i in range(${lines}):\n    print(i)\n`);
      edits.push(Math.round(result.ms));
      engine.push(/([\d.]+) ms/.exec(result.engine)?.[1] ?? '?');
    }
    console.log(
      `print ${lines} lines: ${Math.min(...edits)} ms from edit to result (best of ${runs}; all: ${edits.join(', ')} ms; engine: ${engine.join(', ')} ms)`,
    );
  }
  await context.close();
  await browser.close();
} finally {
  server.kill();
}
