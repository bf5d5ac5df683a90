#!/usr/bin/env bash
# Serves web/dist (made by scripts/build-web.sh) on http://127.0.0.1:8080/ (or the port given)
# for a quick look in a browser. With Node.js it answers with the precompressed .br/.gz copies,
# as a static host would; otherwise Python's http.server serves the plain files.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-8080}
if [ ! -f web/dist/index.html ]; then
    echo "error: web/dist is empty; run scripts/build-web.sh first" >&2
    exit 1
fi
if command -v node >/dev/null; then
    exec node web/serve.mjs web/dist "$port"
fi
echo "serving web/dist at http://127.0.0.1:$port/ (Ctrl-C stops)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory web/dist
