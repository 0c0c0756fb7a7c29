// @ts-check
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';

// The plugin types its `configs` in a shape ESLint's Plugin type does not accept; its rules are
// all this file uses.
const hooksPlugin = /** @type {import('eslint').ESLint.Plugin} */ (
	/** @type {unknown} */ (reactHooks)
);

export default defineConfig(
	{
		ignores: [
			'dist/',
			'.astro/',
			'.netlify/',
			'data/',
			'node_modules/',
			'test-results/',
			'playwright-report/',
		],
	},
	...tseslint.configs.recommendedTypeChecked,
	{
		languageOptions: {
			parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
		},
	},
	...astro.configs.recommended,
	// Astro components are not in the TypeScript project the type-aware rules read.
	{ files: ['**/*.astro', '**/*.astro/*.ts'], ...tseslint.configs.disableTypeChecked },
	// The two classic hook rules; the plugin's React Compiler checks stay off until we adopt the compiler.
	{
		files: ['src/**/*.{ts,tsx}'],
		plugins: { 'react-hooks': hooksPlugin },
		rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
	},
	{
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
			],
			'@typescript-eslint/consistent-type-imports': 'error',
		},
	},
	// Tests read JSON answers as `any` on purpose (the assertion is the check), and their stand-in
	// fetches are async functions that answer at once.
	{
		files: ['tests/**/*.ts'],
		rules: {
			'@typescript-eslint/no-unsafe-assignment': 'off',
			'@typescript-eslint/no-unsafe-member-access': 'off',
			'@typescript-eslint/no-unsafe-call': 'off',
			'@typescript-eslint/no-unsafe-return': 'off',
			'@typescript-eslint/no-unsafe-argument': 'off',
			'@typescript-eslint/require-await': 'off',
			// `expect(object.method)` hands a mock to the assertion; nothing calls it unbound.
			'@typescript-eslint/unbound-method': 'off',
		},
	},
	// Demo content apart (README 'Demo content'): the product never imports `demo/`; only the
	// demo loader names it, and the composition roots hand its loader to the back end.
	{
		files: ['src/**/*.{ts,tsx,astro}'],
		ignores: ['src/backend/demo-loader.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^(\\.\\./)+demo/',
							message: 'Product code does not import demo/: take a ContentPack (content-pack.ts).',
						},
					],
				},
			],
			'no-restricted-syntax': [
				'error',
				{
					selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+demo\\//]',
					message: 'Product code does not import demo/: take a ContentPack (content-pack.ts).',
				},
			],
		},
	},
	// Ambient declarations must stay scripts: import() types are the only way to name modules there.
	{ files: ['**/*.d.ts'], rules: { '@typescript-eslint/consistent-type-imports': 'off' } },
);
