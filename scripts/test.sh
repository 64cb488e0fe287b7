#!/usr/bin/env bash
# Runs the tests. Installs what is missing first.
#
#   bash scripts/test.sh           everything (what CI runs, via .ci/run)
#   bash scripts/test.sh --quick   the fast loop while working
#
# The full command: the linters (ESLint, Prettier, clang-format; any finding
# fails), the builds, Catch2 natively (plain, then with ASan and UBSan), the
# fuzz targets for 30 s each, Catch2 as WebAssembly under node, the JS tests,
# the contest corpus (tests/contest/, every case), and the browser tests.
# The quick loop: the builds it needs (native; the engine module and the page
# bundles), Catch2 natively without the six tests that compile exported
# programs with g++, ESLint, the JS tests, the contest corpus's published
# samples, and one browser smoke test (each page opened once from disk).
#
# Measured from a fresh clone (nothing beside it) on the project's 2-core
# machine with nothing else running; each part prints its time and a summary
# closes the run. The README's "Tests and linting" has the table:
#   full: 17 min 49 s: lint 8 s, builds 155 s (native, WebAssembly, bundles)
#     and 113 s (ASan+UBSan and fuzz targets), Catch2 native 48 s, ASan 68 s,
#     fuzz 70 s (4 x 30 s, two at a time), WebAssembly 58 s, JS 34 s,
#     browser 510 s (axe-core's scans about a third of it).
#   quick: 3 min 9 s from a fresh clone (builds 108 s), about 75 s with the
#     builds warm.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=no
case "${1:-}" in
  --quick) quick=yes ;;
  "") ;;
  *) echo "usage: bash scripts/test.sh [--quick]" >&2; exit 2 ;;
esac

source scripts/setup.sh
sg_setup yes

failed=()
times=()
# run NAME COMMAND...: runs one part, records its time, goes on after a failure.
run() {
  local name=$1 start=$SECONDS status=0
  shift
  echo "== $name"
  "$@" || status=$?
  times+=("$(printf '%5d s  %s%s' $((SECONDS - start)) "$name" "$([ $status -eq 0 ] || echo '  FAILED')")")
  [ $status -eq 0 ] || failed+=("$name")
}
# A build that fails ends the run: nothing after it could be trusted.
build() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@"
  times+=("$(printf '%5d s  %s' $((SECONDS - start)) "$name")")
}

# The tests that compile exported C++ programs with the system g++ (52 rule
# programs and the game-language exports): under ASan they cost as long as
# natively (g++ itself is not sanitized) and check nothing more, since the
# programs are not built with the sanitizers. The full command's native run
# keeps them; the ASan and WebAssembly runs (where no g++ runs) and the quick
# loop leave them out by these exact names (ctest -E), and each of them fails
# where no g++ is found rather than passing without compiling.
compile_tests=(
  "every rule kind's program prints the engine's values, in the loop style"
  "every rule kind's program prints the engine's values, in the memo style"
  "a rule's program refuses an N past its limit and input that is not a number"
  "the programs for Kayles and Dawson's Kayles print the published values"
  "the exported program computes the engine's values"
  "where the engine refuses a position, the exported program stops with an error"
)
compile_exclude=$(printf '^%s$|' "${compile_tests[@]}")
compile_exclude=${compile_exclude%|}

if [ $quick = yes ]; then
  build "build: native" sg_build_native
  build "build: engine module and bundles" sg_build_web
  # The g++-compiling export tests take 2 of the 3 minutes natively: the
  # full command runs them.
  run "Catch2, native (without the g++ compiles)" ctest --test-dir build/native --output-on-failure -j2 -E "$compile_exclude"
  run "ESLint" node_modules/.bin/eslint --max-warnings 0 .
  run "JS" node --test --test-concurrency=2 tests/js/
  run "contest corpus: the published samples" node --test tests/contest/samples.test.mjs
  run "browser smoke test" node --test tests/browser/smoke.test.mjs
else
  run "lint (ESLint, Prettier, clang-format)" bash scripts/lint.sh
  build "build: native, WebAssembly, bundles" sg_build_tests
  build "build: ASan+UBSan and fuzz targets (clang)" sg_build_sanitize
  run "Catch2, native" ctest --test-dir build/native --output-on-failure -j2
  skipped=$(ctest --test-dir build/fuzz -N -R "$compile_exclude" | sed -n 's/^Total Tests: //p')
  [ "$skipped" = ${#compile_tests[@]} ] ||
    echo "warning: the ASan run should leave out ${#compile_tests[@]} tests by name, and leaves out ${skipped:-none}: see compile_tests in scripts/test.sh"
  run "Catch2, native with ASan+UBSan (without the g++ compiles)" \
    ctest --test-dir build/fuzz --output-on-failure -j2 -E "$compile_exclude"
  run "fuzz, 30 s per target, two at a time" env FUZZ_FRESH=1 FUZZ_SEED=1 FUZZ_TIMEOUT=60 FUZZ_JOBS=2 bash scripts/fuzz.sh 30
  # (WebAssembly runs no g++: the compiling tests are left out by name, as
  # under ASan, rather than passing without compiling anything.)
  run "Catch2, WebAssembly under node (without the g++ compiles)" \
    ctest --test-dir build/wasm --output-on-failure -j2 -E "$compile_exclude"
  # Two JS test files at a time (node's default on 2 cores is one).
  run "JS" node --test --test-concurrency=2 tests/js/
  # Every case of every contest problem, through the sg command (tests/contest/README.md).
  run "contest corpus" node --test tests/contest/
  # One browser test file at a time: two at once on 2 cores lost races in the
  # play tests (a move's announcement replaced by the computer's reply before
  # it was read), and was not measurably faster here.
  run "browser" node --test --test-concurrency=1 tests/browser/
fi

echo "== times"
printf '%s\n' "${times[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "all test suites passed"
