#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz (clang, ASan + UBSan) in build/fuzz and runs them.
#
#   bash scripts/fuzz.sh build                 # build only
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]  # build, then run each target SECONDS (default 600)
#
# Targets: fuzz_lexer, fuzz_parser, fuzz_eval (default: all three, one after the other). Each
# starts from a seed corpus made of tests/python/*.py and tests/conformance/*.py, keeps what it
# learns in build/fuzz/corpus/TARGET and writes findings (crash-*, timeout-*, oom-*) to
# build/fuzz/findings/TARGET. The log of each run is build/fuzz/TARGET.log; see
# tests/fuzz/README.md for the recorded runs and how findings became regression tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v clang++ >/dev/null; then
  echo "fuzz: clang++ is needed (apt-get install clang)" >&2
  exit 2
fi

build() {
  CC=clang CXX=clang++ cmake -S . -B build/fuzz -DCMAKE_BUILD_TYPE=Release -DTFPLAY_FUZZ=ON \
    -DCMAKE_CXX_FLAGS_RELEASE="" >/dev/null
  cmake --build build/fuzz -j"${TFPLAY_JOBS:-2}" --target fuzz_lexer fuzz_parser fuzz_eval
}

seed() {
  local dir=build/fuzz/seeds
  rm -rf "$dir" && mkdir -p "$dir"
  cp tests/python/*.py "$dir"/
  for f in tests/conformance/*.py; do cp "$f" "$dir/conformance_$(basename "$f")"; done
}

run() {
  local target=$1 seconds=$2
  local corpus=build/fuzz/corpus/$target findings=build/fuzz/findings/$target
  mkdir -p "$corpus" "$findings"
  local extra=()
  # The engine frees reference cycles only at the end of a run (no cycle collector), which
  # LeakSanitizer would report for every `a = []; a.append(a)`: leaks are not findings there.
  local asan_options=${ASAN_OPTIONS:-}
  if [[ $target == fuzz_eval ]]; then
    extra+=(-detect_leaks=0)
    asan_options=detect_leaks=0
  fi
  echo "fuzz: $target for ${seconds}s (log build/fuzz/$target.log)"
  ASAN_OPTIONS=$asan_options "build/fuzz/$target" "$corpus" build/fuzz/seeds -max_total_time="$seconds" -timeout=30 \
    -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 -artifact_prefix="$findings/" \
    "${extra[@]}" >"build/fuzz/$target.log" 2>&1 || true
  tail -n 12 "build/fuzz/$target.log"
}

if [[ ${1:-} == build ]]; then
  build
  exit 0
fi
seconds=600
if [[ ${1:-} =~ ^[0-9]+$ ]]; then
  seconds=$1
  shift
fi
targets=("$@")
((${#targets[@]})) || targets=(fuzz_lexer fuzz_parser fuzz_eval)
build
seed
for target in "${targets[@]}"; do run "$target" "$seconds"; done
