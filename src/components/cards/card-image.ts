import type { ImageObj, ImageThumbnails } from '../../lib/contract/index.ts';

/** Anything a card can take its picture from. */
export type HasCardImage = {
	image_obj: ImageObj | null;
	image_thumbnails: ImageThumbnails | null;
};

/**
 * The picture of a card: the item's image object, else its ready-made thumbnail (medium, else
 * large) as a single-file image, else null. A thumbnail's intrinsic size is unknown; cards crop
 * their media to a fixed ratio, so it gets a nominal 4:3 size and no text alternative (the card's
 * headline names the link).
 */
export function cardImage(item: HasCardImage): ImageObj | null {
	if (item.image_obj) return item.image_obj;
	const thumbnails = item.image_thumbnails;
	if (!thumbnails) return null;
	return {
		url: thumbnails.medium ?? thumbnails.large,
		width: 1200,
		height: 900,
		alt: '',
		copyright: null,
		variants: [],
	};
}
