import type { PersonCategory, PersonListItem } from '../../lib/contract/index.ts';

/** The persons of one category, in the order the back end listed them. */
export type PersonGroup = { category: PersonCategory | null; persons: PersonListItem[] };

/**
 * Groups persons by category for the team list: categories in the editors' order (their ids),
 * persons in list order within each, and persons without a category in a last group.
 */
export function groupPersonsByCategory(persons: PersonListItem[]): PersonGroup[] {
	const groups = new Map<number | null, PersonGroup>();
	for (const person of persons) {
		const key = person.category?.id ?? null;
		const group = groups.get(key) ?? { category: person.category, persons: [] };
		group.persons.push(person);
		groups.set(key, group);
	}
	return [...groups.values()].sort((a, b) => rank(a) - rank(b));
}

function rank(group: PersonGroup): number {
	return group.category?.id ?? Number.MAX_SAFE_INTEGER;
}

/** The in-page anchor of a group's section, e.g. 'team-direktion'. */
export function groupAnchor(group: PersonGroup): string {
	return `team-${group.category?.slug ?? 'other'}`;
}
