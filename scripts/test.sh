#!/usr/bin/env bash
# `npm test`: set up what is missing, build everything, run every test.
#
# After the build, four lanes run side by side on the 2-core CI machine:
#   browser lane (foreground, the critical path): the browser tests, two
#     test files at a time (KINEMA_BROWSER_JOBS), each its own Node process
#     with its own browser, server and port. Most of a browser test's time
#     is the page's own pace (frames, timers, a browser starting), not CPU,
#     so two files at once take little more than one.
#   JavaScript lanes (background): node --test tests/js/ on this Node, and
#     the same on the oldest Node that package.json's engines accepts. These
#     need no browser and write nothing the pages load (temporary
#     directories only).
#   C++ lane (background): ctest, the ASan + UBSan build and its ctest, the
#     fuzzers (bounded: KINEMA_FUZZ_SECONDS each).
# The background lanes are CPU-bound and take the time the browsers leave
# idle (a browser waiting on its page needs little CPU). They keep
# normal priority: a lowered one starved them behind other load on a shared
# machine (the JavaScript tests took 470 s instead of 150 s) and made them
# end last. Their logs are printed when they are done; the browser lane's
# per-file and slowest test times go to build/browser-times.log. A failure
# in any lane fails the run.
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

# node --test tests/js/ on this Node.
js_lane() {
  local start=$SECONDS
  echo "== JavaScript tests (node --test, $(node --version))"
  node --test tests/js/
  echo "   (JavaScript lane took $(( SECONDS - start )) s, ended $SECONDS s into npm test)"
}

# The same on the oldest Node that package.json's engines accepts (fetched
# once into build/).
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
js_log=build/js-lane.log
node_log=build/oldest-node-lane.log
times_log=build/browser-times.log
lane_pids=()
# If the browser lane fails, stop the others too (their children first).
stop_lanes() {
  local pid
  for pid in "${lane_pids[@]}"; do
    pkill -P "$pid" 2>/dev/null || true
    kill "$pid" 2>/dev/null || true
  done
}
trap stop_lanes EXIT

cpp_lane >"$cpp_log" 2>&1 &
cpp_pid=$!
lane_pids+=("$cpp_pid")
echo "== C++ lane started in the background (log: $cpp_log)"
phase "WebAssembly core: the example's table must equal the native one"
if diff <(./build/native/motion_table) <(node build/wasm/motion_table.cjs) >/dev/null; then
  echo "wasm: 1 passed, 0 failed"
else
  diff <(./build/native/motion_table) <(node build/wasm/motion_table.cjs) | head -20
  echo "wasm: 0 passed, 1 failed"
  exit 1
fi

js_lane >"$js_log" 2>&1 &
js_pid=$!
lane_pids+=("$js_pid")
oldest_node_lane >"$node_log" 2>&1 &
node_pid=$!
lane_pids+=("$node_pid")
echo "== JavaScript lanes started in the background (logs: $js_log, $node_log)"

phase "Browser tests (headless Chromium and Firefox, WebKit under Xvfb), $browser_jobs files at a time"
# The usual reporter on stdout (spec on a terminal, TAP otherwise), and the
# per-file times in $times_log, printed at the end.
reporter=tap
[ -t 1 ] && reporter=spec
node --test --test-concurrency="$browser_jobs" \
  --test-reporter="$reporter" --test-reporter-destination=stdout \
  --test-reporter=./scripts/test-times.mjs --test-reporter-destination="$times_log" \
  tests/browser/

phase "JavaScript lanes and C++ lane: results"
js_status=0
wait "$js_pid" || js_status=$?
node_status=0
wait "$node_pid" || node_status=$?
cpp_status=0
wait "$cpp_pid" || cpp_status=$?
trap - EXIT
cat "$js_log"
cat "$node_log"
cat "$cpp_log"
echo "== Browser tests: where the time went (also in $times_log)"
head -n 25 "$times_log"
[ "$js_status" = 0 ] || { echo "JavaScript lane: failed (status $js_status)"; exit 1; }
[ "$node_status" = 0 ] || { echo "oldest-Node lane: failed (status $node_status)"; exit 1; }
[ "$cpp_status" = 0 ] || { echo "C++ lane: failed (status $cpp_status)"; exit 1; }
echo "   (took $(( SECONDS - phase_start )) s; $SECONDS s in all)"
