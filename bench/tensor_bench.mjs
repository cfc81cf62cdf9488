// npm run bench (kernels): times the hot float32 kernels through tfplay's eager op path, in
// the wasm engine (build/wasm, in this Node process) and natively (build/native's
// tfplay_tensor_bench), next to the same operations in TensorFlow.js's wasm backend with SIMD,
// and prints throughput and ratios. Each engine runs each row in turn for several rounds (the
// machine's load changes between them) and the fastest round counts.
//
//   node bench/tensor_bench.mjs [ROW...]
// rows: add mul sum softmax matmul256 matmul512 matmul1024 conv2d conv2d_1ch
// Environment: TFPLAY_ENGINE_DIR (default build/wasm), TFPLAY_TENSOR_BENCH (default
// build/native/tfplay_tensor_bench), TFPLAY_BENCH_ROUNDS (default 5).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { DEFERRED_FILE, deferredCode } from '../web/src/engine-deferred.js';

const here = dirname(fileURLToPath(import.meta.url));
const wasmDir = resolve(process.env.TFPLAY_ENGINE_DIR ?? join(here, '..', 'build', 'wasm'));
const nativeBench = resolve(process.env.TFPLAY_TENSOR_BENCH ?? join(here, '..', 'build', 'native', 'tfplay_tensor_bench'));
const rounds = Number(process.env.TFPLAY_BENCH_ROUNDS ?? 5);

// op and size: the benchOp arguments (bench/tensor_bench_ops.h); shapes: the same inputs for
// tfjs; iters: calls per timed batch (about 50 ms each); work: bytes moved or flops per call.
const N = 1_000_000;
const matmul = (n, iters) => ({
  name: `matmul${n}`, label: `matmul ${n}x${n} float32`, op: 'matmul', size: n, shapes: [[n, n], [n, n]], iters,
  work: 2 * n ** 3, unit: 'GFLOP/s', tfjs: (a, b) => tf.matMul(a, b) });
// Conv2D, stride 1, SAME: 2 flops per multiply-add over every output and filter tap.
const conv2d = (name, op, size, input, filter, iters) => ({
  name, label: `conv2d ${input.join('x')} ${filter[0]}x${filter[1]}->${filter[3]}`, op, size,
  shapes: [input, filter], iters, work: 2 * input.slice(0, 3).reduce((a, b) => a * b) * filter.reduce((a, b) => a * b),
  unit: 'GFLOP/s', tfjs: (x, f) => tf.conv2d(x, f, 1, 'same') });
const rows = [
  { name: 'add', label: 'add 1M float32', op: 'add', size: N, shapes: [[N], [N]], iters: 100, work: 12 * N, unit: 'GB/s',
    tfjs: (a, b) => tf.add(a, b) },
  { name: 'mul', label: 'multiply 1M float32', op: 'mul', size: N, shapes: [[N], [N]], iters: 100, work: 12 * N, unit: 'GB/s',
    tfjs: (a, b) => tf.mul(a, b) },
  { name: 'sum', label: 'reduce_sum 1M float32', op: 'sum', size: N, shapes: [[N]], iters: 100, work: 4 * N, unit: 'GB/s',
    tfjs: (a) => tf.sum(a) },
  { name: 'softmax', label: 'softmax 1000x1000 float32', op: 'softmax', size: 1000, shapes: [[1000, 1000]], iters: 20,
    work: 8 * N, unit: 'GB/s', tfjs: (a) => tf.softmax(a) },
  matmul(256, 20),
  matmul(512, 4),
  matmul(1024, 1),
  conv2d('conv2d', 'conv2d', 64, [1, 64, 64, 32], [3, 3, 32, 64], 4),
  conv2d('conv2d_1ch', 'conv2d_1ch', 32, [32, 28, 28, 1], [3, 3, 1, 32], 20),
];
const only = process.argv.slice(2);
const selected = rows.filter((r) => only.length === 0 || only.includes(r.name));

