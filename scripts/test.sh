#!/usr/bin/env bash
# `npm test`: set up what is missing, build everything, run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh all
echo "== C++ tests (Catch2 via ctest)"
ctest --preset native
echo "== C++ tests under AddressSanitizer + UndefinedBehaviorSanitizer"
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize -j "$(nproc 2>/dev/null || echo 2)"
ctest --preset sanitize -j "$(nproc 2>/dev/null || echo 2)"
echo "== Fuzzing (libFuzzer + ASan + UBSan), from the committed corpus"
# A bounded run: KINEMA_FUZZ_SECONDS per fuzzer (default 60, four fuzzers).
# Longer runs: bash scripts/fuzz.sh 600.
bash scripts/fuzz.sh "${KINEMA_FUZZ_SECONDS:-60}"
echo "== WebAssembly core: the example's table must equal the native one"
export NODE_PATH=/usr/share/nodejs
if diff <(./build/native/motion_table) <(node build/wasm/motion_table.cjs) >/dev/null; then
  echo "wasm: 1 passed, 0 failed"
else
  diff <(./build/native/motion_table) <(node build/wasm/motion_table.cjs) | head -20
  echo "wasm: 0 passed, 1 failed"
  exit 1
fi
echo "== JavaScript tests (node --test)"
node --test tests/js/
echo "== JavaScript tests on the oldest Node that package.json's engines accepts"
status=0
oldest=$(bash scripts/oldest-node.sh) || status=$?
if [ "$status" = 3 ]; then
  echo "oldest node: skipped (no prebuilt Node for this platform)"
elif [ "$status" != 0 ]; then
  exit "$status"
else
  "$oldest" --version
  "$oldest" --test tests/js/
fi
echo "== Browser tests (headless Chromium and Firefox, WebKit under Xvfb)"
node --test --test-concurrency=1 tests/browser/
