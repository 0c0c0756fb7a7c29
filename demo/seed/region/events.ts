import type { Calendar } from '../shared/dates.ts';
import type { EventDef } from '../shared/defs.ts';
import { exhibitionEvents } from './events-exhibitions.ts';
import { musicEvents } from './events-music.ts';
import { theatreEvents } from './events-theatre.ts';
import { wordEvents } from './events-words.ts';

/** The whole programme of the network over the next 120 days. */
export function regionEvents(cal: Calendar): EventDef[] {
	return [...theatreEvents(cal), ...musicEvents(cal), ...wordEvents(cal), ...exhibitionEvents(cal)];
}
