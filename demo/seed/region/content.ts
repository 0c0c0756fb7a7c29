import type { Calendar } from '../shared/dates.ts';
import type { SiteContent } from '../shared/defs.ts';
import { regionArticles } from './articles.ts';
import { regionEvents } from './events.ts';
import { REGION_REPORT_BARRIER_FORM } from './accessibility.ts';
import { REGION_FORMS } from './forms.ts';
import { REGION_ARTICLE_CATEGORIES, REGION_ARTICLE_TAGS } from './magazine.ts';
import { regionOptions } from './options.ts';
import { regionProductions } from './productions.ts';
import { REGION_SERIES } from './series.ts';
import { REGION_PERSON_CATEGORIES, REGION_PERSONS } from './team.ts';
import { regionTeasers } from './teasers.ts';
import { REGION_VENUES } from './venues.ts';
import { REGION_ACCESS } from './access.ts';
import { eventsWithAccess, venuesWithAccess } from '../shared/access-plan.ts';

/** Everything the region authors apart from pages, navigation and settings. */
export function regionContent(cal: Calendar): SiteContent {
	return {
		options: regionOptions(cal),
		venues: venuesWithAccess(REGION_VENUES, REGION_ACCESS),
		series: REGION_SERIES,
		productions: regionProductions(cal),
		events: eventsWithAccess(regionEvents(cal), REGION_ACCESS),
		teasers: regionTeasers(cal),
		articleCategories: REGION_ARTICLE_CATEGORIES,
		articleTags: REGION_ARTICLE_TAGS,
		articles: regionArticles(cal),
		featuredArticle: 'festivalprogramm',
		personCategories: REGION_PERSON_CATEGORIES,
		persons: REGION_PERSONS,
		forms: [...REGION_FORMS, REGION_REPORT_BARRIER_FORM],
		firstEventId: 1001,
		idJetOffset: 580_000,
	};
}
