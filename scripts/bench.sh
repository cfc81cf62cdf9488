#!/usr/bin/env bash
# npm run bench: placeholder until the engine has benchmarks.
set -euo pipefail
echo "no benchmarks yet"
