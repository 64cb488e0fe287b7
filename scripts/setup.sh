# Installs whatever is missing on a fresh Debian machine (sourced by the entry
# scripts): apt packages when a command is absent, npm packages from the lockfile.
set -euo pipefail

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

sg_apt_install() {
  [ $# -gt 0 ] || return 0
  echo "installing: $*"
  as_root apt-get update -qq
  # env inside as_root: sudo would drop a variable set in front of it.
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# clang++ and its libFuzzer runtime, for the fuzz targets (Debian ships the
# runtime in a package of its own, only recommended by clang).
sg_missing_fuzz_tools() {
  if ! command -v clang++ >/dev/null; then
    echo clang libclang-rt-dev
  elif [ ! -f "$(clang++ -print-runtime-dir)/libclang_rt.fuzzer-$(uname -m).a" ]; then
    echo libclang-rt-dev
  fi
}

sg_setup() {
  local want_browser=${1:-yes} missing=()
  command -v cmake >/dev/null || missing+=(cmake)
  command -v ninja >/dev/null || missing+=(ninja-build)
  command -v g++ >/dev/null || missing+=(g++)
  command -v em++ >/dev/null || missing+=(emscripten)
  [ -f /usr/include/catch2/catch.hpp ] || missing+=(catch2)
  command -v node >/dev/null || missing+=(nodejs)
  command -v npm >/dev/null || missing+=(npm)
  # The C++ formatter the lint uses (Debian bookworm's is clang-format 14).
  command -v clang-format >/dev/null || missing+=(clang-format)
  if [ "$want_browser" = yes ]; then
    command -v chromium >/dev/null || missing+=(chromium)
    # Screenshots of the Chinese pages need a CJK font.
    [ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
  fi
  # shellcheck disable=SC2207  # package names have no spaces
  missing+=($(sg_missing_fuzz_tools))
  sg_apt_install "${missing[@]}"
  if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/esbuild ] || [ ! -d node_modules/eslint ] || [ ! -d node_modules/prettier ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

# Native build (sg, tests, benchmark), WebAssembly build (engine module, tests),
# then the page bundles.
sg_build() {
  sg_build_native
  sg_configure_wasm
  # Debian's em++ needs node's global modules (acorn) at link time.
  NODE_PATH=/usr/share/nodejs cmake --build build/wasm
  node scripts/bundle.mjs
}

# What the full test command runs: sg_build without the WebAssembly
# benchmark (bash scripts/bench.sh builds it when asked).
sg_build_tests() {
  sg_build_native
  sg_configure_wasm
  NODE_PATH=/usr/share/nodejs cmake --build build/wasm --target sgenginetables sgenginecore sgengine sgtests
  node scripts/bundle.mjs
}

sg_build_native() {
  cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native
}

sg_configure_wasm() {
  NODE_PATH=/usr/share/nodejs emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
}

# What the pages and the JS tests load: the engine module alone (not the
# WebAssembly tests or benchmark), then the page bundles (the quick test loop).
sg_build_web() {
  sg_configure_wasm
  NODE_PATH=/usr/share/nodejs cmake --build build/wasm --target sgenginetables sgenginecore sgengine
  node scripts/bundle.mjs
}

# The one sanitizer build (clang++, in build/fuzz): the engine, the sg command
# and the Catch2 suite with AddressSanitizer and UBSan, and the libFuzzer
# targets, all with the fuzzer's coverage.
sg_build_sanitize() {
  cmake --preset fuzz >/dev/null
  cmake --build build/fuzz
}
