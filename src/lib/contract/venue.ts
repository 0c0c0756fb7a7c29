import { z } from 'zod';
import { IdSchema, pagedSchema, SlugSchema, SiteUrlsSchema } from './common.ts';
import { ImageObjSchema, ImageThumbnailsSchema } from './image.ts';
import { CardSchema } from './refs.ts';
import { OpeningHoursTodaySchema } from './opening-hours.ts';
import { AccessValuesSchema } from './access.ts';

export const AddressSchema = z.object({
	street: z.string(),
	zip: z.string(),
	city: z.string(),
	country: z.string().default('DE'),
});
export type Address = z.infer<typeof AddressSchema>;

/** A venue as listed and as embedded by the Venue and Venue-list blocks. */
export const VenueListItemSchema = z.object({
	id: IdSchema,
	slug: SlugSchema,
	name: z.string().min(1),
	url: z.string(),
	address: AddressSchema,
	teaser_text: z.string().default(''),
	image_obj: ImageObjSchema.nullable().default(null),
	image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
	geo: z
		.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
		.nullable()
		.default(null),
});
export type VenueListItem = z.infer<typeof VenueListItemSchema>;
export const VenueListSchema = pagedSchema(VenueListItemSchema);

/** A venue's detail page data. */
export const VenueDetailSchema = VenueListItemSchema.extend({
	description: z.string().default(''),
	accessibility: z.string().default(''),
	/** Structured access information of the building (events held there inherit it). */
	access_values: AccessValuesSchema.default({}),
	opening_hours: OpeningHoursTodaySchema.nullable().default(null),
	events: z.array(CardSchema).default([]),
	meta_description: z.string().default(''),
	urls: SiteUrlsSchema.default({}),
});
export type VenueDetail = z.infer<typeof VenueDetailSchema>;
