#!/usr/bin/env bash
# npm run bench: builds the native engine, then times the pure-Python programs of
# bench/python in tfplay and in the machine's python3 and prints the ratios; then builds the
# wasm engine and the page and measures the page (bench/page_bench.mjs: its weight, and the
# time to the first result in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh native
node bench/python_bench.mjs "$@"
bash scripts/build.sh wasm web
node bench/page_bench.mjs
