import type { Calendar } from '../shared/dates.ts';
import { seasonName } from '../shared/dates.ts';
import type { OptionDefs } from '../shared/defs.ts';
import { bi } from '../shared/text.ts';

const seasonSlug = (year: number) =>
	`spielzeit-${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** Filter options of the region: stages of the network's venues, genres and tags. */
export function regionOptions(cal: Calendar): OptionDefs {
	const year = cal.seasonStartYear;
	return {
		rooms: [
			{
				key: 'grosses-haus',
				id: 31,
				name: bi('Stadttheater, Großes Haus', 'Municipal Theatre, Main Stage'),
				slug: 'stadttheater-grosses-haus',
				venue: 'stadttheater',
			},
			{
				key: 'studio',
				id: 32,
				name: bi('Stadttheater, Studiobühne', 'Municipal Theatre, Studio'),
				slug: 'stadttheater-studio',
				venue: 'stadttheater',
			},
			{
				key: 'bahnhof',
				id: 33,
				name: bi('Kulturbahnhof Weidenfeld', 'Kulturbahnhof Weidenfeld'),
				slug: 'kulturbahnhof-weidenfeld',
				venue: 'kulturbahnhof',
			},
			{
				key: 'shedhalle',
				id: 34,
				name: bi('Alte Tuchfabrik, Shedhalle', 'Old Cloth Factory, Shed Hall'),
				slug: 'tuchfabrik-shedhalle',
				venue: 'tuchfabrik',
			},
			{
				key: 'klosterkirche',
				id: 35,
				name: bi('Klosterkirche Hohenbruck', 'Hohenbruck Abbey Church'),
				slug: 'klosterkirche-hohenbruck',
				venue: 'klosterkirche',
			},
			{
				key: 'lesesaal',
				id: 36,
				name: bi('Literaturhaus, Lesesaal', 'Literature House, Reading Room'),
				slug: 'literaturhaus-lesesaal',
				venue: 'literaturhaus',
			},
			{
				key: 'stadthalle',
				id: 37,
				name: bi('Stadthalle Seewinkel', 'Seewinkel Civic Hall'),
				slug: 'stadthalle-seewinkel',
				venue: 'stadthalle',
			},
			{
				key: 'scheune',
				id: 38,
				name: bi('Kulturscheune Erlenhof', 'Erlenhof Culture Barn'),
				slug: 'kulturscheune-erlenhof',
				venue: 'scheune',
			},
			{
				key: 'foyer',
				id: 39,
				name: bi('Stadttheater, Foyer', 'Municipal Theatre, Foyer'),
				slug: 'stadttheater-foyer',
				venue: 'stadttheater',
				showInFilter: false,
			},
		],
		exhibitionTypes: [
			{ key: 'theater', id: 41, name: bi('Theater', 'Theatre'), slug: 'theater' },
			{ key: 'konzert', id: 42, name: bi('Konzert', 'Concert'), slug: 'konzert' },
			{ key: 'lesung', id: 43, name: bi('Lesung', 'Reading'), slug: 'lesung' },
			{ key: 'tanz', id: 44, name: bi('Tanz', 'Dance'), slug: 'tanz' },
			{
				key: 'kabarett',
				id: 45,
				name: bi('Kabarett & Comedy', 'Cabaret & comedy'),
				slug: 'kabarett',
			},
			{ key: 'ausstellung', id: 46, name: bi('Ausstellung', 'Exhibition'), slug: 'ausstellung' },
			{
				key: 'familie',
				id: 47,
				name: bi('Kinder & Familie', 'Children & family'),
				slug: 'kinder-familie',
			},
			{ key: 'workshop', id: 48, name: bi('Workshop', 'Workshop'), slug: 'workshop' },
			{ key: 'festival', id: 49, name: bi('Festival', 'Festival'), slug: 'festival' },
			{
				key: 'sonstiges',
				id: 50,
				name: bi('Sonstiges', 'Other'),
				slug: 'sonstiges',
				showInFilter: false,
			},
		],
		eventTags: [
			{ key: 'premiere', id: 51, name: bi('Premiere', 'Premiere'), slug: 'premiere' },
			{ key: 'familien', id: 52, name: bi('Für Familien', 'For families'), slug: 'fuer-familien' },
			{ key: 'barrierefrei', id: 53, name: bi('Barrierefrei', 'Accessible'), slug: 'barrierefrei' },
			{
				key: 'uebertitel',
				id: 54,
				name: bi('Mit englischen Übertiteln', 'English surtitles'),
				slug: 'englische-uebertitel',
			},
			{ key: 'frei', id: 55, name: bi('Eintritt frei', 'Free admission'), slug: 'eintritt-frei' },
			{ key: 'tipp', id: 56, name: bi('Tipp der Redaktion', 'Editor’s pick'), slug: 'tipp' },
			{ key: 'kulturpass', id: 57, name: bi('Kulturpass', 'Culture pass'), slug: 'kulturpass' },
			{
				key: 'schule',
				id: 58,
				name: bi('Schulvorstellung', 'School performance'),
				slug: 'schulvorstellung',
				showInFilter: false,
			},
		],
		genres: [
			{ key: 'schauspiel', id: 61, name: bi('Schauspiel', 'Drama'), slug: 'schauspiel' },
			{ key: 'klassik', id: 62, name: bi('Klassik', 'Classical'), slug: 'klassik' },
			{ key: 'jazz', id: 63, name: bi('Jazz', 'Jazz'), slug: 'jazz' },
			{
				key: 'neue-musik',
				id: 64,
				name: bi('Neue Musik', 'Contemporary music'),
				slug: 'neue-musik',
			},
			{ key: 'literatur', id: 65, name: bi('Literatur', 'Literature'), slug: 'literatur' },
			{
				key: 'tanz',
				id: 66,
				name: bi('Zeitgenössischer Tanz', 'Contemporary dance'),
				slug: 'zeitgenoessischer-tanz',
			},
			{ key: 'kabarett', id: 67, name: bi('Kabarett', 'Cabaret'), slug: 'kabarett' },
			{ key: 'fotografie', id: 68, name: bi('Fotografie', 'Photography'), slug: 'fotografie' },
			{ key: 'spoken-word', id: 69, name: bi('Spoken Word', 'Spoken word'), slug: 'spoken-word' },
			{
				key: 'figurentheater',
				id: 70,
				name: bi('Figurentheater', 'Puppetry'),
				slug: 'figurentheater',
				showInFilter: false,
			},
		],
		seasons: [
			{ key: 'current', id: 71, name: seasonName(year, 'Spielzeit'), slug: seasonSlug(year) },
			{ key: 'next', id: 72, name: seasonName(year + 1, 'Spielzeit'), slug: seasonSlug(year + 1) },
		],
		productionTags: [
			{
				key: 'urauffuehrung',
				id: 81,
				name: bi('Uraufführung', 'World premiere'),
				slug: 'urauffuehrung',
			},
			{ key: 'klassiker', id: 82, name: bi('Klassiker', 'Classic'), slug: 'klassiker' },
			{
				key: 'familie',
				id: 83,
				name: bi('Für die ganze Familie', 'For all the family'),
				slug: 'familie',
			},
			{ key: 'festival', id: 84, name: bi('Festival', 'Festival'), slug: 'festival' },
			{
				key: 'tournee',
				id: 85,
				name: bi('Auf Tour in der Region', 'Touring the region'),
				slug: 'tournee',
			},
			{
				key: 'gastspiel',
				id: 86,
				name: bi('Gastspiel', 'Guest performance'),
				slug: 'gastspiel',
				showInFilter: false,
			},
		],
	};
}
