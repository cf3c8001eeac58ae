#!/usr/bin/env bash
# Load proof for the browser tests: runs the whole browser suite
# (node --test tests/browser/, KINEMA_BROWSER_JOBS files at a time as in
# npm test: default 2) twice in a row while
# twelve CPU-burning shell loops compete for the cores, as on a busy shared CI
# machine. Both runs must pass. At the end (also on failure or Ctrl-C) it
# kills exactly the loops it started, by PID.
#
# Usage: bash scripts/load-proof.sh [loops] [runs]   (default 12 loops, 2 runs)
# Exit status: 0 if every run passed, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."
loops=${1:-12}
runs=${2:-2}
browser_jobs=${KINEMA_BROWSER_JOBS:-2}

# Build (or find up to date) what the pages load, before the load starts.
bash scripts/build.sh wasm >/dev/null || { echo "load-proof: the wasm build failed" >&2; exit 1; }

pids=()
stop_loops() {
  if [ ${#pids[@]} -gt 0 ]; then
    kill "${pids[@]}" 2>/dev/null
    wait "${pids[@]}" 2>/dev/null
    echo "load-proof: stopped ${#pids[@]} loops (PIDs ${pids[*]})"
    pids=()
  fi
}
trap stop_loops EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Each loop is a subshell running a builtin loop: its PID is the loop itself.
for _ in $(seq "$loops"); do
  (while :; do :; done) &
  pids+=($!)
done
echo "load-proof: $loops CPU-burning loops on $(nproc) cores (PIDs ${pids[*]})"

failed=0
for run in $(seq "$runs"); do
  echo "== load-proof run $run of $runs: node --test --test-concurrency=$browser_jobs tests/browser/ (load average $(cut -d' ' -f1-3 /proc/loadavg))"
  start=$(date +%s)
  if node --test --test-concurrency="$browser_jobs" tests/browser/; then status=passed; else status=FAILED; failed=1; fi
  echo "== load-proof run $run: $status in $(( $(date +%s) - start )) s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
done
stop_loops
if [ "$failed" = 0 ]; then echo "load-proof: all $runs runs passed"; else echo "load-proof: a run failed"; fi
exit "$failed"
