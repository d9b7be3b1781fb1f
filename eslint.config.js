// @ts-check
/**
 * Lint rules, including the layer boundaries of DEVELOPERS.md, so the architecture is checked
 * rather than hoped for:
 *
 *   content/ (MDX) → src/figures/ → src/kit/ and src/geometry/
 *
 * - src/geometry/ is pure TypeScript: it imports only its own files (no packages, no DOM).
 * - src/kit/ is React + SVG + d3 and knows no algorithm: it may not import src/geometry/ or
 *   src/figures/.
 * - src/figures/ glue the kit to the geometry; they may not import page chrome (layouts,
 *   components, pages).
 * - d3 computes and React renders: d3-selection (d3.select) is banned in the kit and the figures.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const d3SelectionBan = [
  {
    group: ['d3', 'd3-selection', 'd3-transition'],
    message:
      'd3 computes, React renders: use d3-scale/d3-shape for numbers and paths, never d3.select.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.astro/**',
      'node_modules/**',
      'reports/**',
      'lib/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/geometry/**/*.ts'],
    ignores: ['src/geometry/**/*.test.ts', 'src/geometry/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message:
                'src/geometry is pure: import only sibling files of src/geometry (./name), no packages, no other layers.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'location',
      ],
    },
  },
  {
    files: ['src/kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...d3SelectionBan,
            {
              group: ['**/geometry', '**/geometry/**'],
              message: 'The kit knows no algorithm: figures pass it numbers.',
            },
            {
              group: ['**/figures/**', '**/layouts/**', '**/components/**', '**/pages/**'],
              message: 'The kit sits below figures and page chrome.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/figures/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...d3SelectionBan,
            {
              group: ['**/layouts/**', '**/components/**', '**/pages/**', '**/content/**'],
              message: 'Figures sit below page chrome and articles.',
            },
          ],
        },
      ],
    },
  },
);
