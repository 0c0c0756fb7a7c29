import { z } from 'zod';
import { pagedSchema } from './common.ts';
import { ImageThumbnailsSchema } from './image.ts';

/** Search result categories: events and everything else (SPEC §7). */
export const SEARCH_CATEGORIES = ['events', 'others'] as const;
export const SearchCategorySchema = z.enum(SEARCH_CATEGORIES);
export type SearchCategory = z.infer<typeof SearchCategorySchema>;

/** One search hit. */
export const SearchHitSchema = z.object({
	id: z.number().int().positive(),
	kind: z.enum(['event', 'production', 'article', 'page', 'person', 'venue', 'series']),
	title: z.string(),
	text: z.string().default(''),
	url: z.string(),
	date: z.string().nullable().default(null),
	image_thumbnails: ImageThumbnailsSchema.nullable().default(null),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchPageSchema = pagedSchema(SearchHitSchema);
export type SearchPage = z.infer<typeof SearchPageSchema>;

/**
 * GET /api/search/?query=: both categories' first pages; when neither finds anything, the
 * nearest text that does ('did you mean'), else null.
 */
export const SearchResultSchema = z.object({
	events: SearchPageSchema,
	others: SearchPageSchema,
	suggestion: z.string().nullable().default(null),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** GET /api/search/autocomplete/?query=: suggestions. */
export const AutocompleteSchema = z.array(z.string());

/**
 * GET /api/search/did-you-mean/?query=: for a text whose words match no title, the nearest text
 * that does (the autocomplete's 'did you mean'), else null.
 */
export const DidYouMeanSchema = z.object({ suggestion: z.string().nullable() });

/** The query of every search call: non-empty text (SPEC §5). */
export const SearchQuerySchema = z.object({
	query: z.string().trim().min(1, 'query is required').max(200),
	page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** Results per page of the paged search calls. */
export const SEARCH_PAGE_SIZE = 10;
