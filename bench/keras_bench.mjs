// npm run bench (Keras): the cost of Keras over the same training written with raw TF ops.
// bench/keras/fit_mlp.py trains a two-layer MLP with model.fit; bench/keras/raw_loop.py trains
// the same network, batches and Adam update in one hand-written tf.function. Each prints the
// seconds its training took (after imports and set-up), and the bench runs both in the native
// CLI and in the wasm engine (in this Node process), alternating them round by round so the
// machine's load falls on both alike. It prints the median and best of each and the ratio of
// the medians (target: fit within 1.5x of the raw loop), and the time a whole run of each
// program takes, `import keras` included. Each program then trains 5 more epochs ("again"):
// the train function exists by then, so that ratio is Keras's cost per step, without the
// first training's traces (Keras traces its step twice: its optimizer's slots are created in
// the first trace) and, natively, without parsing the Keras functions fit calls first
// (library function bodies are parsed on first call).
//
//   node bench/keras_bench.mjs
// Environment: TFPLAY_BIN (default build/native/tfplay), TFPLAY_ENGINE_DIR (default
// build/wasm), TFPLAY_BENCH_ROUNDS (default 7), TFPLAY_BENCH_ENGINES (default "native,wasm";
// "native" skips the wasm engine, for a checkout without build/wasm).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadEngine } from '../tests/wasm-engine.mjs';
import { RUN_ARGS } from '../tests/support/process.mjs';
import { median } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const bin = resolve(process.env.TFPLAY_BIN ?? join(here, '..', 'build', 'native', 'tfplay'));
const rounds = Number(process.env.TFPLAY_BENCH_ROUNDS ?? 7);
const programs = ['fit_mlp', 'raw_loop'];
const engines = (process.env.TFPLAY_BENCH_ENGINES ?? 'native,wasm').split(',').map((e) => e.trim());
for (const e of engines) if (e !== 'native' && e !== 'wasm') throw new Error(`TFPLAY_BENCH_ENGINES: unknown engine ${e}`);
const sources = Object.fromEntries(programs.map((p) => [p, readFileSync(join(here, 'keras', `${p}.py`), 'utf8')]));

/** The seconds a program printed on its `label` line ("seconds 0.123"), in ms. */
function printedMs(stdout, where, label) {
  const m = new RegExp(`^${label} ([\\d.]+)$`, 'm').exec(stdout);
  if (!m) throw new Error(`${where}: no "${label}" line in its output:\n${stdout}`);
  return Number(m[1]) * 1000;
}

/** The first training's and the second's ms (the "seconds" and "again" lines). */
function trainingMs(stdout, where) {
  return { trainMs: printedMs(stdout, where, 'seconds'), againMs: printedMs(stdout, where, 'again') };
}

function runNative(program) {
  const start = performance.now();
  const r = spawnSync(bin, [...RUN_ARGS, join(here, 'keras', `${program}.py`)], { encoding: 'utf8' });
  const wholeMs = performance.now() - start;
  if (r.status !== 0) throw new Error(`native ${program} failed (${r.status}):\n${r.stderr}`);
  return { ...trainingMs(r.stdout, `native ${program}`), wholeMs };
}

function runWasm(engine, program) {
  const start = performance.now();
  const result = JSON.parse(engine.runJson(sources[program], JSON.stringify({ filename: `${program}.py` })));
  const wholeMs = performance.now() - start;
  if (!result.ok) throw new Error(`wasm ${program} failed: ${JSON.stringify(result.error)}`);
  const stdout = result.events.filter((e) => e.kind === 'print' && e.stream === 'stdout').map((e) => e.text).join('');
  return { ...trainingMs(stdout, `wasm ${program}`), wholeMs };
}


const engine = engines.includes('wasm') ? await loadEngine() : null;
const samples = {};
for (const where of engines) for (const p of programs) samples[`${where} ${p}`] = [];
// One warm-up run per program and engine (the wasm engine's first run compiles its code).
if (engine) for (const p of programs) runWasm(engine, p);
for (let round = 0; round < rounds; round++) {
  for (const p of programs) {
    if (engines.includes('native')) samples[`native ${p}`].push(runNative(p));
    if (engine) samples[`wasm ${p}`].push(runWasm(engine, p));
  }
}

const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(10);
console.log(`Keras fit vs the same training in raw TF ops (5 epochs x 32 steps), ${rounds} rounds`);
console.log(`${'engine / program'.padEnd(22)}${'train med'.padStart(10)}${'train min'.padStart(10)}${'again med'.padStart(10)}${'whole run'.padStart(10)}`);
for (const [key, runs] of Object.entries(samples)) {
  const train = runs.map((r) => r.trainMs);
  const again = runs.map((r) => r.againMs);
  console.log(`${key.padEnd(22)}${fmt(median(train))}${fmt(Math.min(...train))}${fmt(median(again))}${fmt(median(runs.map((r) => r.wholeMs)))}`);
}
for (const where of engines) {
  const ratio = (field) =>
    median(samples[`${where} fit_mlp`].map((r) => r[field])) / median(samples[`${where} raw_loop`].map((r) => r[field]));
  console.log(`${where}: fit / raw loop = ${ratio('trainMs').toFixed(2)}x (target < 1.5x); ` +
              `second training (traced already) ${ratio('againMs').toFixed(2)}x`);
}
