#!/usr/bin/env bash
# Runs the benchmark natively and as WebAssembly under node, then prints
# WebAssembly/native time ratios. Pass --quick for smaller sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
sg_setup no
sg_build
./build/native/sgbench "$@" | tee build/bench-native.txt | grep -v '^RESULT'
echo
node build/wasm/sgbench.cjs "$@" | tee build/bench-wasm.txt | grep -v '^RESULT'
echo
echo "WebAssembly / native time (targets: subtraction tables within 2x, game-language workloads within 1.5x;"
echo "the refusals and the dense sum have their own targets, above)"
join <(grep '^RESULT' build/bench-native.txt | sed 's/^RESULT //; s/ \([0-9.]*\)$/\t\1/' | sort -t$'\t' -k1,1) \
     <(grep '^RESULT' build/bench-wasm.txt | sed 's/^RESULT //; s/ \([0-9.]*\)$/\t\1/' | sort -t$'\t' -k1,1) -t$'\t' |
  awk -F'\t' '{ note = ($1 ~ /^game: (euclidbig|wythoff2000|dense)$/) ? "  (its own target, above)" : "";
                printf "  %-44s %6.2fx%s\n", $1, ($2 > 0 ? $3 / $2 : 0), note }'
