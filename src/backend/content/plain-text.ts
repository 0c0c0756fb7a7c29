const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: ' ',
	shy: '',
};

/** Rich text as plain text: tags dropped, common entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
	return html
		.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
		.replace(/<[^>]*>/g, ' ')
		.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
			if (name.startsWith('#')) {
				const code =
					name[1]?.toLowerCase() === 'x'
						? parseInt(name.slice(2), 16)
						: parseInt(name.slice(1), 10);
				return Number.isFinite(code) && code > 0 && code < 0x110000
					? String.fromCodePoint(code)
					: ' ';
			}
			return ENTITIES[name.toLowerCase()] ?? entity;
		})
		.replace(/\s+/g, ' ')
		.trim();
}

/** Keys of editor blocks whose string values are readable text (for search). */
const TEXT_KEYS = new Set([
	'headline',
	'preline',
	'subline',
	'content',
	'text',
	'title',
	'link_text',
	'caption',
	'question',
	'answer',
	'label',
	'author',
]);

/** Collects the readable text of a nested structure of editor blocks. */
export function collectText(value: unknown, into: string[] = []): string[] {
	if (Array.isArray(value)) {
		for (const item of value) collectText(item, into);
	} else if (typeof value === 'object' && value !== null) {
		for (const [key, item] of Object.entries(value)) {
			if (typeof item === 'string') {
				if (TEXT_KEYS.has(key) && item.trim() !== '') into.push(plainText(item));
			} else if (typeof item === 'object' && item !== null) {
				collectText(item, into);
			}
		}
	}
	return into;
}
