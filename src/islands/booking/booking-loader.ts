/**
 * Loads the quick-buy widget (mount-booking.tsx) and asks ahead for every file it needs. A step
 * of its own: the page's first script (booking-trigger.ts) would otherwise carry the names of all
 * those files, for visitors who never press a ticket button.
 */
export const loadBookingIsland = () => import('./mount-booking.tsx');
