import {
	CmsNotFoundError,
	getAttachedSection,
	getProduction,
	getProductions,
} from '../../lib/cms/index.ts';
import type { Locale, Module, ProductionDetail } from '../../lib/contract/index.ts';
import { isStaff } from '../../lib/cms/index.ts';
import { redirectToOwnPath } from '../event/own-url.ts';
import { idParam, type RouteInput } from '../route-data.ts';
import { collectAll, slugAndId } from '../../lib/cms/static-paths.ts';

/** What the production detail page shows. */
export type ProductionPageData = {
	production: ProductionDetail;
	staff: boolean;
	section: Module | null;
};

/**
 * The loader of a production's page for the route of `segmentLocale` (/de/produktionen/…,
 * /en/productions/…); the other language's prefix is an unknown page. Another slug is
 * redirected (301) to the production's own path.
 * @throws CmsNotFoundError for unknown ids and the wrong prefix (404 page)
 */
export function loadProduction(segmentLocale: Locale) {
	return async (input: RouteInput): Promise<ProductionPageData | Response> => {
		if (input.locale !== segmentLocale) throw new CmsNotFoundError(input.url.pathname);
		const id = idParam(input);
		const [production, staff, section] = await Promise.all([
			getProduction(input.ctx, id),
			isStaff(input.ctx),
			getAttachedSection(input.ctx, 'production', id),
		]);
		return redirectToOwnPath(input.url, production.url) ?? { production, staff, section };
	};
}

/** The prebuilt paths of every listed production in `locale`, taken from their own URLs. */
export async function productionStaticPaths(locale: Locale) {
	const productions = await collectAll((page) =>
		getProductions({ locale }, { page, page_size: 100 }),
	);
	return productions.flatMap((production) => {
		const params = slugAndId(production.url);
		return params ? [{ params: { locale, ...params } }] : [];
	});
}
