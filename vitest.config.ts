import { defineConfig } from 'vitest/config';

/** The back-end suite: each file builds its own back ends, so files can share one module graph. */
const BACKEND_TESTS = 'tests/unit/backend/**/*.test.ts';
/** Back-end tests that configure the process itself (its env, its one embedded back end). */
const OWN_PROCESS_TESTS = [
	'tests/unit/backend/login-behind-proxy.test.ts',
	'tests/unit/backend/netlify-function.test.ts',
];
/** Closes the back ends and data dirs a back-end test file made outside its tests. */
const BACKEND_SETUP = ['tests/support/backend-cleanup.ts'];
/** The back-end suite once more, on a real PostgreSQL server started for the run. */
const ON_POSTGRES = {
	env: { TEST_ENGINE: 'postgres' },
	globalSetup: ['tests/support/postgres-global-setup.ts'],
};

export default defineConfig({
	test: {
		environment: 'node',
		testTimeout: 20_000,
		hookTimeout: 30_000,
		projects: [
			{
				extends: true,
				test: {
					name: 'unit',
					include: ['tests/unit/**/*.test.ts'],
					exclude: [BACKEND_TESTS],
				},
			},
			{
				// Importing the back end costs seconds: not isolating its test files pays that once
				// per worker instead of once per file.
				extends: true,
				test: {
					name: 'backend',
					include: [BACKEND_TESTS],
					exclude: OWN_PROCESS_TESTS,
					isolate: false,
					setupFiles: BACKEND_SETUP,
				},
			},
			{
				extends: true,
				test: {
					name: 'backend-own-process',
					include: OWN_PROCESS_TESTS,
					setupFiles: BACKEND_SETUP,
				},
			},
			{
				extends: true,
				test: {
					name: 'postgres',
					include: [BACKEND_TESTS],
					exclude: OWN_PROCESS_TESTS,
					isolate: false,
					setupFiles: BACKEND_SETUP,
					...ON_POSTGRES,
				},
			},
			{
				extends: true,
				test: {
					name: 'postgres-own-process',
					include: OWN_PROCESS_TESTS,
					setupFiles: BACKEND_SETUP,
					...ON_POSTGRES,
				},
			},
		],
	},
});
