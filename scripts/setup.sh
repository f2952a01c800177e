#!/usr/bin/env bash
# Idempotent, quiet installs of what the build needs. Each step checks first
# and does nothing when its tool is already there.
#   scripts/setup.sh [rust-target] [rust-components] [wasm-bindgen] [npm] [chromium]
#   (no argument: rust-target wasm-bindgen npm)
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '==> %s\n' "$*" >&2; }

rust_target() {
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    say "rustup target add wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown >/dev/null
  fi
}

rust_components() {
  local have
  have=$(rustup component list --installed 2>/dev/null || true)
  for c in rustfmt clippy; do
    if ! grep -q "^$c" <<<"$have"; then
      say "rustup component add $c"
      rustup component add "$c" >/dev/null
    fi
  done
}

# The CLI must match the wasm-bindgen crate exactly; the pin lives in crates/wasm/Cargo.toml.
wasm_bindgen_version() {
  sed -nE 's/^[[:space:]]*wasm-bindgen[[:space:]]*=[[:space:]]*(\{[^}]*version[[:space:]]*=[[:space:]]*)?"=?([0-9][0-9.]*)".*/\2/p' \
    crates/wasm/Cargo.toml | head -n 1
}

# Fallback: the version Cargo.lock resolved for the wasm-bindgen crate.
wasm_bindgen_locked_version() {
  [[ -f Cargo.lock ]] || return 0
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock
}

wasm_bindgen() {
  local want have
  want=$(wasm_bindgen_version)
  if [[ -z "$want" ]]; then want=$(wasm_bindgen_locked_version); fi
  if [[ -z "$want" ]]; then
    echo "setup: no wasm-bindgen version pinned in crates/wasm/Cargo.toml (nor in Cargo.lock)" >&2
    exit 1
  fi
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  if [[ "$have" != "$want" ]]; then
    say "cargo install wasm-bindgen-cli $want (a few minutes, once)"
    # --locked first; without it when the CLI's lock file names a yanked crate.
    cargo install -q wasm-bindgen-cli --version "$want" --locked 2>/dev/null ||
      cargo install -q wasm-bindgen-cli --version "$want"
  fi
}

npm_deps() {
  # npm ci when node_modules is missing or older than the lock file.
  if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
    say "npm ci"
    npm ci --no-audit --no-fund --loglevel=error >/dev/null
  fi
}

chromium() {
  if [[ -x /usr/bin/chromium || -n "${CHROMIUM:-}" ]]; then return; fi
  local sudo=()
  if [[ $(id -u) -ne 0 ]]; then sudo=(sudo); fi
  say "apt-get install chromium"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq chromium >/dev/null
}

steps=("$@")
if [[ ${#steps[@]} -eq 0 ]]; then steps=(rust-target wasm-bindgen npm); fi
for step in "${steps[@]}"; do
  case "$step" in
    rust-target) rust_target ;;
    rust-components) rust_components ;;
    wasm-bindgen) wasm_bindgen ;;
    npm) npm_deps ;;
    chromium) chromium ;;
    *) echo "setup: unknown step $step" >&2; exit 2 ;;
  esac
done
