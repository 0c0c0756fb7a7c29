import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { islandProps } from '../island-props.ts';
import EventList, { type EventListProps } from './EventList.tsx';

/**
 * Renders an event-list block's island (EventListBlock.astro) into `root` from its props (island-props.ts),
 * in place of the skeleton the server rendered from the same props. Loaded when the block nears
 * the viewport (layout-parts.ts), so React and the list reach only visitors who get there.
 */
export function mountEventListBlock(root: HTMLElement): void {
	const props = islandProps<EventListProps>(root);
	// Rendered in slices (a transition), so a visitor scrolling towards the block keeps scrolling.
	startTransition(() => createRoot(root).render(<EventList {...props} />));
}
