/** Schemes an editor may link to as typed. */
const KEPT_SCHEMES = ['https:', 'http:', 'mailto:', 'tel:'];
/** A scheme at the start ('javascript:'), not a host with a port ('example.org:8080'). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i;

/**
 * The link an editor typed, as stored (SPEC §5 'links default to https'): site paths ('/…'),
 * in-page anchors ('#…') and https, http, mailto: and tel: links stay as typed; '//host' and a bare
 * host or address ('example.org/x') get https. Returns '' for blank input and null for a scheme
 * that is not allowed (javascript:, data:, ftp:, …).
 */
export function normaliseLink(input: string): string | null {
	const value = input.trim();
	if (value === '') return '';
	if (value.startsWith('//')) return `https:${value}`;
	if (value.startsWith('/') || value.startsWith('#')) return value;
	const scheme = SCHEME.exec(value)?.[1];
	if (scheme !== undefined) {
		return KEPT_SCHEMES.includes(`${scheme.toLowerCase()}:`) ? value : null;
	}
	return `https://${value}`;
}
