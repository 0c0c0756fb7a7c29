import type { Locale } from '../../../src/lib/contract/index.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import { AlertSchema, type Alert, type SiteSettings } from '../../../src/lib/contract/index.ts';
import type { Calendar } from './dates.ts';
import { imageIn, logoSpec } from './images.ts';
import type { PartnerDef } from './defs.ts';
import { localise, type BiText } from './text.ts';

/** The next date (today or later) that falls on month-day 'MM-DD'. */
export function nextOccurrence(cal: Calendar, monthDay: string): string {
	const year = Number(cal.today.slice(0, 4));
	const thisYear = `${year}-${monthDay}`;
	return thisYear >= cal.today ? thisYear : `${year + 1}-${monthDay}`;
}

/** A breaking-news alert in both languages. */
export function alert(
	id: number,
	title: BiText,
	text: BiText,
	url: BiText | null,
	linkTitle: BiText,
): Localised<Alert> {
	return localise(AlertSchema, {
		id,
		title,
		text,
		link: url === null ? null : { url },
		link_title: linkTitle,
	});
}

/** The rendition a footer logo shows: at most 12rem wide, so 640 px serves 2x screens too. */
const FOOTER_LOGO_WIDTH = 640;

/** The footer logo strip in `locale`: linked partner logos as plain HTML. */
export function footerLogos(
	locale: Locale,
	partners: readonly PartnerDef[],
): SiteSettings['html_footer_logos'] {
	const items = partners.map((partner) => {
		const logo = imageIn(logoSpec(partner.seed, partner.name), locale);
		// Snippet HTML has no srcset: one small WebP rather than the 1280 px JPEG original.
		const rendition =
			logo.variants.find((v) => v.width === FOOTER_LOGO_WIDTH && v.format === 'webp') ?? logo;
		const img = `<img src="${rendition.url}" alt="${logo.alt}" width="${rendition.width}" height="${rendition.height}" loading="lazy">`;
		return partner.url === null
			? `<li>${img}</li>`
			: `<li><a href="${partner.url}" rel="noopener" target="_blank">${img}</a></li>`;
	});
	return { code: `<ul class="footer-logos">${items.join('')}</ul>` };
}
