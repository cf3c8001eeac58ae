#!/usr/bin/env bash
# `npm test`: set up what is missing, build everything, run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh all
# Each phase prints its wall time, so a slow CI run shows where the time went.
phase_start=$SECONDS
phase() {
  echo "   (took $(( SECONDS - phase_start )) s; $SECONDS s in all)"
  phase_start=$SECONDS
  echo "== $1"
}
jobs=$(nproc 2>/dev/null || echo 2)
echo "   (setup and build took $SECONDS s)"
phase_start=$SECONDS
echo "== C++ tests (Catch2 via ctest)"
ctest --preset native -j "$jobs"
phase "C++ tests under AddressSanitizer + UndefinedBehaviorSanitizer"
cmake --preset sanitize >/dev/null
cmake --build --preset sanitize -j "$jobs"
ctest --preset sanitize -j "$jobs"
phase "WebAssembly core: the example's table must equal the native one"
export NODE_PATH=/usr/share/nodejs
if diff <(./build/native/motion_table) <(node build/wasm/motion_table.cjs) >/dev/null; then
  echo "wasm: 1 passed, 0 failed"
else
  diff <(./build/native/motion_table) <(node build/wasm/motion_table.cjs) | head -20
  echo "wasm: 0 passed, 1 failed"
  exit 1
fi
# The fuzzers run one at a time on one core, and node --test runs its files
# on (cores - 1) = one core here: so the fuzz runs in the background while
# the JavaScript tests run, and its log is printed when both are done.
# A bounded run: KINEMA_FUZZ_SECONDS per fuzzer (default 45, four fuzzers: about as long as the two JavaScript runs it overlaps).
# Longer runs: bash scripts/fuzz.sh 600.
phase "Fuzzing (libFuzzer + ASan + UBSan), from the committed corpus, in the background"
mkdir -p build
fuzz_log=build/fuzz-phase.log
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$jobs" >/dev/null
bash scripts/fuzz.sh "${KINEMA_FUZZ_SECONDS:-45}" >"$fuzz_log" 2>&1 &
fuzz_pid=$!
# If a later step fails, stop the background fuzzer too.
trap 'pkill -P "$fuzz_pid" 2>/dev/null; kill "$fuzz_pid" 2>/dev/null; true' EXIT
phase "JavaScript tests (node --test)"
node --test tests/js/
phase "JavaScript tests on the oldest Node that package.json's engines accepts"
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
phase "Fuzzing: results"
fuzz_status=0
wait "$fuzz_pid" || fuzz_status=$?
trap - EXIT
cat "$fuzz_log"
[ "$fuzz_status" = 0 ] || { echo "fuzz: failed (status $fuzz_status)"; exit 1; }
phase "Browser tests (headless Chromium and Firefox, WebKit under Xvfb)"
node --test --test-concurrency=1 tests/browser/
echo "   (took $(( SECONDS - phase_start )) s; $SECONDS s in all)"
