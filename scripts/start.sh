#!/usr/bin/env bash
# npm start: installs what is missing, builds the wasm engine and the page, and serves the
# page on http://127.0.0.1:8080 (PORT overrides the port).
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
PORT=${PORT:-8080}

bash scripts/install-deps.sh
bash scripts/build.sh wasm web

echo
echo "tfplay: serving on http://127.0.0.1:$PORT/"
echo
exec npx vite preview web --host 127.0.0.1 --port "$PORT" --strictPort
