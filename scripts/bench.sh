#!/usr/bin/env bash
# npm run bench: builds the native and wasm engines and the page, then
#   - times the pure-Python programs of bench/python in tfplay and in the machine's python3
#     and prints the ratios (arguments select programs);
#   - times the hot float32 kernels (add, multiply, reduce_sum, matmul) in tfplay's wasm and
#     native builds next to TensorFlow.js's wasm backend (bench/tensor_bench.mjs);
#   - times Keras's fit next to the same training written with raw TF ops in one tf.function,
#     natively and in wasm, and prints the overhead ratio (bench/keras_bench.mjs);
#   - measures the page (bench/page_bench.mjs): its weight, and the time to the first result
#     in Chromium;
#   - runs tfplay's engine next to Pyodide (installed into build/bench-deps on first use) and
#     TF.js in one Chromium: ready time, bench/python, eager op and traced call
#     (bench/browser_bench.mjs);
#   - times clean and incremental builds of both engines in a second checkout
#     (bench/build_bench.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh native wasm web
node bench/python_bench.mjs "$@"
echo
node bench/tensor_bench.mjs
echo
node bench/keras_bench.mjs
echo
node bench/page_bench.mjs
echo
node bench/browser_bench.mjs
echo
node bench/build_bench.mjs
