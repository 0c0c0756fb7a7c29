const FILE_EXTENSION = /\.(?:pdf|jpe?g|png|gif|webp|avif|svg)$/i;
const MEDIA_PATH = '/media/filer_public/';

/**
 * SPEC §5: a link is external if it does not start with '/', or points to an image or PDF file or
 * into /media/filer_public/. Protocol-relative URLs ('//host/…') leave the site and count as
 * external too. External links open in a new tab; internal ones route.
 */
export function isExternalLink(url: string): boolean {
	if (!url.startsWith('/') || url.startsWith('//')) return true;
	const path = url.split(/[?#]/, 1)[0] ?? url;
	return path.startsWith(MEDIA_PATH) || FILE_EXTENSION.test(path);
}
