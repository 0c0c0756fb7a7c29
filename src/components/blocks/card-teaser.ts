import type { Card } from '../../lib/contract/index.ts';

/** The TeaserCard props of a card that links somewhere (blog and highlight items, related cards). */
export function cardTeaser(card: Card) {
	return {
		href: card.url,
		image: card.image_obj,
		preline: card.preline,
		headline: card.headline,
		subline: card.subline,
	};
}
