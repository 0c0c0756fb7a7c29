import type { CmsPage } from '../../../src/lib/contract/index.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import {
	accessibilityPages,
	questionsSection,
	reportBarrierForm,
	sentences,
	type AccessibilityFacts,
} from '../shared/accessibility.ts';
import type { FormDef } from '../shared/defs.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';
import { REGION_ENTITY } from './legal.ts';
import { SERVICE_ACCESS } from './paths.ts';

const EMAIL = 'barrierefreiheit@kulturregion-auental.de';

/** What the region's accessibility statement, Leichte Sprache and DGS pages say. */
const FACTS: AccessibilityFacts = {
	entity: REGION_ENTITY,
	accessibilityEmail: EMAIL,
	accessPage: SERVICE_ACCESS.path,
	createdOn: bi('2. Februar 2026', '2 February 2026'),
	reviewedOn: bi('10. November 2026', '10 November 2026'),
	barriers: [
		bi(
			'<strong>Videos externer Anbieter</strong> (YouTube, Vimeo): Trailer und Mitschnitte haben nicht alle Untertitel, keiner hat eine Audiodeskription. Der Abspieler gehört dem Anbieter; wir können seine Bedienung nicht anpassen.',
			'<strong>Videos from external providers</strong> (YouTube, Vimeo): not all trailers and recordings have subtitles, none has audio description. The player belongs to the provider; we cannot adapt how it is operated.',
		),
		bi(
			'<strong>Das Spielzeitheft zum Blättern</strong> (Issuu) ist eine eingebettete Druck-PDF und nicht barrierefrei. Alle Vorstellungen stehen barrierefrei im <a href="/de/events">Programm</a>; das Heft senden wir auf Wunsch als barrierefreie Datei.',
			'<strong>The season brochure to browse</strong> (Issuu) is an embedded print PDF and not accessible. Every performance is listed accessibly in the <a href="/en/events">programme</a>; we will send the brochure as an accessible file on request.',
		),
		bi(
			'<strong>Der Podcast „Auentaler Kulturgespräch“</strong> (SoundCloud) hat keine Abschrift. Abschriften einzelner Folgen senden wir auf Anfrage.',
			'<strong>The podcast “Auental Culture Talk”</strong> (SoundCloud) has no transcript. We will send transcripts of individual episodes on request.',
		),
		bi(
			'<strong>Leichte Sprache und Gebärdensprache</strong>: Nur die wichtigsten Informationen gibt es in Leichter Sprache und in Deutscher Gebärdensprache, nicht die Texte zu jeder Veranstaltung.',
			'<strong>Easy Read and sign language</strong>: only the key information is available in Leichte Sprache and German Sign Language, not the text of every event.',
		),
	],
	easyRead: [
		[
			bi('Willkommen bei der Kultur-Region Auental', 'Welcome to the Auental Culture Region'),
			sentences(
				[
					'Das ist die Internet-Seite von der Kultur-Region Auental.',
					'Das Auental ist ein Gebiet mit vielen Städten und Dörfern.',
					'Im Auental gibt es 7 Orte für Kultur.',
					'Zum Beispiel: ein Theater und eine Stadt-Halle.',
					'Dort gibt es Theater-Stücke und Konzerte.',
					'Es gibt auch Lesungen.',
					'Bei einer Lesung liest ein Mensch aus einem Buch vor.',
				],
				[
					'This is the website of the Auental Culture Region.',
					'The Auental is an area with many towns and villages.',
					'In the Auental there are 7 places for culture.',
					'For example: a theatre and a town hall.',
					'There are plays and concerts there.',
					'There are also readings.',
					'At a reading a person reads aloud from a book.',
				],
			),
		],
		[
			bi('Wo finden Sie das Programm?', 'Where do you find the programme?'),
			sentences(
				[
					'Das Programm ist eine Liste mit allen Veranstaltungen.',
					'Eine Veranstaltung ist zum Beispiel ein Konzert.',
					'Sie finden das Programm auf dieser Internet-Seite.',
					'Klicken Sie oben auf: <a href="/de/events">Programm</a>.',
				],
				[
					'The programme is a list of all events.',
					'An event is for example a concert.',
					'You find the programme on this website.',
					'Click on <a href="/en/events">Programme</a> at the top.',
				],
			),
		],
		[
			bi('Wie bekommen Sie eine Karte?', 'How do you get a ticket?'),
			sentences(
				[
					'Für eine Veranstaltung brauchen Sie eine Karte.',
					'Sie können die Karte im Internet kaufen.',
					'Sie können die Karte auch an der Theater-Kasse kaufen.',
					'Die Theater-Kasse ist in Auenstadt.',
					'Die Theater-Kasse ist von Dienstag bis Freitag offen.',
					'Sie ist von 10 Uhr bis 18 Uhr offen.',
					'Am Samstag ist die Theater-Kasse von 10 Uhr bis 14 Uhr offen.',
					'Mit der Karte können Sie auch mit dem Bus fahren.',
					'Das kostet nichts extra.',
				],
				[
					'You need a ticket for an event.',
					'You can buy the ticket on the internet.',
					'You can also buy the ticket at the box office.',
					'The box office is in Auenstadt.',
					'The box office is open from Tuesday to Friday.',
					'It is open from 10 am to 6 pm.',
					'On Saturday the box office is open from 10 am to 2 pm.',
					'With the ticket you can also take the bus.',
					'This costs nothing extra.',
				],
			),
		],
		[
			bi('Hilfe bei den Veranstaltungen', 'Help at the events'),
			sentences(
				[
					'Sie sitzen im Roll-Stuhl?',
					'Dann gibt es einen Platz für Sie.',
					'Sagen Sie es bitte beim Kauf von der Karte.',
					'Sie haben einen Schwer-Behinderten-Ausweis mit dem Buchstaben B?',
					'Dann darf eine Begleit-Person mitkommen.',
					'Die Begleit-Person bezahlt nichts.',
					'Sie hören schlecht?',
					'Im Stadt-Theater gibt es eine Hör-Anlage.',
					'Eine Hör-Anlage hilft beim Hören mit einem Hör-Gerät.',
				],
				[
					'Do you use a wheelchair?',
					'Then there is a space for you.',
					'Please tell us when you buy the ticket.',
					'Do you have a disability card with the letter B?',
					'Then a companion may come with you.',
					'The companion pays nothing.',
					'Is it hard for you to hear?',
					'The town theatre has a hearing loop.',
					'A hearing loop helps you hear with a hearing aid.',
				],
			),
		],
		questionsSection(bi('0 97 21 58 30 0', '+49 9721 58 30 0'), EMAIL),
	],
	signLanguage: {
		video: 'https://vimeo.com/912448305',
		poster: pic(
			'stage',
			'dgs-willkommen',
			'16x9',
			bi(
				'Ein Gebärdensprachdolmetscher auf der Bühne des Stadttheaters',
				'A sign language interpreter on the stage of the town theatre',
			),
			PHOTO.remmers,
		),
		topics: bi(
			'<ul><li>was die Kulturregion Auental ist und wo ihre sieben Spielorte liegen,</li><li>wie Sie Karten kaufen und mit ihnen kostenlos Bus und Bahn fahren,</li><li>welche Vorstellungen in Gebärdensprache gedolmetscht werden,</li><li>wie Sie uns erreichen und eine Barriere auf dieser Website melden.</li></ul>',
			'<ul><li>what the Auental Culture Region is and where its seven venues are,</li><li>how to buy tickets and use them for free travel by bus and train,</li><li>which performances are interpreted into sign language,</li><li>how to reach us and report a barrier on this website.</li></ul>',
		),
	},
};

/** The region's statement, Leichte Sprache and DGS pages. */
export function regionAccessibilityPages(): Localised<CmsPage>[] {
	return accessibilityPages(FACTS);
}

/** The region's 'report a barrier' form. */
export const REGION_REPORT_BARRIER_FORM: FormDef = reportBarrierForm(FACTS);
