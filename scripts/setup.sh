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
have_file /usr/bin/chromium                                       || need+=(chromium)
have_file /usr/bin/firefox-esr                                    || need+=(firefox-esr)
# WebKit: WebKitWebDriver drives WebKitGTK's MiniBrowser (in libwebkit2gtk-4.1-0,
# a dependency of the driver) on an X display that Xvfb provides.
have_file /usr/bin/WebKitWebDriver                                || need+=(webkit2gtk-driver)
have_file /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser    || need+=(libwebkit2gtk-4.1-0)
have_cmd Xvfb                                                     || need+=(xvfb)
have_cmd node                                                     || need+=(nodejs)
have_cmd npm                                                      || need+=(npm)
# Sanitizers and libFuzzer (the sanitize and fuzz presets): clang 14 and its
# runtime libraries (libclang_rt.fuzzer, .asan, .ubsan).
have_cmd clang++-14                                               || need+=(clang-14)
compgen -G '/usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a' >/dev/null \
  || compgen -G '/usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a' >/dev/null \
                                                                  || need+=(libclang-rt-14-dev)

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

# The one Emscripten the WebAssembly build supports (says what to do otherwise).
bash "$(dirname "$0")/check-emscripten.sh"

# JavaScript dev dependencies (TypeScript, Vite, playwright-core, the bench's
# peers), exactly as locked; again only when the lock changed since the last
# install. playwright-core never downloads a browser: the tests use Debian's.
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
else
  echo "setup: node_modules up to date"
fi
