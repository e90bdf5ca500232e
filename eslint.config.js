// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig(
  // A build's staging folders (`.dist-next-<pid>-…`, src/emit/removeStaleStaging.ts) come and go while ESLint lists the files.
  globalIgnores(['node_modules/', 'dist/', 'dist-deploy/', '.site-cache/', 'test-results/', 'scratch/', '.*-next-*/']),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `const { locate: _locate, ...rest } = model` leaves a field out on purpose, and a leading
      // underscore marks a parameter a callback signature requires but this one does not read.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Implementations of async interfaces (the memory Writer, test doubles) are async without
      // awaiting anything, so a throw reaches the caller as a rejection, as the real one's would.
      '@typescript-eslint/require-await': 'off',
      // Patterns that edit YAML and match CLI output spell out their indentation as it is written.
      'no-regex-spaces': 'off',
    },
  },
  {
    // A list spread into a call's arguments is put on the stack item by item: past some hundred
    // thousand (a large site's pages, entries, warnings) it throws "Maximum call stack size
    // exceeded". src/appendAll.ts appends; a loop or reduce finds a largest.
    files: ['src/**/*.{ts,mjs}', 'templates/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(push|unshift)$/] > SpreadElement',
          message: 'push(...list) overflows the stack on a large list: use appendAll (src/appendAll.ts).',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name=/^(max|min)$/] > SpreadElement",
          message: 'Math.max(...list) overflows the stack on a large list: use a loop or reduce.',
        },
      ],
    },
  },
  {
    // The .mjs worker entry points and bin/site are plain JavaScript: no types to check against.
    files: ['**/*.js', '**/*.mjs', 'bin/site'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Templates render on the server only, but they still call hooks (useSite is useContext), and
    // a render must stay pure for the same content to give the same HTML.
    files: ['templates/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: ['templates/client/**/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['test/**/*.ts', 'vitest.config.ts', 'vitest.browser.config.ts'],
    rules: {
      // vitest types its asymmetric matchers (expect.stringContaining, expect.any…) as `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
