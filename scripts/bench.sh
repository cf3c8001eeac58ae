#!/usr/bin/env bash
# `npm run bench`: builds the package files if they are missing, then times
# kinema against wobble, popmotion and motion-dom (bench/run.mjs), in Node and
# in headless Chromium (bench/browser.mjs: Debian's /usr/bin/chromium through
# playwright-core), and the DOM layer in Chromium (bench/dom-*.mjs), and
# writes bench/RESULTS.md; then prints what a page pays for one import
# against the peers (bench/pages.mjs) and navigation -> ready against Lenis
# (bench/ready.mjs). Extra arguments go to every benchmark (--quick:
# fewer rounds; bench/run.mjs also takes --no-browser: Node only).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f web/dist/kinema-wasm.js ] || [ ! -f web/dist/kinema.js ] || [ ! -f web/dist/dom.js ] \
   || [ ! -f web/dist/kinema-scroll-wasm-bytes.js ]; then
  echo "bench: web/dist/kinema.js, dom.js, kinema-wasm.js or the scroll engine is missing; building them"
  bash scripts/build.sh wasm
fi
for peer in wobble popmotion motion-dom motion lenis embla-carousel swiper vaul @use-gesture/vanilla; do
  if [ ! -d "node_modules/$peer" ]; then
    echo "bench: the peer $peer (a devDependency) is not installed; run \`npm ci\` first" >&2
    exit 1
  fi
done
# The memory-floor diagnostic of benchmark 3 (bench/floor.c): bench-only,
# never part of the package.
if [ ! -f build/bench/floor.mjs ] || [ bench/floor.c -nt build/bench/floor.mjs ]; then
  mkdir -p build/bench
  NODE_PATH=/usr/share/nodejs emcc -O3 -msimd128 bench/floor.c -o build/bench/floor.mjs \
    -sEXPORT_ES6=1 -sMODULARIZE=1 -sSINGLE_FILE=1 -sENVIRONMENT=web -sASSERTIONS=0 \
    -sALLOW_MEMORY_GROWTH=1 -sEXPORTED_FUNCTIONS=_floor_alloc,_floor_touch,_floor_touch_state
fi
node bench/run.mjs "$@"
# The DOM layer in Debian's Chromium (headless, playwright-core): many
# animating Scrollers against a plain loop (issue 11), a 10,000-row list
# against native scrolling (issue 12). Each writes its own section of
# bench/RESULTS.md after run.mjs has rewritten the file.
node bench/dom-scrollers.mjs "$@"
node bench/dom-biglist.mjs "$@"
# The list fling against the browser's own at 390x844 with touch (issue 22,
# item 1): travel and last visible move, same run.
node bench/dom-fling.mjs "$@"
# Where the bytes of web/dist/kinema.js go (by source file, and the wasm by
# function): printed, not written to RESULTS.md.
node bench/size.mjs
# What a page pays for one import, from the packed package, against the peers
# (Lenis, Embla, Swiper, vaul, @use-gesture, popmotion, motion), and
# navigation -> ready of a smooth page, kinema's Scroller against Lenis, in
# Chromium: printed.
echo
node bench/pages.mjs
# Issue 23's five pages against their targets, each with its floor by part
# (engine: the init()-only page's wasm and loader; required: files whose code
# runs in the plainest use, V8 coverage in Chromium; optional: the rest) and
# by file, and what the error texts cost: printed.
echo
node bench/floors.mjs --write "$@"
echo
node bench/ready.mjs --write "$@"
