import { z } from 'zod';
import {
	FilterIdSchema,
	DateTimeSchema,
	IdSchema,
	pagedSchema,
	SlugSchema,
	SiteUrlsSchema,
} from './common.ts';
import { ImageObjSchema, ImageThumbnailsSchema } from './image.ts';
import { ArticleCategorySchema, TagSchema } from './taxonomy.ts';
import { CardSchema } from './refs.ts';

/** A magazine article as listed. */
export const ArticleListItemSchema = z.object({
	id: IdSchema,
	slug: SlugSchema,
	title: z.string().min(1),
	url: z.string(),
	preline: z.string().default(''),
	teaser_text: z.string().default(''),
	published_at: DateTimeSchema,
	author: z.string().default(''),
	reading_minutes: z.number().int().positive().default(3),
	category: ArticleCategorySchema.nullable().default(null),
	tags: z.array(TagSchema).default([]),
	image_obj: ImageObjSchema.nullable().default(null),
	image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
	/** false: visitors never see it (404, left out of every list); staff do. */
	is_online: z.boolean().default(true),
});
export type ArticleListItem = z.infer<typeof ArticleListItemSchema>;

export const ArticleListSchema = pagedSchema(ArticleListItemSchema);
export type ArticleList = z.infer<typeof ArticleListSchema>;

/**
 * An article's detail; `body` is sanitised rich text (the editor's allowed tags), `modules` the
 * editor sections below it.
 */
export const ArticleDetailSchema = ArticleListItemSchema.extend({
	body: z.string().default(''),
	related: z.array(CardSchema).default([]),
	meta_description: z.string().default(''),
	urls: SiteUrlsSchema.default({}),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

/** GET /{locale}/api/articles-teaser/: the featured article of the magazine page. */
export const ArticleTeaserSchema = ArticleListItemSchema.nullable();

/** Query of GET /{locale}/api/articles/. */
export const ArticleQuerySchema = z.object({
	category: FilterIdSchema.optional(),
	tag: FilterIdSchema.optional(),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	page_size: z.coerce.number().int().min(1).max(100).default(9),
});
export type ArticleQuery = z.infer<typeof ArticleQuerySchema>;
