import { getPerson } from '../../lib/cms/index.ts';
import type { PersonDetail } from '../../lib/contract/index.ts';
import { idParam, type RouteInput } from '../route-data.ts';

/** What a person page renders. */
export type PersonData = { person: PersonDetail };

/** The person with the route's `id`; unknown or offline → 404. */
export async function loadPerson(input: RouteInput): Promise<PersonData> {
	return { person: await getPerson(input.ctx, idParam(input)) };
}
