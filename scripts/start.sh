#!/usr/bin/env bash
# `npm start`: set up what is missing, build, and show kinema at work.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh native
./build/native/motion_table
