import { z } from 'zod';
import { FilterIdSchema, IdSchema, pagedSchema, SlugSchema } from './common.ts';
import { ImageObjSchema, ImageThumbnailsSchema } from './image.ts';
import { RefSchema } from './refs.ts';
import { DETAIL_SECTION_FIELDS } from './detail-sections.ts';

/** A production (exhibition or staged work) as listed (SPEC §3 'Productions list state'). */
export const ProductionListItemSchema = z.object({
	id: IdSchema,
	slug: SlugSchema,
	title: z.string().min(1),
	url: z.string(),
	preline: z.string().default(''),
	subline: z.string().default(''),
	teaser_text: z.string().default(''),
	date_from: z.iso.date().nullable().default(null),
	date_to: z.iso.date().nullable().default(null),
	season: RefSchema.nullable().default(null),
	exhibition_type: RefSchema.nullable().default(null),
	tags: z.array(RefSchema).default([]),
	image_obj: ImageObjSchema.nullable().default(null),
	image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
	/** The productions page shows the ticket button only when this is set (SPEC §2). */
	show_ticket_button: z.boolean().default(false),
	/** false: visitors never see it (404, left out of every list); staff do. */
	is_online: z.boolean().default(true),
});
export type ProductionListItem = z.infer<typeof ProductionListItemSchema>;

export const ProductionListSchema = pagedSchema(ProductionListItemSchema);
export type ProductionList = z.infer<typeof ProductionListSchema>;

/** A production's detail page data, sections per SPEC §9. */
export const ProductionDetailSchema = ProductionListItemSchema.extend({
	...DETAIL_SECTION_FIELDS,
	series: RefSchema.nullable().default(null),
});
export type ProductionDetail = z.infer<typeof ProductionDetailSchema>;

/** Query of GET /{locale}/api/productions/. */
export const ProductionQuerySchema = z.object({
	season: FilterIdSchema.optional(),
	exhibition_type: FilterIdSchema.optional(),
	tag: FilterIdSchema.optional(),
	date: z.iso.date().optional(),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	page_size: z.coerce.number().int().min(1).max(100).default(12),
});
export type ProductionQuery = z.infer<typeof ProductionQuerySchema>;
