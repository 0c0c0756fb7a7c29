import type { ArticleCategoryDef, TagDef } from '../shared/defs.ts';
import { bi } from '../shared/text.ts';

/** Magazine categories of the castle. */
export const CASTLE_ARTICLE_CATEGORIES: ArticleCategoryDef[] = [
	{
		key: 'kulissen',
		id: 301,
		name: bi('Hinter den Kulissen', 'Behind the scenes'),
		styleName: 'cc01',
		slug: bi('hinter-den-kulissen', 'behind-the-scenes'),
	},
	{
		key: 'sammlung',
		id: 302,
		name: bi('Sammlung', 'Collection'),
		styleName: 'cc02',
		slug: bi('sammlung', 'collection'),
	},
	{
		key: 'interview',
		id: 303,
		name: bi('Interview', 'Interview'),
		styleName: 'cc03',
		slug: bi('interview', 'interview'),
	},
	{
		key: 'vermittlung',
		id: 304,
		name: bi('Vermittlung', 'Learning'),
		styleName: 'cc01',
		slug: bi('vermittlung', 'learning'),
	},
];

/** Magazine topics of the castle. */
export const CASTLE_ARTICLE_TAGS: TagDef[] = [
	{
		key: 'porzellan',
		id: 311,
		name: bi('Porzellan', 'Porcelain'),
		slug: bi('porzellan', 'porcelain'),
	},
	{
		key: 'restaurierung',
		id: 312,
		name: bi('Restaurierung', 'Conservation'),
		slug: bi('restaurierung', 'conservation'),
	},
	{
		key: 'gartenkunst',
		id: 313,
		name: bi('Gartenkunst', 'Garden history'),
		slug: bi('gartenkunst', 'garden-history'),
	},
	{ key: 'barock', id: 314, name: bi('Barock', 'Baroque'), slug: bi('barock', 'baroque') },
	{ key: 'musik', id: 315, name: bi('Musik', 'Music'), slug: bi('musik', 'music') },
	{
		key: 'architektur',
		id: 316,
		name: bi('Architektur', 'Architecture'),
		slug: bi('architektur', 'architecture'),
	},
	{
		key: 'provenienz',
		id: 317,
		name: bi('Provenienzforschung', 'Provenance research'),
		slug: bi('provenienzforschung', 'provenance-research'),
	},
	{
		key: 'inklusion',
		id: 318,
		name: bi('Inklusion', 'Inclusion'),
		slug: bi('inklusion', 'inclusion'),
	},
];
