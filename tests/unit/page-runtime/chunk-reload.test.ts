import { describe, expect, it } from 'vitest';
import {
	CHUNK_RELOAD_WINDOW_MS,
	isChunkLoadError,
	mayReloadForChunk,
} from '../../../src/islands/page-runtime/chunk-reload.ts';

describe('mayReloadForChunk', () => {
	const now = 1_800_000_000_000;

	it('allows the first reload of a session', () => {
		expect(mayReloadForChunk(null, now)).toBe(true);
	});

	it('allows no second reload within 60 s of the last one', () => {
		expect(CHUNK_RELOAD_WINDOW_MS).toBe(60_000);
		expect(mayReloadForChunk(now - 1, now)).toBe(false);
		expect(mayReloadForChunk(now - 59_999, now)).toBe(false);
	});

	it('allows one again once 60 s have passed', () => {
		expect(mayReloadForChunk(now - 60_000, now)).toBe(true);
		expect(mayReloadForChunk(now - 3_600_000, now)).toBe(true);
	});

	it('does not stay locked when the clock was set back', () => {
		expect(mayReloadForChunk(now + 3_600_000, now)).toBe(true);
	});
});

describe('isChunkLoadError', () => {
	it('recognises the failed dynamic imports of Chromium, Firefox and Safari, and Vite', () => {
		for (const message of [
			'Failed to fetch dynamically imported module: https://example.org/_astro/EventList.Cx1.js',
			'error loading dynamically imported module: https://example.org/_astro/x.js',
			'Importing a module script failed.',
			'Unable to preload CSS for /_astro/calendar.css',
		]) {
			expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
		}
	});

	it('leaves other errors alone', () => {
		expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
		expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
		expect(isChunkLoadError(undefined)).toBe(false);
	});
});
