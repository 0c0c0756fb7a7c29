import { createContext, useContext } from 'react';
import type { EventsStore } from '../../stores/events/list.ts';

/** The event list a component belongs to; each list (page, overlay, block) provides its own. */
export const EventsStoreContext = createContext<EventsStore | null>(null);

/** The event list around the calling component; throws outside an `EventList`. */
export function useEventsStore(): EventsStore {
	const store = useContext(EventsStoreContext);
	if (!store) throw new Error('useEventsStore: no EventsStoreContext.Provider above');
	return store;
}
