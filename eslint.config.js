// @ts-check
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

export default defineConfig(
	{
		ignores: ['dist/', '.astro/', '.netlify/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/'],
	},
	...tseslint.configs.recommended,
	...astro.configs.recommended,
	{
		rules: {
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
			],
			'@typescript-eslint/consistent-type-imports': 'error',
		},
	},
	// Ambient declarations must stay scripts: import() types are the only way to name modules there.
	{ files: ['**/*.d.ts'], rules: { '@typescript-eslint/consistent-type-imports': 'off' } },
);
