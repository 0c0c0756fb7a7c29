import { onceVisible } from '../media/once-visible.ts';

/**
 * Starts every event-list block's island (EventListBlock.astro) once the block comes within
 * 400 px of the viewport; React and the list (mount-block.tsx) are fetched only then. The block's
 * own script, so only pages with a block carry the names of the files it needs.
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
