import { onceVisible } from '../media/once-visible.ts';

/**
 * Starts every event-list block's island (EventListBlock.astro) once the block comes within
 * 400 px of the viewport; React and the list (mount-block.tsx) are fetched only then. Started by
 * the layout parts (layout-parts.ts) on a page with a block.
 */
export function mountEventListBlocksWhenNear(): void {
	onceVisible(
		[...document.querySelectorAll<HTMLElement>('[data-event-list-block]')],
		(block) => {
			import('./block-loader.ts')
				.then((step) => step.loadBlockIsland())
				.then(({ mountEventListBlock }) => mountEventListBlock(block))
				.catch((error: unknown) => console.error('[event list] block failed to start', error));
		},
		{ rootMargin: '400px' },
	);
}
