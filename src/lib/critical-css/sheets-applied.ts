/**
 * The custom property only the full sheets define (BlockRenderer.astro): what waits for them reads
 * it, so it is left out of the inline CSS. DEFERRED_CSS_SCRIPT sets it on the root too once every
 * sheet has loaded or failed, so a sheet that never loads cannot keep content hidden.
 */
export const SHEETS_APPLIED_PROPERTY = '--sheets-applied';
