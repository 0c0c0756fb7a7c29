import type { BreadcrumbItem } from '../../components/layout/breadcrumb.ts';
import type { Locale } from '../../lib/contract/index.ts';
import type { Translate } from '../../lib/i18n/index.ts';
import { localePath } from '../../lib/i18n/routes.ts';

/**
 * The breadcrumb of a magazine page: Home › Magazine, then `tail` (the current page last). With
 * no tail the magazine itself is the current page and carries no link.
 */
export function magazineTrail(
	locale: Locale,
	t: Translate,
	tail: BreadcrumbItem[] = [],
): BreadcrumbItem[] {
	const magazine = t('magazine.title');
	return [
		{ label: t('nav.home'), href: localePath(locale, 'home') },
		tail.length > 0
			? { label: magazine, href: localePath(locale, 'magazine') }
			: { label: magazine },
		...tail,
	];
}
