import { getPersons } from '../../lib/cms/index.ts';
import type { RouteInput } from '../route-data.ts';
import { collectAll } from '../../lib/cms/static-paths.ts';
import { groupPersonsByCategory, type PersonGroup } from './group-persons.ts';

/** What the team list renders. */
export type TeamData = { groups: PersonGroup[] };

/** Every person, all pages, grouped by category. */
export async function loadTeam({ ctx }: RouteInput): Promise<TeamData> {
	const persons = await collectAll((page) => getPersons(ctx, { page, page_size: 100 }));
	return { groups: groupPersonsByCategory(persons) };
}
