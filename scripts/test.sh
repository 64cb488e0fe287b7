#!/usr/bin/env bash
# Runs every test: Catch2 natively (plain, then with ASan and UBSan), the fuzz
# targets for 30 s each, Catch2 as WebAssembly under node, the JS facade tests,
# and the browser tests. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
sg_setup yes
sg_build
sg_build_asan

failed=()
run() { local name=$1; echo "== $name"; shift; "$@" || failed+=("$name"); }
run "Catch2, native" ctest --test-dir build/native --output-on-failure -j2
run "Catch2, native with ASan+UBSan" ctest --test-dir build/asan --output-on-failure -j2
run "fuzz, 30 s per target" env FUZZ_FRESH=1 FUZZ_SEED=1 FUZZ_TIMEOUT=60 bash scripts/fuzz.sh 30
run "Catch2, WebAssembly under node" ctest --test-dir build/wasm --output-on-failure -j2
run "JS facade" node --test tests/js/
run "browser" node --test --test-concurrency=1 tests/browser/

if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "all test suites passed"
