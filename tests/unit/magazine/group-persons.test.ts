import { describe, expect, it } from 'vitest';
import type { PersonCategory, PersonListItem } from '../../../src/lib/contract/index.ts';
import { groupAnchor, groupPersonsByCategory } from '../../../src/views/team/group-persons.ts';

const direction: PersonCategory = { id: 451, name: 'Direktion', slug: 'direktion' };
const curators: PersonCategory = { id: 452, name: 'Kuratoren', slug: 'kuratoren' };

function person(id: number, lastName: string, category: PersonCategory | null): PersonListItem {
	return {
		id,
		slug: lastName.toLowerCase(),
		first_name: 'A',
		last_name: lastName,
		name: `A ${lastName}`,
		url: `/de/team/${lastName.toLowerCase()}/${id}`,
		role: '',
		category,
		image_obj: null,
		image_thumbnails: null,
	};
}

describe('grouping the team by category', () => {
	it('orders categories by id and keeps the list order inside each', () => {
		const groups = groupPersonsByCategory([
			person(1, 'Achterberg', curators),
			person(2, 'Brandauer', direction),
			person(3, 'Falkenberg', curators),
			person(4, 'Vollmer', direction),
		]);
		expect(groups.map((group) => group.category?.name)).toEqual(['Direktion', 'Kuratoren']);
		expect(groups[0]?.persons.map((p) => p.last_name)).toEqual(['Brandauer', 'Vollmer']);
		expect(groups[1]?.persons.map((p) => p.last_name)).toEqual(['Achterberg', 'Falkenberg']);
	});

	it('puts persons without a category into a last group', () => {
		const groups = groupPersonsByCategory([
			person(1, 'Ohne', null),
			person(2, 'Brandauer', direction),
		]);
		expect(groups.map((group) => group.category?.slug ?? null)).toEqual(['direktion', null]);
		expect(groups.map(groupAnchor)).toEqual(['team-direktion', 'team-other']);
	});

	it('gives no groups for an empty team', () => {
		expect(groupPersonsByCategory([])).toEqual([]);
	});
});
