/** RFC 5545 content lines: text escaping, 75-octet folding and CRLF line ends. */

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * A TEXT value escaped per RFC 5545 §3.3.11: backslash, semicolon and comma get a backslash, line
 * breaks become `\n`, other control characters (not allowed in TEXT) are dropped.
 */
export function escapeIcsText(value: string): string {
	return value
		.replace(/\\/g, '\\\\')
		.replace(/;/g, '\\;')
		.replace(/,/g, '\\,')
		.replace(/\r\n|\r|\n/g, '\\n')
		.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/**
 * One content line folded per RFC 5545 §3.1: no physical line longer than 75 octets (UTF-8), each
 * continuation starting with one space, never splitting a character.
 */
export function foldIcsLine(line: string): string {
	const lines: string[] = [];
	let current = '';
	let octets = 0;
	let limit = MAX_OCTETS;
	for (const char of line) {
		const size = encoder.encode(char).length;
		if (octets + size > limit) {
			lines.push(current);
			current = '';
			octets = 0;
			// The leading space of a continuation line counts towards its 75 octets.
			limit = MAX_OCTETS - 1;
		}
		current += char;
		octets += size;
	}
	lines.push(current);
	return lines.join(`${CRLF} `);
}

/** A property line `NAME;PARAM=x:value`; `value` must already be escaped as its type requires. */
export function icsProperty(
	name: string,
	value: string,
	params: Record<string, string> = {},
): string {
	const paramText = Object.entries(params)
		.map(([key, param]) => `;${key}=${param}`)
		.join('');
	return `${name}${paramText}:${value}`;
}

/** The calendar file's text: every line folded, each ended by CRLF (including the last). */
export function icsDocument(lines: readonly string[]): string {
	return lines.map((line) => foldIcsLine(line) + CRLF).join('');
}
