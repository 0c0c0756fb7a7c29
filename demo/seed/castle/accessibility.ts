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
import { CASTLE_ENTITY } from './legal.ts';
import { VISIT_ACCESS } from './paths.ts';

const EMAIL = 'barrierefreiheit@schloss-ravensau.de';

/** What the castle's accessibility statement, Leichte Sprache and DGS pages say. */
const FACTS: AccessibilityFacts = {
	entity: CASTLE_ENTITY,
	accessibilityEmail: EMAIL,
	accessPage: VISIT_ACCESS.path,
	createdOn: bi('12. März 2026', '12 March 2026'),
	reviewedOn: bi('3. November 2026', '3 November 2026'),
	barriers: [
		bi(
			'<strong>Videos externer Anbieter</strong> (YouTube, Vimeo): Nicht alle Videos haben Untertitel, keines hat eine Audiodeskription. Der Abspieler gehört dem Anbieter; wir können seine Bedienung nicht anpassen. Die Inhalte der Rundgänge beschreiben wir auf Anfrage als Text.',
			'<strong>Videos from external providers</strong> (YouTube, Vimeo): not all videos have subtitles, none has audio description. The player belongs to the provider; we cannot adapt how it is operated. On request we describe the content of the tours in writing.',
		),
		bi(
			'<strong>Das Video „Rundgang durch das Porzellankabinett“</strong> hat noch keine Untertitel. Wir ergänzen sie bis Ende 2026.',
			'<strong>The video “Tour of the Porcelain Cabinet”</strong> has no subtitles yet. We will add them by the end of 2026.',
		),
		bi(
			'<strong>Das Jahresprogramm zum Blättern</strong> (Issuu) ist eine eingebettete Druck-PDF und nicht barrierefrei. Alle Termine stehen barrierefrei im <a href="/de/events">Programm</a>; das Heft senden wir auf Wunsch als barrierefreie Datei.',
			'<strong>The annual programme to browse</strong> (Issuu) is an embedded print PDF and not accessible. Every date is listed accessibly in the <a href="/en/events">programme</a>; we will send the brochure as an accessible file on request.',
		),
		bi(
			'<strong>Der Podcast „Hinter den Spiegeln“</strong> (Spotify) hat keine Abschrift. Abschriften einzelner Folgen senden wir auf Anfrage.',
			'<strong>The podcast “Behind the Mirrors”</strong> (Spotify) has no transcript. We will send transcripts of individual episodes on request.',
		),
		bi(
			'<strong>Beiträge sozialer Netzwerke</strong> (Instagram) zeigen Bilder ohne von uns gesetzte Textalternativen.',
			'<strong>Social media posts</strong> (Instagram) show images without text alternatives set by us.',
		),
		bi(
			'<strong>Leichte Sprache und Gebärdensprache</strong>: Nur die wichtigsten Informationen gibt es in Leichter Sprache und in Deutscher Gebärdensprache, nicht alle Ausstellungstexte.',
			'<strong>Easy Read and sign language</strong>: only the key information is available in Leichte Sprache and German Sign Language, not every exhibition text.',
		),
	],
	easyRead: [
		[
			bi('Willkommen im Schloss Ravensau', 'Welcome to Ravensau Palace'),
			sentences(
				[
					'Das ist die Internet-Seite vom Schloss Ravensau.',
					'Das Schloss ist sehr alt.',
					'Früher hat ein Fürst im Schloss gewohnt.',
					'Ein Fürst ist ein reicher und mächtiger Mann.',
					'Heute ist das Schloss ein Museum.',
					'Ein Museum ist ein Haus mit alten und wertvollen Dingen.',
					'Sie können sich die Dinge ansehen.',
				],
				[
					'This is the website of Ravensau Palace.',
					'The palace is very old.',
					'A long time ago a prince lived in the palace.',
					'A prince is a rich and powerful man.',
					'Today the palace is a museum.',
					'A museum is a building with old and valuable things.',
					'You can look at these things.',
				],
			),
		],
		[
			bi('Was können Sie im Schloss machen?', 'What can you do at the palace?'),
			sentences(
				[
					'Sie können die Zimmer vom Fürsten ansehen.',
					'Es gibt ein Zimmer mit Porzellan.',
					'Porzellan ist feines Geschirr.',
					'Zum Beispiel: Teller und Tassen.',
					'Es gibt Ausstellungen.',
					'In einer Ausstellung zeigt das Museum Dinge zu einem Thema.',
					'Im Schloss-Park können Sie spazieren gehen.',
					'Im Fest-Saal gibt es Konzerte.',
				],
				[
					'You can look at the prince’s rooms.',
					'There is a room with porcelain.',
					'Porcelain is fine tableware.',
					'For example: plates and cups.',
					'There are exhibitions.',
					'In an exhibition the museum shows things about one topic.',
					'You can go for a walk in the palace park.',
					'There are concerts in the Great Hall.',
				],
			),
		],
		[
			bi('Wann ist das Schloss offen?', 'When is the palace open?'),
			sentences(
				[
					'Das Schloss ist von Dienstag bis Sonntag offen.',
					'Das Schloss ist von 10 Uhr bis 17 Uhr offen.',
					'Am Montag ist das Schloss zu.',
					'Der Schloss-Park ist jeden Tag offen.',
					'Der Schloss-Park ist ab 8 Uhr offen.',
				],
				[
					'The palace is open from Tuesday to Sunday.',
					'The palace is open from 10 am to 5 pm.',
					'On Monday the palace is closed.',
					'The palace park is open every day.',
					'The palace park opens at 8 am.',
				],
			),
		],
		[
			bi('Was kostet der Eintritt?', 'How much is a ticket?'),
			sentences(
				[
					'Ein Ticket kostet 12 Euro.',
					'Manche Menschen bezahlen weniger.',
					'Sie bezahlen 8 Euro.',
					'Fragen Sie an der Kasse.',
					'Die Kasse ist im Süd-Flügel vom Schloss.',
					'Ein Flügel ist ein Teil vom Schloss.',
				],
				[
					'A ticket costs 12 euros.',
					'Some people pay less.',
					'They pay 8 euros.',
					'Ask at the ticket office.',
					'The ticket office is in the south wing of the palace.',
					'A wing is a part of the palace.',
				],
			),
		],
		[
			bi('Wie kommen Sie zum Schloss?', 'How do you get to the palace?'),
			sentences(
				[
					'Sie können mit dem Zug fahren.',
					'Vom Bahnhof gehen Sie 10 Minuten zu Fuß.',
					'Sie können auch mit dem Bus fahren.',
					'Der Bus mit der Nummer 3 hält am Schloss-Platz.',
				],
				[
					'You can come by train.',
					'From the station you walk for 10 minutes.',
					'You can also come by bus.',
					'Bus number 3 stops at the palace square.',
				],
			),
		],
		[
			bi('Hilfe im Schloss', 'Help at the palace'),
			sentences(
				[
					'Im Schloss gibt es einen Aufzug.',
					'Mit dem Aufzug kommen Sie in viele Räume.',
					'In den 1. Stock kommen Sie nur über eine Treppe.',
					'Sie können bei uns einen Roll-Stuhl ausleihen.',
					'Das kostet nichts.',
					'Sie haben einen Assistenz-Hund?',
					'Ein Assistenz-Hund hilft Menschen mit Behinderung.',
					'Der Hund darf mit ins Schloss.',
				],
				[
					'There is a lift in the palace.',
					'The lift takes you to many rooms.',
					'You can only get to the first floor by stairs.',
					'You can borrow a wheelchair from us.',
					'This is free.',
					'Do you have an assistance dog?',
					'An assistance dog helps a person with a disability.',
					'The dog may come into the palace with you.',
				],
			),
		],
		questionsSection(bi('0 36 71 40 88 0', '+49 3671 40 88 0'), EMAIL),
	],
	signLanguage: {
		video: 'https://www.youtube.com/watch?v=R8vKx2LmT5c',
		poster: pic(
			'hall',
			'dgs-willkommen',
			'16x9',
			bi(
				'Eine Gebärdensprachdolmetscherin im Ehrenhof des Schlosses',
				'A sign language interpreter in the palace courtyard',
			),
			PHOTO.kern,
		),
		topics: bi(
			'<ul><li>was Sie im Schloss und im Park erleben können,</li><li>wann das Schloss geöffnet ist und was der Eintritt kostet,</li><li>welche Räume stufenlos erreichbar sind,</li><li>welche Führungen es mit Gebärdensprachdolmetschung gibt und wie Sie sie buchen,</li><li>wie Sie uns erreichen und eine Barriere auf dieser Website melden.</li></ul>',
			'<ul><li>what you can experience in the palace and the park,</li><li>when the palace is open and how much admission costs,</li><li>which rooms are step-free,</li><li>which tours are interpreted into sign language and how to book them,</li><li>how to reach us and report a barrier on this website.</li></ul>',
		),
	},
};

/** The castle's statement, Leichte Sprache and DGS pages. */
export function castleAccessibilityPages(): Localised<CmsPage>[] {
	return accessibilityPages(FACTS);
}

/** The castle's 'report a barrier' form. */
export const CASTLE_REPORT_BARRIER_FORM: FormDef = reportBarrierForm(FACTS);
