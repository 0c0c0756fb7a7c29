import type { Calendar } from '../shared/dates.ts';
import { seasonName } from '../shared/dates.ts';
import type { OptionDefs } from '../shared/defs.ts';
import { bi } from '../shared/text.ts';

/** Filter options of the castle site: rooms of the palace buildings, programme types, tags. */
export function castleOptions(cal: Calendar): OptionDefs {
	const year = cal.seasonStartYear;
	return {
		rooms: [
			{
				key: 'festsaal',
				id: 31,
				name: bi('Festsaal', 'Great Hall'),
				slug: 'festsaal',
				venue: 'schloss',
			},
			{
				key: 'porzellankabinett',
				id: 32,
				name: bi('Porzellankabinett', 'Porcelain Cabinet'),
				slug: 'porzellankabinett',
				venue: 'schloss',
			},
			{
				key: 'spiegelsaal',
				id: 33,
				name: bi('Spiegelsaal', 'Hall of Mirrors'),
				slug: 'spiegelsaal',
				venue: 'schloss',
			},
			{
				key: 'beletage',
				id: 34,
				name: bi('Beletage', 'Piano Nobile'),
				slug: 'beletage',
				venue: 'schloss',
			},
			{
				key: 'orangerie',
				id: 35,
				name: bi('Orangerie', 'Orangery'),
				slug: 'orangerie',
				venue: 'orangerie',
			},
			{
				key: 'schlosspark',
				id: 36,
				name: bi('Schlosspark', 'Palace Park'),
				slug: 'schlosspark',
				venue: 'park',
			},
			{
				key: 'lernwerkstatt',
				id: 37,
				name: bi('Lernwerkstatt', 'Learning Studio'),
				slug: 'lernwerkstatt',
				venue: 'kavaliershaus',
			},
			{
				key: 'vortragssaal',
				id: 38,
				name: bi('Vortragssaal', 'Lecture Hall'),
				slug: 'vortragssaal',
				venue: 'kavaliershaus',
			},
			{
				key: 'schlosskapelle',
				id: 39,
				name: bi('Schlosskapelle', 'Palace Chapel'),
				slug: 'schlosskapelle',
				venue: 'kapelle',
			},
			{
				key: 'schlosskasse',
				id: 40,
				name: bi('Treffpunkt Schlosskasse', 'Meeting point: ticket office'),
				slug: 'treffpunkt-schlosskasse',
				venue: 'schloss',
				showInFilter: false,
			},
		],
		exhibitionTypes: [
			{ key: 'ausstellung', id: 41, name: bi('Ausstellung', 'Exhibition'), slug: 'ausstellung' },
			{ key: 'fuehrung', id: 42, name: bi('Führung', 'Guided tour'), slug: 'fuehrung' },
			{ key: 'konzert', id: 43, name: bi('Konzert', 'Concert'), slug: 'konzert' },
			{ key: 'familie', id: 44, name: bi('Familienprogramm', 'Family programme'), slug: 'familie' },
			{ key: 'vortrag', id: 45, name: bi('Vortrag & Gespräch', 'Talk'), slug: 'vortrag' },
			{
				key: 'sonderveranstaltung',
				id: 46,
				name: bi('Sonderveranstaltung', 'Special event'),
				slug: 'sonderveranstaltung',
				showInFilter: false,
			},
		],
		eventTags: [
			{ key: 'familien', id: 51, name: bi('Für Familien', 'For families'), slug: 'fuer-familien' },
			{ key: 'barrierefrei', id: 52, name: bi('Barrierefrei', 'Step-free'), slug: 'barrierefrei' },
			{
				key: 'englisch',
				id: 53,
				name: bi('In englischer Sprache', 'In English'),
				slug: 'in-english',
			},
			{
				key: 'abends',
				id: 54,
				name: bi('Abendprogramm', 'Evening programme'),
				slug: 'abendprogramm',
			},
			{
				key: 'kostenlos',
				id: 55,
				name: bi('Eintritt frei', 'Free admission'),
				slug: 'eintritt-frei',
			},
			{
				key: 'highlight',
				id: 56,
				name: bi('Empfehlung', 'Highlight'),
				slug: 'highlight',
				showInFilter: false,
			},
		],
		genres: [
			{ key: 'barockmusik', id: 61, name: bi('Barockmusik', 'Baroque music'), slug: 'barockmusik' },
			{ key: 'kammermusik', id: 62, name: bi('Kammermusik', 'Chamber music'), slug: 'kammermusik' },
			{ key: 'liedkunst', id: 63, name: bi('Liedkunst', 'Art song'), slug: 'liedkunst' },
			{
				key: 'gartenkunst',
				id: 64,
				name: bi('Gartenkunst', 'Garden history'),
				slug: 'gartenkunst',
			},
			{
				key: 'kunstgeschichte',
				id: 65,
				name: bi('Kunstgeschichte', 'Art history'),
				slug: 'kunstgeschichte',
			},
			{
				key: 'kunsthandwerk',
				id: 66,
				name: bi('Kunsthandwerk', 'Decorative arts'),
				slug: 'kunsthandwerk',
				showInFilter: false,
			},
		],
		seasons: [
			{
				key: 'current',
				id: 71,
				name: seasonName(year),
				slug: `saison-${year}-${String((year + 1) % 100).padStart(2, '0')}`,
			},
			{
				key: 'next',
				id: 72,
				name: seasonName(year + 1),
				slug: `saison-${year + 1}-${String((year + 2) % 100).padStart(2, '0')}`,
			},
		],
		productionTags: [
			{ key: 'porzellan', id: 81, name: bi('Porzellan', 'Porcelain'), slug: 'porzellan' },
			{
				key: 'gartenkunst',
				id: 82,
				name: bi('Gartenkunst', 'Garden history'),
				slug: 'gartenkunst',
			},
			{
				key: 'gegenwart',
				id: 83,
				name: bi('Gegenwartskunst', 'Contemporary art'),
				slug: 'gegenwartskunst',
			},
			{ key: 'barock', id: 84, name: bi('Barock', 'Baroque'), slug: 'barock' },
			{
				key: 'restaurierung',
				id: 85,
				name: bi('Restaurierung', 'Conservation'),
				slug: 'restaurierung',
			},
			{
				key: 'familien',
				id: 86,
				name: bi('Familienfreundlich', 'Family-friendly'),
				slug: 'familienfreundlich',
				showInFilter: false,
			},
		],
	};
}
