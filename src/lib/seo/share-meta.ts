import type { CmsPage, ImageObj, ImageThumbnails } from '../contract/index.ts';

/** An image for link previews (og:image); width and height when the file's size is known. */
export type ShareImage = {
	url: string;
	width?: number | undefined;
	height?: number | undefined;
	alt?: string | undefined;
};

/**
 * What a page tells social networks and messengers beyond title and description (Open Graph and
 * Twitter cards). Every field is optional; HtmlDocument falls back to the page's title and
 * description, type 'website' and no image.
 */
export type ShareMeta = {
	title?: string | undefined;
	description?: string | undefined;
	/** og:type, e.g. 'website' or 'article'. */
	type?: string | undefined;
	image?: ShareImage | null | undefined;
	/** article:published_time (ISO 8601), for type 'article'. */
	publishedTime?: string | undefined;
};

/** Formats every preview crawler renders; WebP and AVIF are not safe everywhere yet. */
const PREVIEW_FORMATS = new Set(['jpg', 'jpeg', 'png']);
/** Large enough for large preview cards, small enough to load fast. */
const PREVIEW_MAX_WIDTH = 1600;

/**
 * The best preview image of an editor image: the widest JPEG/PNG rendition up to 1600 px with its
 * size, else the image's default URL; otherwise the large thumbnail; null without either.
 */
export function shareImageOf(
	image: ImageObj | null,
	thumbnails: ImageThumbnails | null = null,
): ShareImage | null {
	if (image) {
		const rendition = image.variants
			.filter(
				(variant) => PREVIEW_FORMATS.has(variant.format) && variant.width <= PREVIEW_MAX_WIDTH,
			)
			.sort((a, b) => b.width - a.width)[0];
		return rendition
			? { url: rendition.url, width: rendition.width, height: rendition.height, alt: image.alt }
			: { url: image.url, alt: image.alt };
	}
	return thumbnails ? { url: thumbnails.large } : null;
}

/** A CMS page's own sharing fields: og_title, og_description, og_type, og_image (or its thumbnail). */
export function shareMetaOfPage(page: CmsPage): ShareMeta {
	const imageUrl = page.og_image ?? page.og_image_thumbnails?.large ?? page.og_image_thumbs[0];
	return {
		title: page.og_title || undefined,
		description: page.og_description || undefined,
		type: page.og_type || undefined,
		image: imageUrl ? { url: imageUrl } : null,
	};
}
