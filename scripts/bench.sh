#!/usr/bin/env bash
# `npm run bench`: builds the package file if it is missing, then times
# kinema against wobble, popmotion and motion-dom (bench/run.mjs) and writes
# bench/RESULTS.md. Extra arguments go to bench/run.mjs (e.g. --quick).
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
exec node bench/run.mjs "$@"
