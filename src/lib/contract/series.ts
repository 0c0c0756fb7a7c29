import { z } from 'zod';
import { IdSchema, pagedSchema, SlugSchema, SiteUrlsSchema } from './common.ts';
import { ImageObjSchema, ImageThumbnailsSchema } from './image.ts';
import { CardSchema } from './refs.ts';

/** A series of events as listed. */
export const SeriesListItemSchema = z.object({
	id: IdSchema,
	slug: SlugSchema,
	name: z.string().min(1),
	url: z.string(),
	teaser_text: z.string().default(''),
	show_in_filter: z.boolean().default(true),
	image_obj: ImageObjSchema.nullable().default(null),
	image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
});
export type SeriesListItem = z.infer<typeof SeriesListItemSchema>;
export const SeriesListSchema = pagedSchema(SeriesListItemSchema);

/** A series' detail page data: description and its upcoming events. */
export const SeriesDetailSchema = SeriesListItemSchema.extend({
	description: z.string().default(''),
	events: z.array(CardSchema).default([]),
	meta_description: z.string().default(''),
	urls: SiteUrlsSchema.default({}),
});
export type SeriesDetail = z.infer<typeof SeriesDetailSchema>;
