import { assemble } from '../shared/assemble.ts';
import { createCalendar } from '../shared/dates.ts';
import type { BuildSeed } from '../../../src/backend/content/seed-bundle.ts';
import { regionContent } from './content.ts';
import { regionAccessibilityPages } from './accessibility.ts';
import { regionHome } from './home.ts';
import { regionLegalPages } from './legal.ts';
import { regionNavigation } from './navigation.ts';
import { regionPages } from './pages.ts';
import {
	REGION_ERROR_HTML,
	regionAlerts,
	regionOpeningHours,
	regionRedirects,
	regionSettings,
} from './settings.ts';

/** The regional culture network (SITE=region): many venues, promoters and genres. */
export const buildRegionSeed: BuildSeed = (now) => {
	const cal = createCalendar(now);
	const { catalogue, links } = assemble(regionContent(cal));
	return {
		site: 'region',
		...catalogue,
		pages: [
			regionHome(links, cal),
			...regionLegalPages(),
			...regionAccessibilityPages(),
			...regionPages(links, cal),
		],
		navigation: regionNavigation(links),
		settings: regionSettings(links),
		alerts: regionAlerts(links),
		openingHours: regionOpeningHours(cal),
		redirects: regionRedirects(links),
		errorHtml: REGION_ERROR_HTML,
	};
};
