/** Deepest nesting of arrays and objects a JSON body may have (a page's module tree needs ~12). */
export const JSON_DEPTH_LIMIT = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * True when the JSON text in `bytes` nests arrays and objects deeper than `limit`. A single pass
 * over the bytes, without recursion, that skips brackets inside strings; run before parsing, so a
 * deep body never reaches the parser, the schemas or the sanitisers, all of which recurse.
 */
export function nestsDeeperThan(bytes: Uint8Array, limit = JSON_DEPTH_LIMIT): boolean {
	let depth = 0;
	let inString = false;
	for (let i = 0; i < bytes.length; i++) {
		const byte = bytes[i];
		if (inString) {
			if (byte === BACKSLASH) i++;
			else if (byte === QUOTE) inString = false;
		} else if (byte === QUOTE) {
			inString = true;
		} else if (byte !== undefined && OPENERS.has(byte)) {
			if (++depth > limit) return true;
		} else if (byte !== undefined && CLOSERS.has(byte)) {
			depth--;
		}
	}
	return false;
}
