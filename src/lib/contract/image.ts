import { z } from 'zod';

/** Image formats the site serves (SPEC §9). */
export const ImageFormatSchema = z.enum(['avif', 'webp', 'jpg', 'jpeg', 'png', 'gif']);
export type ImageFormat = z.infer<typeof ImageFormatSchema>;

/** Image breakpoints of SPEC §9, in pixels: xs sm md lg xl xxl. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

/** One rendition of an image at a given width and format. */
export const ImageVariantSchema = z.object({
	width: z.number().int().positive(),
	height: z.number().int().positive(),
	format: ImageFormatSchema,
	url: z.string().min(1),
});
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

/**
 * An image as the back end delivers it (`image_obj`): the default URL, the intrinsic size (so the
 * page can reserve space), the text alternative and every rendition the browser may choose from.
 */
export const ImageObjSchema = z.object({
	url: z.string().min(1),
	width: z.number().int().positive(),
	height: z.number().int().positive(),
	alt: z.string(),
	/** Marked as decoration by the editor: shown with an empty text alternative, never flagged. */
	decorative: z.boolean().optional(),
	copyright: z.string().nullable().default(null),
	variants: z.array(ImageVariantSchema).default([]),
});
export type ImageObj = z.infer<typeof ImageObjSchema>;

/** Ready-made thumbnail URLs (`image_thumbnails`, `og_image_thumbnails`). */
export const ImageThumbnailsSchema = z.object({
	large: z.string().min(1),
	medium: z.string().min(1).optional(),
	small: z.string().min(1).optional(),
});
export type ImageThumbnails = z.infer<typeof ImageThumbnailsSchema>;
