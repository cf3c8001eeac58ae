#!/usr/bin/env bash
# `npm test`: set up what is missing, build everything, run every test.
#
# Two lanes after the build, so the 2-core CI machine runs them side by side:
#   C++ lane (background): ctest, the ASan + UBSan build and its ctest, the
#     fuzzers (bounded). Its log is printed when it is done.
#   JavaScript lane (foreground): the wasm table check, node --test, then
#     the browser tests, with node --test on the oldest supported Node
#     beside them (background; its log is printed at the end).
# A failure in either lane fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh all
export NODE_PATH=/usr/share/nodejs
jobs=$(nproc 2>/dev/null || echo 2)
echo "   (setup and build took $SECONDS s)"

# Each phase prints its wall time, so a slow CI run shows where the time went.
phase_start=$SECONDS
phase() {
  echo "   (took $(( SECONDS - phase_start )) s; $SECONDS s in all)"
  phase_start=$SECONDS
  echo "== $1"
}

cpp_lane() {
  local start=$SECONDS
  echo "== C++ tests (Catch2 via ctest)"
  ctest --preset native -j "$jobs"
  echo "== C++ tests under AddressSanitizer + UndefinedBehaviorSanitizer"
  cmake --preset sanitize >/dev/null
  cmake --build --preset sanitize -j "$jobs"
  ctest --preset sanitize -j "$jobs"
  # A bounded run: KINEMA_FUZZ_SECONDS per fuzzer (default 45, four
  # fuzzers). Longer runs: bash scripts/fuzz.sh 600.
  echo "== Fuzzing (libFuzzer + ASan + UBSan), from the committed corpus"
  bash scripts/fuzz.sh "${KINEMA_FUZZ_SECONDS:-45}"
  echo "   (C++ lane took $(( SECONDS - start )) s)"
}

# The JavaScript tests again on the oldest Node that package.json's engines
# accepts, in the background beside the browser tests (they need no browser).
oldest_node_lane() {
  local start=$SECONDS status=0 oldest
  echo "== JavaScript tests on the oldest Node that package.json's engines accepts"
  oldest=$(bash scripts/oldest-node.sh) || status=$?
  if [ "$status" = 3 ]; then
    echo "oldest node: skipped (no prebuilt Node for this platform)"
    return 0
  elif [ "$status" != 0 ]; then
    return "$status"
  fi
  "$oldest" --version
  "$oldest" --test tests/js/
  echo "   (oldest-Node lane took $(( SECONDS - start )) s)"
}
mkdir -p build
cpp_log=build/cpp-lane.log
cpp_lane >"$cpp_log" 2>&1 &
cpp_pid=$!
# If the JavaScript lane fails, stop the C++ lane too.
trap 'pkill -P "$cpp_pid" 2>/dev/null; kill "$cpp_pid" 2>/dev/null; true' EXIT

echo "== C++ lane started in the background (log: $cpp_log)"
phase "WebAssembly core: the example's table must equal the native one"
if diff <(./build/native/motion_table) <(node build/wasm/motion_table.cjs) >/dev/null; then
  echo "wasm: 1 passed, 0 failed"
else
  diff <(./build/native/motion_table) <(node build/wasm/motion_table.cjs) | head -20
  echo "wasm: 0 passed, 1 failed"
  exit 1
fi
phase "JavaScript tests (node --test)"
node --test tests/js/
# Fetch the oldest Node first (a download on a fresh machine), then run its
# tests in the background while the browsers run.
bash scripts/oldest-node.sh >/dev/null 2>&1 || true
node_log=build/oldest-node-lane.log
oldest_node_lane >"$node_log" 2>&1 &
node_pid=$!
trap 'pkill -P "$cpp_pid" 2>/dev/null; kill "$cpp_pid" 2>/dev/null; pkill -P "$node_pid" 2>/dev/null; kill "$node_pid" 2>/dev/null; true' EXIT
phase "Browser tests (headless Chromium and Firefox, WebKit under Xvfb); the oldest Node's JavaScript tests beside them"
node --test --test-concurrency=1 tests/browser/
phase "Oldest-Node lane and C++ lane: results"
node_status=0
wait "$node_pid" || node_status=$?
cpp_status=0
wait "$cpp_pid" || cpp_status=$?
trap - EXIT
cat "$node_log"
cat "$cpp_log"
[ "$node_status" = 0 ] || { echo "oldest-Node lane: failed (status $node_status)"; exit 1; }
[ "$cpp_status" = 0 ] || { echo "C++ lane: failed (status $cpp_status)"; exit 1; }
echo "   (took $(( SECONDS - phase_start )) s; $SECONDS s in all)"
