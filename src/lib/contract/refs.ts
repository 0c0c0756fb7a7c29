import { z } from 'zod';
import { IdSchema } from './common.ts';
import { ImageObjSchema, ImageThumbnailsSchema } from './image.ts';

/** A short reference to another object, enough to render a link to it. */
export const RefSchema = z.object({
	id: IdSchema,
	slug: z.string(),
	name: z.string(),
	url: z.string(),
});
export type Ref = z.infer<typeof RefSchema>;

/** A sponsor or promoter with its logo. */
export const PartnerSchema = z.object({
	name: z.string(),
	url: z.string().nullable().default(null),
	logo: ImageObjSchema.nullable().default(null),
});
export type Partner = z.infer<typeof PartnerSchema>;

/** A card that links somewhere: used for related items, detail 'events'/'blog' sections, etc. */
export const CardSchema = z.object({
	id: IdSchema,
	url: z.string(),
	preline: z.string().default(''),
	headline: z.string(),
	subline: z.string().default(''),
	image_obj: ImageObjSchema.nullable().default(null),
	image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
});
export type Card = z.infer<typeof CardSchema>;

/** One entry of a programme (running order) on an event or production. */
export const ProgramItemSchema = z.object({
	title: z.string(),
	text: z.string().default(''),
});
export type ProgramItem = z.infer<typeof ProgramItemSchema>;

/** A contributor of a production or event (regional site). */
export const ContributorSchema = z.object({
	role: z.string(),
	name: z.string(),
	url: z.string().nullable().default(null),
});
export type Contributor = z.infer<typeof ContributorSchema>;
