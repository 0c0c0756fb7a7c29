import { isSafeLinkTarget } from './safe-link.ts';

/** Paths that are files, not pages: images and PDFs, and anything the media library serves. */
const FILE_PATTERN = /\.(?:pdf|jpe?g|png|gif|webp|avif|svg)(?:[?#]|$)/i;

/**
 * True when `href` leaves the site's page flow (SPEC §5): it does not start with '/', or it
 * points to an image or PDF file or below /media/filer_public/. In-page anchors, e-mail and phone
 * links stay where they are and are not external.
 */
export function isExternalLink(href: string): boolean {
	const value = href.trim();
	if (value === '' || value.startsWith('#') || /^(?:mailto|tel):/i.test(value)) return false;
	if (!value.startsWith('/') || value.startsWith('//')) return true;
	return FILE_PATTERN.test(value) || value.startsWith('/media/filer_public/');
}

/** `href` trimmed when it is a safe link target (src/lib/links/safe-link.ts), else undefined. */
export function safeHref(href: string | null | undefined): string | undefined {
	const value = href?.trim() ?? '';
	return isSafeLinkTarget(value) ? value : undefined;
}

/**
 * The attributes of an `<a>` to `href`: external links open in a new tab without an opener. An
 * unsafe target (javascript:, data:, …) gets no href at all, so the link renders as inert text.
 */
export function linkAttributes(href: string): {
	href?: string;
	target?: '_blank';
	rel?: 'noopener noreferrer';
	external: boolean;
} {
	const value = safeHref(href);
	if (value === undefined) return { external: false };
	return isExternalLink(value)
		? { href: value, target: '_blank', rel: 'noopener noreferrer', external: true }
		: { href: value, external: false };
}
