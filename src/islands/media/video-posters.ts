/**
 * Client side of SelfHostedVideoBlock.astro: a `<video data-posters>` gets its `poster` (when it
 * comes within one screen of the viewport: wake-media.ts) in the narrowest candidate that fills
 * the player at the device's pixel ratio. A phone that never scrolls there fetches no still, and
 * one that does fetches a still of its own width instead of a desktop one.
 */

/** One poster candidate, as in a srcset: its URL and its width in pixels. */
export type PosterCandidate = { url: string; width: number };

/** The candidates of a `data-posters` value (JSON, as posterCandidates wrote it); bad entries dropped. */
export function parsePosters(value: string): PosterCandidate[] {
	let parsed: unknown;
	try {
		parsed = JSON.parse(value);
	} catch {
		return [];
	}
	if (!Array.isArray(parsed)) return [];
	return (parsed as unknown[])
		.filter(
			(entry): entry is PosterCandidate =>
				typeof entry === 'object' &&
				entry !== null &&
				'url' in entry &&
				typeof entry.url === 'string' &&
				entry.url !== '' &&
				'width' in entry &&
				Number.isFinite(entry.width),
		)
		.sort((a, b) => a.width - b.width);
}

/** The narrowest candidate at least `pixels` wide, else the widest; null when there is none. */
export function pickPoster(candidates: readonly PosterCandidate[], pixels: number): string | null {
	const wide = candidates.find((candidate) => candidate.width >= pixels);
	return (wide ?? candidates[candidates.length - 1])?.url ?? null;
}

/** Sets the poster `video` needs at its width, from its `data-posters`. */
export function applyPoster(video: HTMLVideoElement): void {
	const url = pickPoster(
		parsePosters(video.dataset['posters'] ?? '[]'),
		video.clientWidth * window.devicePixelRatio,
	);
	if (url) video.poster = url;
	video.removeAttribute('data-posters');
}
