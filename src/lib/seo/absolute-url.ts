/**
 * An absolute URL for a site path or an already absolute URL, e.g. `/media/a.jpg` against
 * `https://example.org` → `https://example.org/media/a.jpg`. Search engines and calendar apps
 * need absolute URLs everywhere.
 */
export function absoluteUrl(pathOrUrl: string, origin: URL | string): string {
	return new URL(pathOrUrl, origin).href;
}
