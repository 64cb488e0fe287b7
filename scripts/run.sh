#!/usr/bin/env bash
# Builds SG Lab and opens it: serves web/ on http://localhost:8000 and opens
# the learning page in a browser when there is a display (the page also works
# opened straight from disk: web/index.html).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
sg_setup no
sg_build
port=${PORT:-8000}
url="http://localhost:$port/index.html"
echo "SG Lab: $url   (or open $(pwd)/web/index.html directly)"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  (sleep 1; xdg-open "$url" >/dev/null 2>&1 || chromium "$url" >/dev/null 2>&1 || true) &
fi
exec node scripts/serve.mjs web "$port"
