#!/usr/bin/env bash
# The shell completions `bridgecheck completions SHELL` writes, in the shells themselves: each
# script parses, and asking each shell to complete `bridgecheck gate --format ` offers exactly
# the gate's formats. Installs zsh and fish from Debian when they are missing; a shell that is
# not there and cannot be installed is skipped, saying so.
#
# Usage: ci/completions-check.sh BRIDGECHECK
set -euo pipefail
tool=${1:?usage: ci/completions-check.sh BRIDGECHECK}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
expected="github json junit markdown sarif text"

missing=()
for shell in zsh fish; do command -v "$shell" >/dev/null 2>&1 || missing+=("$shell"); done
if [ ${#missing[@]} -gt 0 ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "installing ${missing[*]} (to check their completions)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 || true
fi

fail() { echo "FAILED: $*" >&2; exit 1; }
sorted() { tr ' \t' '\n\n' | sed '/^$/d' | LC_ALL=C sort -u | tr '\n' ' ' | sed 's/ $//'; }

"$tool" completions bash >"$work/bridgecheck.bash"
bash -n "$work/bridgecheck.bash" || fail "the bash script does not parse"
got=$(bash -c 'source "$1"; COMP_WORDS=(bridgecheck gate --format ""); COMP_CWORD=3; _bridgecheck; echo "${COMPREPLY[@]}"' _ "$work/bridgecheck.bash" | sorted)
[ "$got" = "$expected" ] || fail "bash offers '$got' after 'gate --format'"
checked=bash

if command -v zsh >/dev/null 2>&1; then
  "$tool" completions zsh >"$work/_bridgecheck"
  zsh -n "$work/_bridgecheck" || fail "the zsh script does not parse"
  checked+=" zsh (syntax)"
else
  echo "skipped: zsh is not installed and could not be"
fi

if command -v fish >/dev/null 2>&1; then
  "$tool" completions fish >"$work/bridgecheck.fish"
  fish -n "$work/bridgecheck.fish" || fail "the fish script does not parse"
  got=$(fish -c 'source $argv[1]; complete -C "bridgecheck gate --format "' "$work/bridgecheck.fish" | cut -f1 | sorted)
  [ "$got" = "$expected" ] || fail "fish offers '$got' after 'gate --format'"
  checked+=" fish"
else
  echo "skipped: fish is not installed and could not be"
fi
echo "completions: $checked complete 'bridgecheck gate --format' with the gate's formats"
