#!/usr/bin/env bash
# Checks that em++ is the Emscripten kinema's WebAssembly build supports.
# Run by scripts/build.sh before a wasm build and by scripts/setup.sh.
#
# Why one exact version: src/bindings/loader.js is kinema's replacement for
# the JavaScript em++ writes, and it provides exactly the imports 3.1.6's
# embind and runtime ask for (scripts/wasm-names.mjs fails the build on any
# other). Another em++ changes what embind imports and how, and the build
# would fail late or the module would not instantiate.
# KINEMA_EMSCRIPTEN_ANY=1 skips the check (to try another version knowingly).
set -euo pipefail
want=3.1.6
[ "${KINEMA_EMSCRIPTEN_ANY:-}" = 1 ] && exit 0
if ! command -v em++ >/dev/null 2>&1; then
  echo "kinema: em++ (Emscripten $want) is not installed. Run \`npm run setup\` (bash scripts/setup.sh),"\
       "or on Debian 12: sudo apt-get install emscripten" >&2
  exit 1
fi
have=$(em++ --version 2>/dev/null | head -n 1 | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | head -n 1 || true)
if [ "$have" != "$want" ]; then
  echo "kinema: em++ is Emscripten ${have:-of an unknown version} ($(command -v em++)); kinema's WebAssembly"\
       "build supports Emscripten $want only (src/bindings/loader.js implements the imports that version's"\
       "embind makes). Put Emscripten $want's em++ first on PATH (Debian 12's \`emscripten\` package is $want;"\
       "with emsdk: ./emsdk install $want && ./emsdk activate $want && source ./emsdk_env.sh), or set"\
       "KINEMA_EMSCRIPTEN_ANY=1 to build with this one at your own risk." >&2
  exit 1
fi
