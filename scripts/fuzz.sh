#!/usr/bin/env bash
# Builds the libFuzzer targets (preset "fuzz": clang, ASan + UBSan) and runs
# each for a bounded time. Usage: scripts/fuzz.sh [seconds-per-fuzzer] (default 600).
# Each fuzzer starts from its committed seeds (tests/fuzz/corpus/<fuzzer>/)
# plus what earlier runs found (build/fuzz/corpus/<fuzzer>/, not committed).
# A crash, sanitizer report, leak, timeout or failed invariant fails the
# script; the input that did it is saved under build/fuzz/artifacts/<fuzzer>/
# (replay: build/fuzz/tests/fuzz/<fuzzer> <file>).
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-600}
jobs=$(nproc 2>/dev/null || echo 2)

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$jobs" >/dev/null

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
failed=0
for bin in build/fuzz/tests/fuzz/fuzz_*; do
  [ -x "$bin" ] || continue
  name=$(basename "$bin")
  corpus=build/fuzz/corpus/$name artifacts=build/fuzz/artifacts/$name
  mkdir -p "$corpus" "$artifacts"
  log=build/fuzz/$name.log
  start=$(date +%s)
  if "$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=512 \
       -print_final_stats=1 -artifact_prefix="$artifacts/" \
       "$corpus" "tests/fuzz/corpus/$name" >"$log" 2>&1; then
    status=ok
  else
    status=FAILED
    failed=1
  fi
  runs=$(grep -o 'Done [0-9]* runs' "$log" | tail -1 | awk '{print $2}' || true)
  [ -n "$runs" ] || runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | awk '{print $2}' | tail -1 || true)
  echo "fuzz: $name: ${runs:-?} executions in $(( $(date +%s) - start )) s, $(ls "$corpus" | wc -l) corpus units: $status"
  if [ "$status" != ok ]; then
    grep -E 'invariant violated|ERROR: |runtime error|^    at |Test unit written|SUMMARY' "$log" | head -20 || true
    echo "fuzz: full log in $log"
  fi
done
exit "$failed"
