const NAMED_ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: ' ',
	shy: '',
	ndash: '–',
	mdash: '—',
	hellip: '…',
	bdquo: '„',
	ldquo: '“',
	rdquo: '”',
	lsquo: '‘',
	rsquo: '’',
	sbquo: '‚',
	laquo: '«',
	raquo: '»',
	euro: '€',
};

function decodeEntity(entity: string, name: string): string {
	if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
	const hex = name[1]?.toLowerCase() === 'x';
	const code = hex ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
	return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
}

/**
 * Rich text (the editor's sanitised HTML) as plain text for structured data and calendar files:
 * scripts and styles dropped, block ends (paragraphs, headings, list items, <br>) kept as line
 * breaks with one blank line between paragraphs, entities decoded, other whitespace (no-break
 * spaces too) collapsed to single spaces.
 */
export function htmlToPlainText(html: string): string {
	const text = html
		.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
		.replace(/<br\s*\/?>/gi, '\n')
		.replace(/<\/(p|div|h[1-6]|blockquote|ul|ol|section|article)\s*>/gi, '\n\n')
		.replace(/<li\b[^>]*>/gi, '\n– ')
		// Inline formatting joins its text to the neighbours ('<strong>30</strong>.' → '30.').
		.replace(/<\/?(?:a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
		.replace(/<[^>]*>/g, ' ')
		.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, decodeEntity);
	return text
		.split('\n')
		.map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
		.join('\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim();
}
