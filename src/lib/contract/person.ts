import { z } from 'zod';
import { IdSchema, pagedSchema, SlugSchema, SiteUrlsSchema } from './common.ts';
import { ImageObjSchema, ImageThumbnailsSchema } from './image.ts';
import { CardSchema } from './refs.ts';

/** A person category of the ensemble/team list (e.g. 'Kuratorium', 'Ensemble', 'Vermittlung'). */
export const PersonCategorySchema = z.object({ id: IdSchema, name: z.string(), slug: SlugSchema });
export type PersonCategory = z.infer<typeof PersonCategorySchema>;

/** A team or ensemble member as listed. */
export const PersonListItemSchema = z.object({
	id: IdSchema,
	slug: SlugSchema,
	first_name: z.string(),
	last_name: z.string(),
	name: z.string().min(1),
	url: z.string(),
	role: z.string().default(''),
	category: PersonCategorySchema.nullable().default(null),
	image_obj: ImageObjSchema.nullable().default(null),
	image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
});
export type PersonListItem = z.infer<typeof PersonListItemSchema>;
export const PersonListSchema = pagedSchema(PersonListItemSchema);

/** A person's detail page data. */
export const PersonDetailSchema = PersonListItemSchema.extend({
	biography: z.string().default(''),
	email: z.string().nullable().default(null),
	productions: z.array(CardSchema).default([]),
	meta_description: z.string().default(''),
	urls: SiteUrlsSchema.default({}),
});
export type PersonDetail = z.infer<typeof PersonDetailSchema>;
