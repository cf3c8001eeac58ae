#!/usr/bin/env bash
# Builds the native library, tests and examples, and the WebAssembly build of
# the core. Usage: scripts/build.sh [native|wasm|all] (default all).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # em++'s optimising link needs acorn from here
jobs=$(nproc 2>/dev/null || echo 2)
what=${1:-all}

if [ "$what" = native ] || [ "$what" = all ]; then
  cmake --preset native >/dev/null
  cmake --build --preset native -j "$jobs"
fi
if [ "$what" = wasm ] || [ "$what" = all ]; then
  bash scripts/check-emscripten.sh
  cmake --preset wasm >/dev/null
  cmake --build --preset wasm -j "$jobs"
  node scripts/embed-wasm.mjs web/dist/kinema-wasm.wasm web/dist/kinema-wasm-bytes.js
  node scripts/embed-wasm.mjs web/dist/kinema-scroll-wasm.wasm web/dist/kinema-scroll-wasm-bytes.js
  # The package's files: web/src (readable, tested) plus the Emscripten
  # module with its wasm inlined, bundled and minified by esbuild.
  node scripts/bundle.mjs
fi
