const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: ' ',
};

/** `html` with its character references decoded (named basics, decimal and hex). */
function decodeEntities(html: string): string {
	return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
		if (name[0] === '#') {
			const code =
				name[1] === 'x' || name[1] === 'X'
					? Number.parseInt(name.slice(2), 16)
					: Number.parseInt(name.slice(1), 10);
			return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
		}
		return ENTITIES[name.toLowerCase()] ?? whole;
	});
}

/**
 * The text of rich-text HTML as a reader sees it: tags removed, entities decoded, one line break
 * between paragraphs and list items, no leading or trailing breaks.
 */
export function richTextPlainText(html: string): string {
	const text = html
		.replace(/<br\s*\/?>/gi, '\n')
		.replace(/<\/(?:p|li|h[1-6]|div|blockquote)>/gi, '\n')
		.replace(/<[^>]*>/g, '');
	return decodeEntities(text).replace(/\n+$/, '').replace(/^\n+/, '');
}

/**
 * The characters a reader sees in rich-text HTML (the full teaser's 3000 limit, SPEC §5): line
 * breaks between paragraphs count one each; emoji and other astral characters count one.
 */
export function richTextLength(html: string): number {
	return [...richTextPlainText(html)].length;
}

/**
 * The HTML Quill 2 reports, as stored: '' when the editor holds no text (Quill reports '<p></p>'),
 * and plain spaces where Quill 2.0's getSemanticHTML writes '&nbsp;' for every space (runs of
 * spaces keep one non-breaking space each after the first, so they still show), without the empty
 * paragraphs Quill leaves at the end (after a paste).
 */
export function normaliseRichTextHtml(html: string): string {
	if (richTextPlainText(html).trim() === '') return '';
	return html.replace(/(?:<p>(?:<br\s*\/?>)?<\/p>)+$/i, '').replace(/(&nbsp;)+/g, (run: string) => {
		const count = run.length / '&nbsp;'.length;
		return count === 1 ? ' ' : ` ${'&nbsp;'.repeat(count - 1)}`;
	});
}
