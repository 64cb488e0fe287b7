// ESLint (flat config): rules that catch real mistakes (undefined names,
// unused variables, unreachable code, duplicate keys...), nothing about layout:
// Prettier owns the layout (.prettierrc.json).
import js from '@eslint/js';
import globals from 'globals';

// A folder of web/js that may not import the layers named.
const layer = (files, above) => [
  {
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: above.map((name) => ({
            group: [`**/${name}/*`, `**/${name}/**`],
            message: `${files.split('/')[2]} sits below ${name} (eslint.config.js: the layers of web/js)`,
          })),
        },
      ],
    },
  },
];

export default [
  { ignores: ['build/', 'node_modules/', 'test-results/', 'web/dist/'] },
  js.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      // Pages and widgets run in the browser; scripts and tests in node, and
      // the browser tests hand functions to the page (page.evaluate).
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `const { values, ...rest } = t` leaves out `values` on purpose.
      'no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  // The layers of web/js, each importing only those below it: engine (the
  // facade) and text (the words) import no other layer; model (what a game
  // is, as data) imports those two; widgets add what they draw; pages (and
  // only pages) import widgets.
  ...layer('web/js/engine/**', ['model', 'text', 'widgets', 'pages']),
  ...layer('web/js/text/**', ['engine', 'model', 'widgets', 'pages']),
  ...layer('web/js/model/**', ['widgets', 'pages']),
  ...layer('web/js/widgets/**', ['pages']),
  {
    files: ['web/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
];
