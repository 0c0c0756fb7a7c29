import { defineConfig } from 'vitest/config';

export default defineConfig({
	test: {
		environment: 'node',
		testTimeout: 20_000,
		hookTimeout: 30_000,
		projects: [
			{
				extends: true,
				test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
			},
			{
				// The back-end suite once more, on a real PostgreSQL server started for the run.
				extends: true,
				test: {
					name: 'postgres',
					include: ['tests/unit/backend/**/*.test.ts'],
					env: { TEST_ENGINE: 'postgres' },
					globalSetup: ['tests/support/postgres-global-setup.ts'],
				},
			},
		],
	},
});
