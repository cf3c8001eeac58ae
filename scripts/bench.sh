#!/usr/bin/env bash
# `npm run bench`: builds the package file if it is missing, then times
# kinema against wobble, popmotion and motion-dom (bench/run.mjs), in Node and
# in headless Chromium (bench/browser.mjs: Debian's /usr/bin/chromium through
# playwright-core), and writes bench/RESULTS.md. Extra arguments go to
# bench/run.mjs (--quick: fewer rounds; --no-browser: Node only).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f web/dist/kinema-wasm.js ] || [ ! -f web/dist/kinema.js ]; then
  echo "bench: web/dist/kinema.js or kinema-wasm.js is missing; building them"
  bash scripts/build.sh wasm
fi
if [ ! -d node_modules/wobble ] || [ ! -d node_modules/popmotion ] || [ ! -d node_modules/motion-dom ]; then
  echo "bench: the peers (wobble, popmotion, motion-dom) are not installed; run \`npm ci\` first" >&2
  exit 1
fi
# The memory-floor diagnostic of benchmark 3 (bench/floor.c): bench-only,
# never part of the package.
if [ ! -f build/bench/floor.mjs ] || [ bench/floor.c -nt build/bench/floor.mjs ]; then
  mkdir -p build/bench
  NODE_PATH=/usr/share/nodejs emcc -O3 -msimd128 bench/floor.c -o build/bench/floor.mjs \
    -sEXPORT_ES6=1 -sMODULARIZE=1 -sSINGLE_FILE=1 -sENVIRONMENT=web -sASSERTIONS=0 \
    -sALLOW_MEMORY_GROWTH=1 -sEXPORTED_FUNCTIONS=_floor_alloc,_floor_touch,_floor_touch_state
fi
exec node bench/run.mjs "$@"
