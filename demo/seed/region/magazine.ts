import type { ArticleCategoryDef, TagDef } from '../shared/defs.ts';
import { bi } from '../shared/text.ts';

/** Magazine categories of the region. */
export const REGION_ARTICLE_CATEGORIES: ArticleCategoryDef[] = [
	{
		key: 'kulissen',
		id: 301,
		name: bi('Hinter den Kulissen', 'Behind the scenes'),
		styleName: 'cc01',
		slug: bi('hinter-den-kulissen', 'behind-the-scenes'),
	},
	{
		key: 'interview',
		id: 302,
		name: bi('Interview', 'Interview'),
		styleName: 'cc03',
		slug: bi('interview', 'interview'),
	},
	{
		key: 'vermittlung',
		id: 303,
		name: bi('Junges Publikum', 'Young audiences'),
		styleName: 'cc02',
		slug: bi('junges-publikum', 'young-audiences'),
	},
	{
		key: 'region',
		id: 304,
		name: bi('Unterwegs in der Region', 'Around the region'),
		styleName: 'cc01',
		slug: bi('unterwegs', 'around-the-region'),
	},
];

/** Magazine topics of the region. */
export const REGION_ARTICLE_TAGS: TagDef[] = [
	{ key: 'schauspiel', id: 311, name: bi('Schauspiel', 'Drama'), slug: bi('schauspiel', 'drama') },
	{ key: 'musik', id: 312, name: bi('Musik', 'Music'), slug: bi('musik', 'music') },
	{
		key: 'literatur',
		id: 313,
		name: bi('Literatur', 'Literature'),
		slug: bi('literatur', 'literature'),
	},
	{ key: 'jazz', id: 314, name: bi('Jazz', 'Jazz'), slug: bi('jazz', 'jazz') },
	{ key: 'festival', id: 315, name: bi('Festival', 'Festival'), slug: bi('festival', 'festival') },
	{
		key: 'fotografie',
		id: 316,
		name: bi('Fotografie', 'Photography'),
		slug: bi('fotografie', 'photography'),
	},
	{
		key: 'ehrenamt',
		id: 317,
		name: bi('Ehrenamt', 'Volunteering'),
		slug: bi('ehrenamt', 'volunteering'),
	},
	{
		key: 'junges-publikum',
		id: 318,
		name: bi('Junges Publikum', 'Young audiences'),
		slug: bi('junges-publikum', 'young-audiences'),
	},
	{ key: 'spielorte', id: 319, name: bi('Spielorte', 'Venues'), slug: bi('spielorte', 'venues') },
	{
		key: 'barrierefreiheit',
		id: 320,
		name: bi('Barrierefreiheit', 'Accessibility'),
		slug: bi('barrierefreiheit', 'accessibility'),
	},
];
