#!/usr/bin/env bash
# Installs what kinema's build and tests need, skipping whatever is already
# there. Safe to run any number of times; `npm test` and `npm start` call it.
set -euo pipefail

need=()
have_cmd() { command -v "$1" >/dev/null 2>&1; }
have_file() { [ -e "$1" ]; }

have_cmd cmake                                                    || need+=(cmake)
have_cmd g++                                                      || need+=(g++)
have_cmd em++                                                     || need+=(emscripten)
have_file /usr/include/catch2/catch.hpp                           || need+=(catch2)
have_file /usr/include/nlohmann/json.hpp                          || need+=(nlohmann-json3-dev)
/usr/bin/python3 -c 'import mpmath' >/dev/null 2>&1               || need+=(python3-mpmath)

if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
else
  echo "setup: system packages present"
fi
