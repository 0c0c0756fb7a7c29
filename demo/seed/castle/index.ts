import { assemble } from '../shared/assemble.ts';
import { createCalendar } from '../shared/dates.ts';
import type { BuildSeed } from '../../../src/backend/content/seed-bundle.ts';
import { castleContent } from './content.ts';
import { castleAccessibilityPages } from './accessibility.ts';
import { castleHome } from './home.ts';
import { castleLegalPages } from './legal.ts';
import { castleNavigation } from './navigation.ts';
import { castlePages } from './pages.ts';
import { castleAlerts, castleOpeningHours, castleRedirects, castleSettings } from './settings.ts';

/** The castle exhibition site (SITE=castle): heritage, exhibitions, timed tours, concerts. */
export const buildCastleSeed: BuildSeed = (now) => {
	const cal = createCalendar(now);
	const { catalogue, links } = assemble(castleContent(cal));
	return {
		site: 'castle',
		...catalogue,
		pages: [
			castleHome(links, cal),
			...castleLegalPages(),
			...castleAccessibilityPages(),
			...castlePages(links, cal),
		],
		navigation: castleNavigation(links),
		settings: castleSettings(links),
		alerts: castleAlerts(links),
		openingHours: castleOpeningHours(cal),
		redirects: castleRedirects(links),
		errorHtml: {},
	};
};
