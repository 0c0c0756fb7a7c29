import { z } from 'zod';
import { IdSchema, SlugSchema } from './common.ts';

/**
 * One option of an event/production filter (SPEC §3 'Filter state'): rooms, exhibition types,
 * event tags, series, genres, seasons, production tags. Entries with show_in_filter false are hidden.
 */
export const FilterOptionSchema = z.object({
	id: IdSchema,
	name: z.string().min(1),
	slug: SlugSchema,
	show_in_filter: z.boolean().default(true),
});
export type FilterOption = z.infer<typeof FilterOptionSchema>;
export const FilterOptionListSchema = z.array(FilterOptionSchema);

/** The filter keys of the event list, in the order of the filter bar (SPEC §2). */
export const EVENT_FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const;
export type EventFilterKey = (typeof EVENT_FILTER_KEYS)[number];

/** The filter keys of the productions list (SPEC §3 'Productions list state'). */
export const PRODUCTION_FILTER_KEYS = ['season', 'exhibition_type', 'tag'] as const;
export type ProductionFilterKey = (typeof PRODUCTION_FILTER_KEYS)[number];

/** Article category (SPEC §3): id, name, style_name, slug. */
export const ArticleCategorySchema = z.object({
	id: IdSchema,
	name: z.string().min(1),
	style_name: z.string(),
	slug: SlugSchema,
});
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>;
export const ArticleCategoryListSchema = z.array(ArticleCategorySchema);

/** Magazine topic (tag). */
export const TagSchema = z.object({ id: IdSchema, name: z.string().min(1), slug: SlugSchema });
export type Tag = z.infer<typeof TagSchema>;
export const TagListSchema = z.array(TagSchema);

/** GET /api/calendar/: the days that have events for the current filters. */
export const CalendarSchema = z.object({ dates: z.array(z.iso.date()) });
export type Calendar = z.infer<typeof CalendarSchema>;
