// Lint enforces the import arrows of DESIGN.md: renderer -> shared <- main; preload -> shared;
// nothing imports renderer; only main/app, main/ipc/electron and preload import 'electron'.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

const forbid = (names, message) => names.map((name) => ({ name, message }));
const forbidFolders = (folders, message) =>
  folders.map((folder) => ({ group: [`**/${folder}`, `**/${folder}/**`], message }));

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'release/',
      '.tsbuild/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '.*.cjs', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable' } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbid(
            ['electron', 'react', 'react-dom', 'zustand', 'undici', 'fastify', ...nodeBuiltins],
            'shared/ is pure TypeScript: no Node, no DOM, no Electron, no network.',
          ),
          patterns: forbidFolders(
            ['main', 'renderer', 'preload'],
            'shared/ imports nothing outside shared/.',
          ),
        },
      ],
    },
  },
  {
    files: ['main/**'],
    ignores: ['main/app/**', 'main/ipc/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbid(
            ['electron'],
            "Only main/app and main/ipc/electron import 'electron'; the rest runs under plain Node.",
          ),
          patterns: forbidFolders(['renderer', 'preload'], 'main/ imports only main/ and shared/.'),
        },
      ],
    },
  },
  {
    files: ['main/app/**', 'main/ipc/electron/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidFolders(['renderer', 'preload'], 'main/ imports only main/ and shared/.'),
        },
      ],
    },
  },
  {
    files: ['preload/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidFolders(
            ['main', 'renderer', 'service'],
            'preload/ imports only electron and zod-free shared modules.',
          ),
          paths: forbid(['zod'], 'The sandboxed preload bundles no zod (DESIGN.md: Build).'),
        },
      ],
    },
  },
  {
    files: ['renderer/**'],
    ignores: ['renderer/vite.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbid(
            ['electron', 'undici', 'fastify', '@napi-rs/keyring', ...nodeBuiltins],
            'The renderer is a pure view: it reaches everything through window.pos.',
          ),
          patterns: forbidFolders(
            ['main', 'preload'],
            'renderer/ imports only renderer/ and shared/.',
          ),
        },
      ],
    },
  },
);
