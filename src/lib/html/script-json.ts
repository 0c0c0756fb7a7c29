/**
 * JSON text safe inside a `<script type="application/…json">` data block: `<`, `>` and `&` become
 * \u escapes so no string can close the script element or open a comment, and U+2028/U+2029 are
 * escaped for old JavaScript parsers. The result parses back to the same value.
 */
export function scriptJson(data: unknown): string {
	return scriptSafeJson(JSON.stringify(data));
}

/** scriptJson for JSON text serialised already. */
export function scriptSafeJson(json: string): string {
	return json
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029');
}
