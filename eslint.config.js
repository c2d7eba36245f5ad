// Lint, the rules of hooks, and the directions of imports (docs/architecture.md, "Layers"):
// domain <- machines <- src, domain <- server; a feature under src/features/ imports shared code
// (src/components, src/api, src/session, src/layout), never another feature.
// Accessibility of JSX is checked by Biome's a11y rules (biome.json), as eslint-plugin-jsx-a11y
// does not support ESLint 10.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// React's own 'react-dom/server' (prerendering, src/prerender.tsx) is no layer of ours.
const layer = (g) => ({
  group: [`**/${g}/**`, `**/${g}`, '!react-dom/server'],
  message: `This layer must not import ${g}/ (see docs/architecture.md).`,
});
/** Routes call services: no table, no query operator, no data-layer module in a route (docs/architecture.md, "The server"). */
const queries = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/data/*'],
  message: 'A route does not query: call a service of server/services/, which uses server/data/ (see docs/architecture.md).',
};
/**
 * Services hold rules and transactions and call server/data/ for every statement (docs/architecture.md, "The server"):
 * no query builder, no table. A type (SQL) may be named; the handle `Db` (whose `transaction` a service opens) and
 * `retryingConflicts` come from server/db/client.
 */
const servicesQueryNothing = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema'],
          allowTypeImports: true,
          message: 'A service does not query: put the statement in server/data/ and call it (see docs/architecture.md).',
        },
      ],
    },
  ],
};
const forbid = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** From src/features/<one>/, a relative path into a sibling folder is another feature. */
const otherFeature = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/',
  message: 'A feature does not import another feature: move what both need to src/components (see docs/architecture.md).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'dist-report/**',
      'dist-prerender/**',
      'data/**',
      '.tmp/**',
      'node_modules/**',
      'server/db/migrations/**',
      'bench/results/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // No import cycle anywhere in the code: each module's dependencies load before it, whatever is imported first.
  {
    files: ['domain/**/*.ts', 'machines/**/*.ts', 'src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['domain/**/*.ts'], rules: forbid(layer('machines'), layer('src'), layer('server')) },
  { files: ['machines/**/*.ts'], rules: forbid(layer('src'), layer('server')) },
  { files: ['src/**/*.{ts,tsx}'], rules: forbid(layer('server')) },
  { files: ['src/features/**/*.{ts,tsx}'], rules: forbid(layer('server'), otherFeature) },
  { files: ['server/**/*.ts'], rules: forbid(layer('src'), layer('machines')) },
  { files: ['server/api/**/*.ts', 'server/auth/routes.ts'], rules: forbid(layer('src'), layer('machines'), queries) },
  { files: ['server/services/**/*.ts'], rules: servicesQueryNothing },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', fetch: 'readonly' } },
  },
  // The prerendered pages' boot script runs in the browser.
  { files: ['src/boot.js'], languageOptions: { globals: { document: 'readonly', requestAnimationFrame: 'readonly', window: 'readonly' } } },
  {
    files: ['public/sw.js'],
    languageOptions: {
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Request: 'readonly', Response: 'readonly', URL: 'readonly' },
    },
  },
);
