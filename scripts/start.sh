#!/usr/bin/env bash
# `npm start`: set up what is missing, build everything, and serve the demo
# page on http://127.0.0.1:8080/ (PORT overrides; loopback only).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh all
exec node scripts/serve.mjs
