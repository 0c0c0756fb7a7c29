/**
 * Loads an event-list block's island (mount-block.tsx) and asks ahead for every file it needs. A
 * step of its own: the block's first script (block-trigger.ts) would otherwise carry the names of
 * all those files, for visitors who never scroll to the block.
 */
export const loadBlockIsland = () => import('./mount-block.tsx');
