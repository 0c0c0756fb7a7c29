/**
 * Set on <html> by the editor gate for signed-in staff: they must always see the page as it is
 * now, never a copy prefetched before their last edit.
 */
export const STAFF_MARKER = 'data-staff';
