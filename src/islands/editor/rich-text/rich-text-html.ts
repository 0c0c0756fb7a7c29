import { htmlToText } from '../../../lib/html/html-to-text.ts';

/**
 * The characters a reader sees in rich-text HTML (the full teaser's 3000 limit, SPEC §5): line
 * breaks between paragraphs count one each; emoji and other astral characters count one.
 */
export function richTextLength(html: string): number {
	return [...htmlToText(html, 'count')].length;
}

/**
 * The HTML Quill 2 reports, as stored: '' when the editor holds no text (Quill reports '<p></p>'),
 * and plain spaces where Quill 2.0's getSemanticHTML writes '&nbsp;' for every space (runs of
 * spaces keep one non-breaking space each after the first, so they still show), without the empty
 * paragraphs Quill leaves at the end (after a paste).
 */
export function normaliseRichTextHtml(html: string): string {
	if (htmlToText(html, 'count').trim() === '') return '';
	return html.replace(/(?:<p>(?:<br\s*\/?>)?<\/p>)+$/i, '').replace(/(&nbsp;)+/g, (run: string) => {
		const count = run.length / '&nbsp;'.length;
		return count === 1 ? ' ' : ` ${'&nbsp;'.repeat(count - 1)}`;
	});
}
