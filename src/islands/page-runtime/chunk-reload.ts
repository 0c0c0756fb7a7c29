import { readSessionValue, writeSessionValue } from './session-flags.ts';

/** SPEC §9 'chunk reload window 60 000 ms': at most one automatic reload per minute. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
const RELOADED_AT_KEY = 'chunk-reload-at';

/**
 * True when the page may reload now, given when it last reloaded for a missing chunk (ms, or null
 * for never). A time in the future (the clock was set back) counts as long ago.
 */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
	return lastReloadAt === null || Math.abs(now - lastReloadAt) >= CHUNK_RELOAD_WINDOW_MS;
}

/** True for the browsers' and Vite's errors of a script or style chunk that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
	const message = error instanceof Error ? error.message : String(error);
	return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
		message,
	);
}

/**
 * Reloads for a missing chunk if the window allows it, and says whether it did. Without session
 * storage it never reloads: it could not tell a reload loop from a first failure.
 */
function reloadOnce(): boolean {
	const last = Number(readSessionValue(RELOADED_AT_KEY)) || null;
	const now = Date.now();
	if (!mayReloadForChunk(last, now) || !writeSessionValue(RELOADED_AT_KEY, String(now))) {
		return false;
	}
	location.reload();
	return true;
}

/**
 * Reloads the page when a lazily loaded chunk is gone (typically after a deployment replaced the
 * hashed files the page refers to), at most once per window; otherwise the error stays as it is.
 */
export function bindChunkReload(): void {
	addEventListener('vite:preloadError', (event) => {
		if (reloadOnce()) event.preventDefault();
	});
	addEventListener('unhandledrejection', (event) => {
		if (isChunkLoadError(event.reason) && reloadOnce()) event.preventDefault();
	});
	// Islands whose component chunk fails (after Astro's own retry) report it as this event.
	document.addEventListener('astro:hydration-error', (event) => {
		const detail = (event as CustomEvent<{ error?: unknown } | null>).detail;
		if (isChunkLoadError(detail?.error) && reloadOnce()) event.preventDefault();
	});
}
