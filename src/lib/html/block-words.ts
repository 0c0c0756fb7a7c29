import { htmlToText } from './html-to-text.ts';

/** Fields that name a block, in the order their text is preferred for its title. */
const NAMING_FIELDS = ['content', 'headline', 'title', 'text', 'caption', 'name', 'alt', 'preline'];

/** At most this many words of a block's text go into its title. */
const TITLE_WORDS = 6;

/** The first words of a block's naming text ('' when it has none). */
export function blockWords(module: Record<string, unknown>): string {
	for (const field of NAMING_FIELDS) {
		const value = module[field];
		if (typeof value !== 'string') continue;
		const words = htmlToText(value).split(/\s+/).filter(Boolean);
		if (words.length === 0) continue;
		const shown = words.slice(0, TITLE_WORDS).join(' ');
		const cut = shown.length > 60 ? `${shown.slice(0, 60).trimEnd()}…` : shown;
		return words.length > TITLE_WORDS && cut === shown ? `${shown} …` : cut;
	}
	return '';
}
