/** The detail types that have a change form in the back end (SPEC §3 'Backend admin change links'). */
export type AdminKind = 'article' | 'venue' | 'event' | 'person' | 'production' | 'series' | 'form';

const COLLECTIONS: Record<AdminKind, string> = {
	article: 'articles',
	venue: 'venues',
	event: 'events',
	person: 'persons',
	production: 'productions',
	series: 'series',
	form: 'forms',
};

/**
 * The back end's change form of one object, beside the page settings it already links
 * (`/cms-hub/pages/{id}/settings`): `/cms-hub/events/1039/change`.
 */
export function adminChangePath(kind: AdminKind, id: number): string {
	return `/cms-hub/${COLLECTIONS[kind]}/${id}/change`;
}
