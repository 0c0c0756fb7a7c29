import { ACCESS_FEATURES, type AccessFeature } from '../../../lib/access/features.ts';
import type { EditorUiLocale } from '../editor-strings.ts';

/**
 * The features' names as the site shows them (site texts `access.<feature>`), loaded with the
 * access dialog: the site's text table is not part of the editor's first download.
 */
export async function loadAccessNames(
	locale: EditorUiLocale,
): Promise<Record<AccessFeature, string>> {
	const table: Record<string, string> = (
		locale === 'de'
			? await import('../../../lib/i18n/de.json')
			: await import('../../../lib/i18n/en.json')
	).default;
	return Object.fromEntries(
		ACCESS_FEATURES.map((feature) => [feature, table[`access.${feature}`] ?? feature]),
	) as Record<AccessFeature, string>;
}