// The engine module is built for the web; in Node it needs the CommonJS globals and its
// .wasm handed over (as tests/wasm-parity.test.mjs does).
async function loadEngine() {
  globalThis.require ??= createRequire(import.meta.url);
  globalThis.__dirname ??= wasmDir;
  const { default: createTfplayEngine } = await import(pathToFileURL(join(wasmDir, 'tfplay_wasm.js')).href);
  // The engine's deferred module (web/src/engine-deferred.js), on its first call.
  const code = deferredCode(() => new WebAssembly.Module(readFileSync(join(wasmDir, DEFERRED_FILE))));
  return createTfplayEngine({ ...code.options, wasmBinary: readFileSync(join(wasmDir, 'tfplay_wasm.wasm')) });
}

async function loadTfjs() {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm'));
  setWasmPaths(`${dist}/`);  // a file path: Node reads the .wasm files from node_modules
  if (!(await tf.setBackend('wasm'))) throw new Error('tfjs: the wasm backend did not start');
  await tf.ready();
  const simd = await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT');
  const threads = await tf.env().getAsync('WASM_HAS_MULTITHREAD_SUPPORT');
  if (!simd) throw new Error('tfjs: WebAssembly SIMD is not available, the comparison would be unfair');
  return { simd, threads };
}

// Seconds per call of a tfjs op: `iters` calls per batch, best batch.
function timeTfjs(row, inputs) {
  for (let i = 0; i < 2; i++) row.tfjs(...inputs).dispose();
  const start = process.hrtime.bigint();
  for (let i = 0; i < row.iters; i++) row.tfjs(...inputs).dispose();
  return Number(process.hrtime.bigint() - start) / 1e9 / row.iters;
}

function tfjsInputs(row) {
  return row.shapes.map((shape, i) => tf.randomUniform(shape, 0, 1, 'float32', i + 1));
}

const engine = await loadEngine();
const tfjsInfo = await loadTfjs();
const best = new Map(selected.map((r) => [r.name, { wasm: Infinity, native: Infinity, tfjs: Infinity }]));
const inputs = new Map(selected.map((r) => [r.name, tfjsInputs(r)]));
for (let round = 0; round < rounds; round++) {
  for (const row of selected) {
    const b = best.get(row.name);
    b.tfjs = Math.min(b.tfjs, timeTfjs(row, inputs.get(row.name)));
    b.wasm = Math.min(b.wasm, engine.benchOp(row.op, row.size, row.iters, 1));
    const out = execFileSync(nativeBench, [row.op, String(row.size), String(row.iters), '1'], { encoding: 'utf8' });
    b.native = Math.min(b.native, Number(out.trim()));
  }
}

const rate = (row, seconds) => row.work / seconds / 1e9;
const cell = (text, width) => String(text).padStart(width);
console.log(`float32 kernels: tfplay (eager op path) vs TensorFlow.js ${tf.version_core} wasm backend ` +
            `(SIMD ${tfjsInfo.simd ? 'on' : 'off'}, threads ${tfjsInfo.threads ? 'on' : 'off'}); ` +
            `best of ${rounds} rounds\n`);
console.log('kernel'.padEnd(30) + cell('unit', 8) + cell('tfplay wasm', 13) + cell('tfplay native', 15) +
            cell('tfjs-wasm', 11) + cell('wasm/tfjs', 11) + cell('native/tfjs', 13));
let slower = [];
for (const row of selected) {
  const b = best.get(row.name);
  const w = rate(row, b.wasm), n = rate(row, b.native), t = rate(row, b.tfjs);
  if (w < t) slower.push(row.name);
  console.log(row.label.padEnd(30) + cell(row.unit, 8) + cell(w.toFixed(2), 13) + cell(n.toFixed(2), 15) +
              cell(t.toFixed(2), 11) + cell(`${(w / t).toFixed(2)}x`, 11) + cell(`${(n / t).toFixed(2)}x`, 13));
}
console.log('\nratios above 1 mean tfplay is faster; GB/s counts bytes read and written per call.');
if (slower.length) console.log(`tfplay wasm is slower than tfjs-wasm on: ${slower.join(', ')}`);
