// ESLint (flat config): rules that catch real mistakes (undefined names,
// unused variables, unreachable code, duplicate keys...), nothing about layout:
// Prettier owns the layout (.prettierrc.json).
import js from '@eslint/js';
import globals from 'globals';

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
  {
    files: ['web/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
];
