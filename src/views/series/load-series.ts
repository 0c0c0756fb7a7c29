import {
	CmsNotFoundError,
	getAttachedSection,
	getFilterOptions,
	getSeries,
} from '../../lib/cms/index.ts';
import type { Locale, Module, SeriesDetail } from '../../lib/contract/index.ts';
import { isStaff } from '../../lib/cms/index.ts';
import { redirectToOwnPath } from '../event/own-url.ts';
import type { RouteInput } from '../route-data.ts';
import { slugAndId } from '../../lib/cms/static-paths.ts';
import { parseSeriesPath } from './series-path.ts';

/** What the series page shows. */
export type SeriesPageData = { series: SeriesDetail; staff: boolean; section: Module | null };

/**
 * Loads a series for `/{locale}/series/{slug?}/{id}` (SPEC §2): the slug may be left out; another
 * slug is redirected (301) to the series' own path.
 * @throws CmsNotFoundError for unknown ids and other path shapes (404 page)
 */
export async function loadSeries(input: RouteInput): Promise<SeriesPageData | Response> {
	const path =
		parseSeriesPath(input.params['path']) ??
		parseSeriesPath([input.params['slug'], input.params['id']].filter(Boolean).join('/'));
	if (!path) throw new CmsNotFoundError(input.url.pathname);
	const [series, staff, section] = await Promise.all([
		getSeries(input.ctx, path.id),
		isStaff(input.ctx),
		getAttachedSection(input.ctx, 'series', path.id),
	]);
	const moved = path.slug === null ? null : redirectToOwnPath(input.url, series.url);
	return moved ?? { series, staff, section };
}

/** The prebuilt paths of every series in `locale` (each detail names its own URL). */
export async function seriesStaticPaths(locale: Locale) {
	const ctx = { locale };
	const options = await getFilterOptions(ctx, 'series');
	const details = await Promise.all(options.map((option) => getSeries(ctx, option.id)));
	return details.flatMap((series) => {
		const params = slugAndId(series.url);
		return params ? [{ params: { locale, ...params } }] : [];
	});
}
