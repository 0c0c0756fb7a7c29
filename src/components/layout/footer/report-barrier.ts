import type { Locale } from '../../../lib/contract/common.ts';
import { REPORT_PAGE_FIELD } from '../../../lib/forms/prefill.ts';
import { localePath } from '../../../lib/i18n/routes.ts';
import { site } from '../../../sites/current.ts';

const SLUGS: Record<Locale, string> = { de: 'barriere-melden', en: 'report-a-barrier' };

/**
 * The 'report a barrier' form with the page the visitor is on in its `page_url` field. The slug
 * is only a default: the form page redirects to the form's own slug, keeping the query.
 */
export function reportBarrierHref(locale: Locale, currentPath: string): string {
	const path = localePath(locale, 'form', {
		slug: SLUGS[locale],
		id: site.design.footer.reportBarrierFormId,
	});
	// Prerendered pages know their path with the build's trailing slash; the address bar has none.
	const page = currentPath.replace(/(.)\/+$/, '$1');
	return `${path}?${new URLSearchParams({ [REPORT_PAGE_FIELD]: page }).toString()}`;
}
