import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import EventList, { type EventListProps } from './EventList.tsx';

/** Marks `root` once React owns it (the tests and the page wait for `data-hydrated`). */
function Hydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
	useEffect(() => {
		root.dataset['hydrated'] = '';
	}, [root]);
	return children;
}

/**
 * Hydrates the events page's list (EventListView.astro) in `root` from the props the server
 * rendered it with (the JSON block `script[data-event-list-props]`): nothing on screen changes. The list uses no `useId`, so the
 * server's id prefix need not be known here.
 */
export function hydrateEventListPage(root: HTMLElement): void {
	const source = document.querySelector('script[data-event-list-props]')?.textContent ?? '{}';
	const props = JSON.parse(source) as EventListProps;
	// Whitespace the template leaves around the list is not React's to match.
	for (const node of [...root.childNodes]) {
		if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) node.remove();
	}
	// In a transition, React hydrates in slices of a few milliseconds and lets the browser answer
	// in between (a click meanwhile is replayed once hydrated); outside one, the whole list was
	// one task (~25 ms on a fast machine, four times that on a phone).
	startTransition(() => {
		hydrateRoot(
			root,
			<Hydrated root={root}>
				<EventList {...props} />
			</Hydrated>,
		);
	});
}
