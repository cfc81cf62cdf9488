#!/usr/bin/env bash
# npm test: installs what is missing, builds everything and runs every test suite:
#   doctest (CTest), the command line, the conformance programs against the native CLI, the examples menu's programs, the Python corpus
#   (tests/python, tfplay against the machine's python3), the TF API coverage table
#   (scripts/api-coverage.mjs --check), Keras's public names (docs/keras-api-coverage.md),
#   native/wasm parity, wasm memory and deep recursion, Keras's modules fetched by the wasm
#   engine (tests/wasm-keras-bundle.test.mjs), the engine split in two modules
#   (tests/wasm-split.test.mjs), Keras programs on the memory snapshot,
#   and the Playwright tests of the built page in Chromium.
# A build failure stops at once; a failing suite does not stop the suites after it, and the
# exit status is non-zero if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

failed=()
started_all=$SECONDS

stage() {
  local name=$1
  shift
  local started=$SECONDS
  echo
  echo "==> $name"
  "$@"
  echo "==> $name: done in $((SECONDS - started)) s"
}

suite() {
  local name=$1
  shift
  local started=$SECONDS
  echo
  echo "==> $name"
  if "$@"; then
    echo "==> $name: ok in $((SECONDS - started)) s"
  else
    echo "==> $name: FAILED in $((SECONDS - started)) s"
    failed+=("$name")
  fi
}

stage "install dependencies" bash scripts/install-deps.sh
stage "native build" bash scripts/build.sh native
suite "unit tests (ctest)" ctest --test-dir build/native --output-on-failure
suite "command line" node --test --test-reporter=spec tests/cli.test.mjs
suite "conformance" node --test --test-reporter=spec tests/conformance.test.mjs
suite "python corpus (vs python3)" node --test --test-reporter=spec tests/python.test.mjs
suite "graph ops (run result vs conformance)" node --test --test-reporter=spec tests/graph-ops.test.mjs
suite "examples (native engine, predict mode)" node --test --test-reporter=spec tests/examples.test.mjs
suite "TF API coverage (docs/tf-api-coverage.md)" node scripts/api-coverage.mjs --check
suite "keras api coverage" node --test --test-reporter=spec tests/keras-api.test.mjs
suite "page unit tests" node --test --test-reporter=spec web/test/
stage "wasm build" bash scripts/build.sh wasm
stage "page build" bash scripts/build.sh web
suite "native/wasm parity" node --test --test-reporter=spec tests/wasm-parity.test.mjs
suite "wasm streaming" node --test --test-reporter=spec tests/wasm-streaming.test.mjs
suite "wasm memory" node --test --test-reporter=spec tests/wasm-memory.test.mjs
suite "wasm recursion" node --test --test-reporter=spec tests/wasm-recursion.test.mjs
suite "wasm Keras bundle" node --test --test-reporter=spec tests/wasm-keras-bundle.test.mjs
suite "wasm split" node --test --test-reporter=spec tests/wasm-split.test.mjs
suite "Keras programs on the memory snapshot" node --test --test-reporter=spec tests/prepared-runs.test.mjs
suite "page tests (playwright)" npx playwright test -c e2e/playwright.config.js

echo
if ((${#failed[@]})); then
  echo "npm test: FAILED after $((SECONDS - started_all)) s: ${failed[*]}"
  exit 1
fi
echo "npm test: all suites ok in $((SECONDS - started_all)) s"
