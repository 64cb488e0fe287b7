#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz) with clang++ in build/fuzz and runs
# each for a while:
#   bash scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     TARGET: rule graph position game
# The seed corpus tests/fuzz/corpus/TARGET is only read; what the fuzzer learns
# goes to build/fuzz/corpus/TARGET, crash, timeout and out-of-memory inputs to
# build/fuzz/artifacts/, each run's log to build/fuzz/logs/. Exits non-zero
# when any target finds a crash, a leak, a run out of memory (2 GB) or a
# timeout (FUZZ_TIMEOUT seconds, default 10). FUZZ_FRESH=1 ignores what earlier
# runs learned (build/fuzz/corpus) and starts from the seeds; FUZZ_SEED=N makes
# the run repeat the same inputs (the test command uses both, so that CI
# reports what a developer can reproduce; long runs without them explore).
# FUZZ_JOBS=N runs N targets at a time (default 1). To turn a
# finding into a regression test, minimise it (the log says how) and add it to
# the seed corpus as crash-WHAT: the Catch2 suites replay that corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(rule graph position game)

missing=()
command -v cmake >/dev/null || missing+=(cmake)
command -v ninja >/dev/null || missing+=(ninja-build)
# shellcheck disable=SC2207  # package names have no spaces
missing+=($(sg_missing_fuzz_tools))
sg_apt_install "${missing[@]}"

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

mkdir -p build/fuzz/artifacts build/fuzz/logs
# fuzz_one TARGET: one target's run; its summary on stdout, non-zero on a finding.
fuzz_one() {
  local target=$1 corpus log seed
  target=${target#fuzz_}
  corpus=build/fuzz/corpus/$target
  # FUZZ_FRESH=1 (the test command) starts from the seeds alone, so that the
  # run's length does not grow with what earlier runs learned.
  if [ "${FUZZ_FRESH:-0}" = 1 ]; then
    corpus=build/fuzz/corpus-fresh/$target
    rm -rf "$corpus"
  fi
  log=build/fuzz/logs/$target.log
  mkdir -p "$corpus"
  echo "fuzz_$target: $seconds s (log: $log)"
  # The first corpus directory is written to, the seed one after it only read.
  # A small quarantine, and freed memory handed back to the system: otherwise
  # ASan's caches keep every input's peak, and a run of budget-sized misère
  # searches (500 MB each natively) passes the 2 GB limit without any one of
  # them doing so.
  # A fixed seed, and no scheduling by measured time: the same inputs in the
  # same order on any machine (a slower one just gets less far).
  seed=(-entropic_scale_per_exec_time=1)
  [ -n "${FUZZ_SEED:-}" ] && seed=(-seed="$FUZZ_SEED")
  if ASAN_OPTIONS=quarantine_size_mb=16:allocator_release_to_os_interval_ms=100 \
      UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 "build/fuzz/tests/fuzz/fuzz_$target" \
      "$corpus" "tests/fuzz/corpus/$target" -dict=tests/fuzz/sg.dict "${seed[@]}" \
      -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -max_len=4096 \
      -artifact_prefix="build/fuzz/artifacts/$target-" \
      -print_final_stats=1 >"$log" 2>&1; then
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done )' "$log" | sed 's/^/  /'
  else
    tail -n 60 "$log"
    echo "fuzz_$target FOUND A PROBLEM: input saved as $(grep -o 'build/fuzz/artifacts/[^ ]*' "$log" | tail -n 1)"
    echo "  minimise: build/fuzz/tests/fuzz/fuzz_$target -minimize_crash=1 -max_total_time=60 -exact_artifact_path=FILE INPUT"
    return 1
  fi
}

# FUZZ_JOBS targets at a time (default 1; the test command runs 2, one per
# core); each target's summary is printed whole when it ends.
jobs=${FUZZ_JOBS:-1}
failed=()
running=()
finish() {
  local target=$1 pid=$2
  if wait "$pid"; then :; else failed+=("$target"); fi
  cat "build/fuzz/logs/$target.summary"
}
for target in "${targets[@]}"; do
  target=${target#fuzz_}
  fuzz_one "$target" >"build/fuzz/logs/$target.summary" 2>&1 &
  running+=("$target:$!")
  if [ ${#running[@]} -ge "$jobs" ]; then
    finish "${running[0]%%:*}" "${running[0]#*:}"
    running=("${running[@]:1}")
  fi
done
for r in "${running[@]}"; do finish "${r%%:*}" "${r#*:}"; done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]}"
  exit 1
fi
echo "fuzzing found nothing"
