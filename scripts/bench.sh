#!/usr/bin/env bash
# npm run bench: builds the native engine, then times the pure-Python programs of
# bench/python in tfplay and in the machine's python3 and prints the ratios.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh native
node bench/python_bench.mjs "$@"
