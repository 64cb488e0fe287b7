#!/usr/bin/env bash
# The linters: ESLint (eslint.config.js), Prettier (.prettierrc.json) over the
# JavaScript, clang-format (.clang-format) over the C++, and TypeScript's type
# check (tsc --noEmit) of the engine's contract: the facade (engine.js) against
# its declarations (engine.d.ts; web/js/engine/tsconfig.json), and the pages,
# widgets and models that call it against them too (tsconfig.json). ESLint
# also holds the layers of web/js (eslint.config.js); the widget manifest's
# check (scripts/check-manifest.mjs) holds the README's table to the
# widgets. Every finding fails (a long file only warns):
#   bash scripts/lint.sh            check (npm run lint; the test command runs it)
#   bash scripts/lint.sh --format   rewrite the files instead (npm run format)
# Runs all four and reports each, so one failing does not hide another.
set -euo pipefail
cd "$(dirname "$0")/.."
PATH="$PWD/node_modules/.bin:$PATH"

js=('web/**/*.js' 'scripts/**/*.mjs' 'tests/**/*.mjs' 'eslint.config.js')
# The C++ sources, tracked or new (not ignored); tests/fixtures holds expected
# output compared byte for byte, never formatted.
mapfile -t cpp < <(git ls-files --cached --others --exclude-standard \
  'src/*.cpp' 'src/*.hpp' 'tests/*.cpp' 'tests/*.hpp' 'bench/*.cpp' 'bench/*.hpp' |
  grep -v '^tests/fixtures/' | sort -u | while read -r f; do [ -f "$f" ] && echo "$f"; done)

if [ "${1:-}" = --format ]; then
  prettier --write --log-level warn "${js[@]}"
  clang-format -i "${cpp[@]}"
  exit 0
fi

failed=()
eslint --max-warnings 0 . || failed+=(eslint)
prettier --check --log-level warn "${js[@]}" || failed+=(prettier)
# Every finding is a few lines; before the first `npm run format` there are
# hundreds, so the first ones are shown and the rest counted.
out=$(mktemp)
if ! clang-format --dry-run -Werror "${cpp[@]}" 2>"$out"; then
  head -n 40 "$out"
  echo "clang-format: $(grep -c ': error: ' "$out") findings in $(grep ': error: ' "$out" | cut -d: -f1 | sort -u | wc -l) files"
  failed+=(clang-format)
fi
rm -f "$out"
# A size warning, never a failure: a source file past 600 lines may hold
# several jobs. Split a file by its jobs, never by its length.
git ls-files --cached --others --exclude-standard 'web/js/*.js' 'src/*.cpp' 'src/*.hpp' 'scripts/*.mjs' |
  while read -r f; do [ -f "$f" ] && echo "$f"; done | xargs wc -l |
  awk '$2 != "total" && $1 > 600 { print "lint: warning: " $2 " has " $1 " lines (several jobs? split by job, not length)" }'
node scripts/check-manifest.mjs || failed+=(manifest)
tsc -p web/js/engine/tsconfig.json || failed+=(tsc-facade)
tsc -p tsconfig.json || failed+=(tsc)
if [ ${#failed[@]} -gt 0 ]; then
  echo "lint: findings from ${failed[*]} (npm run format fixes the formatting)"
  exit 1
fi
echo "lint: no findings"
