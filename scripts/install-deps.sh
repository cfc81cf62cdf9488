#!/usr/bin/env bash
# Installs what tfplay needs to build and test, and only what is missing:
#   - Debian packages (checked with dpkg -s; apt-get runs only when something is missing),
#   - npm packages from package-lock.json (npm ci when node_modules is missing or stale).
# Node.js 20 and npm come with the machine; Debian's own nodejs/npm packages are not wanted.
# Safe to run again and again; needs root only when a Debian package is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

export DEBIAN_FRONTEND=noninteractive
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

DEBIAN_PACKAGES=(
  build-essential
  cmake
  ccache           # rebuilds from cache, across checkouts too (CMakeLists.txt)
  emscripten
  binaryen         # wasm-split (scripts/split-engine.mjs); emscripten depends on it too
  libxtensor-dev   # brings libxtl-dev and libxsimd-dev
  doctest-dev
  nlohmann-json3-dev
  libfmt-dev
  libboost-dev
  libeigen3-dev    # Eigen's special functions (igamma, betainc, zeta, ...), as TF's kernels use
  python3          # the reference interpreter of the tests/python corpus
  unicode-data     # the Unicode Character Database: str case mappings and \N{...} names
  chromium
)

missing=()
for pkg in "${DEBIAN_PACKAGES[@]}"; do
  if ! dpkg -s "$pkg" 2>/dev/null | grep -q '^Status: install ok installed$'; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]})); then
  echo "install-deps: installing Debian packages: ${missing[*]}"
  if [[ $(id -u) -ne 0 ]]; then
    SUDO=sudo
  else
    SUDO=
  fi
  $SUDO apt-get update
  $SUDO apt-get install -y "${missing[@]}" </dev/null
else
  echo "install-deps: Debian packages present"
fi

for tool in node npm; do
  if ! command -v "$tool" >/dev/null; then
    echo "install-deps: $tool not found; tfplay expects Node.js >= 20.19 with npm on PATH" >&2
    exit 1
  fi
done

# npm ci when node_modules is missing or older than the lock file. npm writes its own copy of
# the lock file to node_modules/.package-lock.json after every install.
stamp=node_modules/.package-lock.json
if [[ ! -f $stamp || package-lock.json -nt $stamp || package.json -nt $stamp ]]; then
  echo "install-deps: npm ci"
  # No package needs its install script (esbuild ships its binary as a dependency).
  npm ci --no-audit --no-fund --ignore-scripts
else
  echo "install-deps: node_modules up to date"
fi
