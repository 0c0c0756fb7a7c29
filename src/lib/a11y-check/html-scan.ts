/** What the checker needs to know of a piece of stored (sanitised) HTML, in document order. */
export type HtmlFindings = {
	/** Headings h1–h6: level and text. */
	headings: { level: number; text: string }[];
	/** Links: their text (an image inside counts with its alt). */
	links: { text: string }[];
	/** Tables: whether each has at least one header cell. */
	tables: { hasHeader: boolean }[];
	/** Images outside links: their alt ('' when empty, null when missing). */
	images: { alt: string | null }[];
};

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>|<!--[\s\S]*?-->|([^<]+)/g;
const ALT = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: ' ',
};

/** Text with the common entities decoded and white space collapsed. */
function plain(text: string): string {
	return text
		.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
			if (name.startsWith('#x') || name.startsWith('#X'))
				return String.fromCodePoint(parseInt(name.slice(2), 16) || 32);
			if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 32);
			return ENTITIES[name.toLowerCase()] ?? whole;
		})
		.replace(/\s+/g, ' ')
		.trim();
}

function altOf(attributes: string): string | null {
	const match = ALT.exec(attributes);
	if (!match) return null;
	return plain(match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * Scans HTML as the back end stores it (sanitised, so well formed enough for a tag scanner; the
 * same code runs in the editor and on the server, without a DOM).
 */
export function scanHtml(html: string): HtmlFindings {
	const found: HtmlFindings = { headings: [], links: [], tables: [], images: [] };
	let link: string[] | null = null;
	let heading: { level: number; parts: string[] } | null = null;
	const tables: { hasHeader: boolean }[] = [];
	for (const match of html.matchAll(TOKEN)) {
		const [, closing, rawTag, attributes = '', text] = match;
		if (text !== undefined) {
			link?.push(text);
			heading?.parts.push(text);
			continue;
		}
		if (rawTag === undefined) continue;
		const tag = rawTag.toLowerCase();
		const level = /^h[1-6]$/.test(tag) ? Number(tag[1]) : 0;
		if (closing) {
			if (tag === 'a' && link) {
				found.links.push({ text: plain(link.join(' ')) });
				link = null;
			} else if (level && heading) {
				found.headings.push({ level: heading.level, text: plain(heading.parts.join(' ')) });
				heading = null;
			} else if (tag === 'table') {
				const table = tables.pop();
				if (table) found.tables.push(table);
			}
			continue;
		}
		if (tag === 'a') link = [];
		else if (level) heading = { level, parts: [] };
		else if (tag === 'table') tables.push({ hasHeader: false });
		else if (tag === 'th') {
			const table = tables.at(-1);
			if (table) table.hasHeader = true;
		} else if (tag === 'img') {
			const alt = altOf(attributes);
			if (link) link.push(alt ?? '');
			else found.images.push({ alt });
		}
	}
	// An unclosed link or table still counts (the browser closes them).
	if (link) found.links.push({ text: plain(link.join(' ')) });
	found.tables.push(...tables);
	return found;
}
