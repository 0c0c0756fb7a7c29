import type { Calendar } from '../shared/dates.ts';
import type { SiteContent } from '../shared/defs.ts';
import { castleArticles } from './articles.ts';
import { castleEvents } from './events.ts';
import { CASTLE_REPORT_BARRIER_FORM } from './accessibility.ts';
import { CASTLE_FORMS } from './forms.ts';
import { CASTLE_ARTICLE_CATEGORIES, CASTLE_ARTICLE_TAGS } from './magazine.ts';
import { castleOptions } from './options.ts';
import { castleProductions } from './productions.ts';
import { CASTLE_SERIES } from './series.ts';
import { CASTLE_PERSON_CATEGORIES, CASTLE_PERSONS } from './team.ts';
import { castleTeasers } from './teasers.ts';
import { CASTLE_VENUES } from './venues.ts';
import { CASTLE_ACCESS } from './access.ts';
import { eventsWithAccess, venuesWithAccess } from '../shared/access-plan.ts';

/** Everything the castle authors apart from pages, navigation and settings. */
export function castleContent(cal: Calendar): SiteContent {
	return {
		options: castleOptions(cal),
		venues: venuesWithAccess(CASTLE_VENUES, CASTLE_ACCESS),
		series: CASTLE_SERIES,
		productions: castleProductions(cal),
		events: eventsWithAccess(castleEvents(cal), CASTLE_ACCESS),
		teasers: castleTeasers(cal),
		articleCategories: CASTLE_ARTICLE_CATEGORIES,
		articleTags: CASTLE_ARTICLE_TAGS,
		articles: castleArticles(cal),
		featuredArticle: 'aufbau-weisses-gold',
		personCategories: CASTLE_PERSON_CATEGORIES,
		persons: CASTLE_PERSONS,
		forms: [...CASTLE_FORMS, CASTLE_REPORT_BARRIER_FORM],
		firstEventId: 1001,
		idJetOffset: 240_000,
	};
}
