/**
 * Loads the overlay island (mount-overlay.tsx) and asks ahead for every file it needs. A step of
 * its own: the page's first script (overlay-trigger.ts) would otherwise carry the names of all
 * those files, on every page with the overlay button, for visitors who never open it.
 */
export const loadOverlayIsland = () => import('./mount-overlay.tsx');
