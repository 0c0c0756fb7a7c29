import { isBackendPath } from '../../lib/links/backend-paths.ts';

/** Files among same-origin links: back-end media, and paths ending in an extension (.pdf, .ics). */
const FILE_PATH = /^\/media\/|\.(?!html?$)[a-z0-9]{2,5}$/i;
/** The site's own pages all live under a locale (SPEC §2); shops and the editor hub do not. */
const LOCALISED_PAGE = /^\/(?:de|en)(?:\/|$)/;

/** Same page: only the fragment may differ. */
export function isSamePage(target: URL, current: URL): boolean {
	return (
		target.origin === current.origin &&
		target.pathname === current.pathname &&
		target.search === current.search
	);
}

/**
 * True when following `target` from `current` loads another document of this site: same origin,
 * not a jump within the page, not a file download.
 */
export function isDocumentNavigation(target: URL, current: URL): boolean {
	return (
		target.origin === current.origin &&
		!(target.hash && isSamePage(target, current)) &&
		!FILE_PATH.test(target.pathname)
	);
}

/**
 * True when `target` may be fetched ahead of a click: another localised page of this site, not a
 * back-end path (the APIs answer JSON, and /accounts/logout/ would log the visitor out), not the
 * page itself, and neither page in edit mode (an editor must always see what was just saved).
 */
export function isPrefetchable(target: URL, current: URL): boolean {
	return (
		isDocumentNavigation(target, current) &&
		!isSamePage(target, current) &&
		LOCALISED_PAGE.test(target.pathname) &&
		!isBackendPath(target.pathname) &&
		!target.searchParams.has('edit') &&
		!current.searchParams.has('edit')
	);
}
