/**
 * JSON with every object's keys sorted, so equal content always gives equal text: what a block's
 * or page's version (its ETag) is the hash of, on the server and in the editor alike.
 */
export function canonicalJson(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		const entries = Object.entries(value as Record<string, unknown>)
			.filter(([, item]) => item !== undefined)
			.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
		return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

/** The entity tag of a SHA-256 digest: its first 22 base64url characters, quoted. */
export function versionTag(digest: Uint8Array): string {
	let binary = '';
	for (const byte of digest) binary += String.fromCharCode(byte);
	const base64url = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
	return `"${base64url.slice(0, 22)}"`;
}

/**
 * The version of a block as the back end computes it (edit-version.ts), with the browser's
 * Web Crypto: lets the editor base a delete on the block as the page showed it, without a read.
 */
export async function editVersionOf(value: unknown): Promise<string> {
	const bytes = new TextEncoder().encode(canonicalJson(value));
	return versionTag(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}
