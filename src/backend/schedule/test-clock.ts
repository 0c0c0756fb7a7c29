/** A clock the end-to-end tests move forward instead of waiting (VENUE_TEST_CLOCK=1). */
export type TestClock = {
	now: () => Date;
	/** Moves the clock `ms` forward (never back). */
	advance(ms: number): void;
	/** Back to the system clock. */
	reset(): void;
};

/** The environment flag that gives a server the test clock and its endpoint. */
export const TEST_CLOCK_FLAG = 'VENUE_TEST_CLOCK';

/**
 * Whether the server was started with the test clock: only the exact value '1' of the flag, which
 * only playwright.config.ts sets for the servers under test. No request can switch it on.
 */
export function testClockFromEnv(env: NodeJS.ProcessEnv): boolean {
	return env[TEST_CLOCK_FLAG] === '1';
}

/** `base` (the system clock) plus an offset the tests move forward. */
export function createTestClock(base: () => Date = () => new Date()): TestClock {
	let offset = 0;
	return {
		now: () => new Date(base().getTime() + offset),
		advance(ms) {
			if (ms > 0) offset += ms;
		},
		reset() {
			offset = 0;
		},
	};
}
