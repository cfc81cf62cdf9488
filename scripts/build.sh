#!/usr/bin/env bash
# Builds tfplay. With no arguments builds everything, in this order:
#   native  build/native: tfplay_core, the tfplay CLI and tfplay_tests (CMake, -O2)
#   wasm    build/wasm:   tfplay_wasm.js + tfplay_wasm.wasm + tfplay_wasm.deferred.wasm (the same
#                         CMakeLists via emcmake; scripts/split-engine.mjs splits the engine), and
#                         tfplay_keras.bundle (Keras's modules, which the wasm engine does not carry)
#   web     build/web:    the page (Vite), with the wasm engine copied in
# TFPLAY_JOBS sets the build parallelism (default 2, the machine's cores).
set -euo pipefail
cd "$(dirname "$0")/.."

JOBS=${TFPLAY_JOBS:-2}
# Debian's emcc runs its JS optimizer with node, which finds acorn only through NODE_PATH.
if [[ -d /usr/share/nodejs ]]; then
  export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
fi

build_native() {
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release
  cmake --build build/native -j"$JOBS"
}

build_wasm() {
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release
  cmake --build build/wasm -j"$JOBS" --target tfplay_wasm
  local size
  size=$(stat -c %s build/wasm/tfplay_wasm.wasm)
  echo "build: build/wasm/tfplay_wasm.wasm is $((size / 1024)) KiB"
  size=$(stat -c %s build/wasm/tfplay_wasm.deferred.wasm)
  echo "build: build/wasm/tfplay_wasm.deferred.wasm (the rest of the engine, fetched after the first result) is $((size / 1024)) KiB"
  size=$(stat -c %s build/wasm/tfplay_keras.bundle)
  echo "build: build/wasm/tfplay_keras.bundle (Keras's modules, fetched when a program needs them) is $((size / 1024)) KiB"
}

build_web() {
  npx vite build web
}

targets=("$@")
((${#targets[@]})) || targets=(native wasm web)
for target in "${targets[@]}"; do
  case $target in
    native | wasm | web)
      echo "build: $target"
      "build_$target"
      ;;
    *)
      echo "usage: $0 [native|wasm|web]..." >&2
      exit 2
      ;;
  esac
done
