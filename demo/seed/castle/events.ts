import type { Calendar } from '../shared/dates.ts';
import type { EventDef } from '../shared/defs.ts';
import { concertEvents } from './events-concerts.ts';
import { exhibitionEvents } from './events-exhibitions.ts';
import { learningEvents } from './events-learning.ts';
import { tourEvents } from './events-tours.ts';

/** The castle programme over the next 120 days: tours, concerts, exhibitions, family and talks. */
export function castleEvents(cal: Calendar): EventDef[] {
	return [
		...tourEvents(cal),
		...concertEvents(cal),
		...exhibitionEvents(cal),
		...learningEvents(cal),
	];
}
