import { getAttachedSection, getPerson } from '../../lib/cms/index.ts';
import type { Module, PersonDetail } from '../../lib/contract/index.ts';
import { idParam, type RouteInput } from '../route-data.ts';

/** What a person page renders. */
export type PersonData = { person: PersonDetail; section: Module | null };

/** The person with the route's `id`; unknown or offline → 404. */
export async function loadPerson(input: RouteInput): Promise<PersonData> {
	const id = idParam(input);
	const [person, section] = await Promise.all([
		getPerson(input.ctx, id),
		getAttachedSection(input.ctx, 'person', id),
	]);
	return { person, section };
}
