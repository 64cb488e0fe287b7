#!/usr/bin/env bash
# The benchmark (README, "Benchmark"). With no option: the engine's workloads
# natively and as WebAssembly under node with their ratios, then whole sg
# commands against the hand-written programs, then every contest problem at
# its full size with its time.
#   --quick      smaller sizes everywhere, fewer runs (the corpus is skipped)
#   --games      the game-language workloads only (native, WebAssembly, ratios)
#   --commands   whole commands and the corpus only
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
sg_setup no
sg_build

engine=1 commands=1 corpus=1 quick=()
for arg in "$@"; do
  case "$arg" in
    --quick) quick=(--quick) corpus=0 ;;
    --games) commands=0 corpus=0 ;;
    --commands) engine=0 ;;
    *) echo "usage: bash scripts/bench.sh [--quick] [--games | --commands]" >&2; exit 2 ;;
  esac
done

if ((engine)); then
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
  echo
fi
if ((commands)); then
  # CPU time of each whole process, medians of alternating runs.
  ./build/native/sgbench --commands "${quick[@]}" | grep -v '^RESULT'
  echo
fi
if ((corpus)); then
  echo "the contest corpus at the judge's sizes (each problem's drivers, every sg process included)"
  SG_BIN="$PWD/build/native/sg" node tests/contest/run.mjs
fi
