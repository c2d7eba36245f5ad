// Lint, and the one direction of imports: domain <- machines <- src, domain <- server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map((g) => ({ group: [`**/${g}/**`, `**/${g}`], message: `This layer must not import ${g}/ (see docs/architecture.md).` })) },
  ],
});

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.tmp/**', 'node_modules/**', 'server/db/migrations/**', 'bench/results/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['domain/**/*.ts'], rules: forbid('machines', 'src', 'server') },
  { files: ['machines/**/*.ts'], rules: forbid('src', 'server') },
  { files: ['src/**/*.{ts,tsx}'], rules: forbid('server') },
  { files: ['server/**/*.ts'], rules: forbid('src', 'machines') },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', fetch: 'readonly' } },
  },
);
