#!/usr/bin/env bash
# `npm test`: set up what is missing, build everything, run every test.
#
# Two lanes after the build, so the 2-core CI machine runs them side by side:
#   C++ lane (background): ctest, the ASan + UBSan build and its ctest, the
#     fuzzers (bounded). Its log is printed when it is done.
#   JavaScript lane (foreground): the wasm table check, node --test, then
#     the browser tests, two test files at a time (KINEMA_BROWSER_JOBS; each
#     file is its own Node process with its own browser, server and port:
#     most of a browser test's time is the page's own pace, frames, timers,
#     a browser starting, not CPU), with node --test on the oldest supported
#     Node beside them (background; its log is printed at the end). The
#     browser files' wall times and the slowest tests go to
#     build/browser-times.log (scripts/test-times.mjs), printed at the end.
# A failure in either lane fails the run. (Starting the browsers right after
# the build, beside both Nodes' tests and the C++ lane, was tried: four
# CPU-bound lanes at once starved the C++ lane's sanitizer build, which then
# ended the run; see docs/contributing.md, "What npm test runs".)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh all
export NODE_PATH=/usr/share/nodejs
jobs=$(nproc 2>/dev/null || echo 2)
browser_jobs=${KINEMA_BROWSER_JOBS:-2}
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
  echo "   (ctest: $(( SECONDS - start )) s into the C++ lane)"
  echo "== C++ tests under AddressSanitizer + UndefinedBehaviorSanitizer"
  cmake --preset sanitize >/dev/null
  cmake --build --preset sanitize -j "$jobs"
  ctest --preset sanitize -j "$jobs"
  echo "   (sanitizers: $(( SECONDS - start )) s into the C++ lane)"
  # A bounded run: KINEMA_FUZZ_SECONDS per fuzzer (default 45, four
  # fuzzers). Longer runs: bash scripts/fuzz.sh 600.
  echo "== Fuzzing (libFuzzer + ASan + UBSan), from the committed corpus"
  bash scripts/fuzz.sh "${KINEMA_FUZZ_SECONDS:-45}"
  echo "   (C++ lane took $(( SECONDS - start )) s, ended $SECONDS s into npm test)"
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
  echo "   (oldest-Node lane took $(( SECONDS - start )) s, ended $SECONDS s into npm test)"
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
phase "Browser tests (headless Chromium and Firefox, WebKit under Xvfb), $browser_jobs files at a time; the oldest Node's JavaScript tests beside them"
# The usual reporter on stdout (spec on a terminal, TAP otherwise), and the
# per-file times in $times_log, printed at the end.
times_log=build/browser-times.log
reporter=tap
[ -t 1 ] && reporter=spec
node --test --test-concurrency="$browser_jobs" \
  --test-reporter="$reporter" --test-reporter-destination=stdout \
  --test-reporter=./scripts/test-times.mjs --test-reporter-destination="$times_log" \
  tests/browser/
phase "Oldest-Node lane and C++ lane: results"
node_status=0
wait "$node_pid" || node_status=$?
cpp_status=0
wait "$cpp_pid" || cpp_status=$?
trap - EXIT
cat "$node_log"
cat "$cpp_log"
echo "== Browser tests: where the time went (also in $times_log)"
head -n 25 "$times_log"
[ "$node_status" = 0 ] || { echo "oldest-Node lane: failed (status $node_status)"; exit 1; }
[ "$cpp_status" = 0 ] || { echo "C++ lane: failed (status $cpp_status)"; exit 1; }
echo "   (took $(( SECONDS - phase_start )) s; $SECONDS s in all)"
