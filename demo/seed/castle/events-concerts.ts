import type { Calendar } from '../shared/dates.ts';
import type { EventDef } from '../shared/defs.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { type PriceList, type SeatGroupPlan } from '../shared/tickets.ts';
import { PHOTO } from './credits.ts';
import { CASTLE_PARTNERS } from './partners.ts';

/** Seat groups of a concert in the Great Hall: stalls front, stalls rear, gallery. */
function hallSeats(front: PriceList, rear: PriceList, gallery: PriceList): SeatGroupPlan[] {
	return [
		{ name: bi('Parkett, Reihe 1–8', 'Stalls, rows 1–8'), prices: front },
		{ name: bi('Parkett, Reihe 9–16', 'Stalls, rows 9–16'), prices: rear },
		{
			name: bi('Galerie', 'Gallery'),
			text: bi('Eingeschränkte Sicht', 'Restricted view'),
			prices: gallery,
		},
	];
}

const CONCERT_INFO = bi(
	'<p>Einlass 45 Minuten vor Beginn. Einführung um 18:45 Uhr im Gartensaal. Der Festsaal ist nicht beheizt wie ein Konzertsaal; bitte denken Sie an eine leichte Jacke.</p>',
	'<p>Doors open 45 minutes before the start. Introduction at 6.45 pm in the Garden Room. The Great Hall is not heated like a concert hall; please bring a light jacket.</p>',
);

/** Concerts in the Great Hall, the Hall of Mirrors and the palace chapel. */
export function concertEvents(cal: Calendar): EventDef[] {
	return [
		{
			key: 'goldberg',
			slug: bi('goldberg-variationen', 'goldberg-variations'),
			name: bi('Goldberg-Variationen bei Kerzenlicht', 'Goldberg Variations by Candlelight'),
			subline: bi('Clara Wendlinger, Cembalo', 'Clara Wendlinger, harpsichord'),
			teaser: bi(
				'Bachs große Variationenfolge auf dem Ravensauer Hofcembalo von 1747.',
				'Bach’s great set of variations on the Ravensau court harpsichord of 1747.',
			),
			kind: 'concert',
			room: 'festsaal',
			type: 'konzert',
			tags: ['abends', 'highlight'],
			series: 'festsaalkonzerte',
			genre: 'barockmusik',
			production: 'musik-im-festsaal',
			description: bi(
				'<p>Johann Sebastian Bach veröffentlichte die „Aria mit verschiedenen Veränderungen“ 1741 als vierten Teil seiner Clavier-Übung. Clara Wendlinger spielt das Werk auf dem zweimanualigen Cembalo, das 1747 für den Ravensauer Hof gebaut und 2022 restauriert wurde. Der Festsaal wird dafür nur von Kerzen erleuchtet.</p>',
				'<p>Johann Sebastian Bach published his "Aria with diverse variations" in 1741 as the fourth part of his Clavier-Übung. Clara Wendlinger plays the work on the two-manual harpsichord built for the court of Ravensau in 1747 and restored in 2022. For the occasion the Great Hall is lit by candles alone.</p>',
			),
			programs: [
				{
					title: 'Johann Sebastian Bach (1685–1750)',
					text: bi('Aria mit 30 Veränderungen BWV 988', 'Aria with 30 variations, BWV 988'),
				},
			],
			importantInfo: CONCERT_INFO,
			image: pic(
				'concert',
				'cembalo-kerzen',
				'3x2',
				bi(
					'Cembalistin bei Kerzenlicht im Festsaal',
					'A harpsichordist by candlelight in the Great Hall',
				),
				PHOTO.kern,
			),
			gallery: [
				pic(
					'concert',
					'cembalo-detail',
					'1x1',
					bi(
						'Die bemalte Deckelinnenseite des Hofcembalos',
						'The painted inside of the court harpsichord’s lid',
					),
					PHOTO.kern,
				),
			],
			videoUrl: 'https://www.youtube.com/watch?v=b3LxW9dPq1M',
			blog: ['cembalo-zieht-um'],
			related: ['hofkapelle', 'liederabend'],
			sponsors: [CASTLE_PARTNERS.sparkasse],
			durationMinutes: 90,
			tickets: {
				kind: 'seats',
				groups: hallSeats(
					[
						['full', '38.00'],
						['reduced', '30.00'],
						['child', '15.00'],
					],
					[
						['full', '29.00'],
						['reduced', '22.00'],
						['child', '12.00'],
					],
					[
						['full', '18.00'],
						['reduced', '14.00'],
					],
				),
			},
			dates: [{ day: cal.next(5, 9), time: '19:30', soldOut: [0] }],
		},
		{
			key: 'hofkapelle',
			slug: bi('tafelmusik-hofkapelle', 'table-music-court-orchestra'),
			name: bi(
				'Tafelmusik: Die Ravensauer Hofkapelle spielt Telemann',
				'Table Music: The Ravensau Court Orchestra plays Telemann',
			),
			subline: bi(
				'Ravensauer Hofkapelle, Leitung: Benedikt Auersperg',
				'Ravensau Court Orchestra, conducted by Benedikt Auersperg',
			),
			teaser: bi(
				'Musik, die zum Essen gespielt wurde und heute das Publikum zum Zuhören bringt.',
				'Music once played to accompany dinner that now holds audiences spellbound.',
			),
			kind: 'concert',
			room: 'festsaal',
			type: 'konzert',
			tags: ['abends'],
			series: 'festsaalkonzerte',
			genre: 'barockmusik',
			production: 'musik-im-festsaal',
			description: bi(
				'<p>Georg Philipp Telemanns „Musique de table“ von 1733 ist Gebrauchsmusik im besten Sinn: Ouvertüren, Quartette und Konzerte für die Festtafel. Die Ravensauer Hofkapelle, 2009 aus Musikerinnen und Musikern der Region gegründet, kombiniert sie mit Sätzen aus der Notenbibliothek des Schlosses, die seit dem 18. Jahrhundert nicht mehr erklungen sind.</p>',
				'<p>Georg Philipp Telemann’s "Musique de table" of 1733 is functional music in the best sense: overtures, quartets and concertos for the banqueting table. The Ravensau Court Orchestra, founded in 2009 by musicians from the region, combines it with movements from the palace’s music library that have not been heard since the 18th century.</p>',
			),
			programs: [
				{
					title: 'Georg Philipp Telemann (1681–1767)',
					text: bi(
						'Ouvertüre e-Moll aus der Tafelmusik II',
						'Overture in E minor from Tafelmusik II',
					),
				},
				{
					title: bi('Anonym, Ravensau um 1740', 'Anonymous, Ravensau c. 1740'),
					text: bi(
						'Sinfonia à 4 (Erstaufführung in neuer Zeit)',
						'Sinfonia à 4 (first modern performance)',
					),
				},
				{
					title: 'Georg Philipp Telemann',
					text: bi(
						'Konzert A-Dur für Flöte, Violine und Violoncello',
						'Concerto in A major for flute, violin and cello',
					),
				},
			],
			importantInfo: CONCERT_INFO,
			image: pic(
				'concert',
				'hofkapelle-festsaal',
				'3x2',
				bi(
					'Die Ravensauer Hofkapelle im Festsaal',
					'The Ravensau Court Orchestra in the Great Hall',
				),
				PHOTO.hebestreit,
			),
			blog: ['deckenbild-festsaal'],
			related: ['goldberg'],
			sponsors: [CASTLE_PARTNERS.sparkasse, CASTLE_PARTNERS.freundeskreis],
			durationMinutes: 120,
			tickets: {
				kind: 'seats',
				groups: hallSeats(
					[
						['full', '42.00'],
						['reduced', '34.00'],
						['child', '15.00'],
					],
					[
						['full', '32.00'],
						['reduced', '25.00'],
						['child', '12.00'],
					],
					[
						['full', '19.00'],
						['reduced', '15.00'],
					],
				),
			},
			dates: [{ day: cal.next(6, 23), time: '19:30', soldOut: 'all' }],
		},
		{
			key: 'liederabend',
			slug: bi('liederabend-schubert-hensel', 'song-recital-schubert-hensel'),
			name: bi('Liederabend: Schubert und Fanny Hensel', 'Song recital: Schubert and Fanny Hensel'),
			subline: bi(
				'Johanna Reuß, Sopran · Felix Arendt, Hammerflügel',
				'Johanna Reuss, soprano · Felix Arendt, fortepiano',
			),
			teaser: bi(
				'Lieder vom Wandern und Bleiben, auf einem Hammerflügel von 1828.',
				'Songs of wandering and staying, on a fortepiano from 1828.',
			),
			kind: 'concert',
			room: 'spiegelsaal',
			type: 'konzert',
			tags: ['abends'],
			series: 'festsaalkonzerte',
			genre: 'liedkunst',
			production: 'musik-im-festsaal',
			description: bi(
				'<p>Fanny Hensel und Franz Schubert sind sich nie begegnet, doch ihre Lieder sprechen miteinander. Die Sopranistin Johanna Reuß und der Pianist Felix Arendt stellen sie einander gegenüber, begleitet von einem Wiener Hammerflügel aus dem Jahr 1828, den die Stiftung als Dauerleihgabe beherbergt.</p>',
				'<p>Fanny Hensel and Franz Schubert never met, yet their songs speak to each other. Soprano Johanna Reuss and pianist Felix Arendt juxtapose them, accompanied on a Viennese fortepiano from 1828 that the foundation houses on permanent loan.</p>',
			),
			programs: [
				{
					title: 'Franz Schubert (1797–1828)',
					text: bi('Lieder nach Goethe und Rückert', 'Songs to texts by Goethe and Rückert'),
				},
				{ title: 'Fanny Hensel (1805–1847)', text: bi('Sechs Lieder op. 1', 'Six Songs, Op. 1') },
			],
			importantInfo: CONCERT_INFO,
			image: pic(
				'concert',
				'liederabend-spiegelsaal',
				'3x2',
				bi('Sängerin und Pianist im Spiegelsaal', 'Singer and pianist in the Hall of Mirrors'),
				PHOTO.kern,
			),
			related: ['streichquartett'],
			durationMinutes: 100,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Saal, freie Platzwahl', 'Hall, unreserved seating'),
						prices: [
							['full', '32.00'],
							['reduced', '25.00'],
							['student', '12.00'],
						],
					},
				],
			},
			dates: [{ day: cal.next(5, 37), time: '19:30' }],
		},
		{
			key: 'streichquartett',
			slug: bi('haydn-im-spiegelsaal', 'haydn-in-the-hall-of-mirrors'),
			name: bi('Haydn im Spiegelsaal', 'Haydn in the Hall of Mirrors'),
			subline: bi('Quatuor Lumen', 'Quatuor Lumen'),
			teaser: bi(
				'Drei Quartette aus op. 33, gespielt auf Darmsaiten.',
				'Three quartets from Op. 33, played on gut strings.',
			),
			kind: 'concert',
			room: 'spiegelsaal',
			type: 'konzert',
			tags: ['barrierefrei'],
			series: 'festsaalkonzerte',
			genre: 'kammermusik',
			production: 'musik-im-festsaal',
			description: bi(
				'<p>Joseph Haydn schrieb seine Quartette op. 33 „auf eine gantz neue besondere art“. Das Quatuor Lumen, Preisträger des Internationalen Kammermusikwettbewerbs Lindenhain, spielt drei davon an einem Sonntagnachmittag, an dem das Winterlicht durch die Spiegel des Saals wandert.</p>',
				'<p>Joseph Haydn wrote his Op. 33 quartets "in a completely new and special way". Quatuor Lumen, prizewinners at the Lindenhain International Chamber Music Competition, play three of them on a Sunday afternoon as the light moves across the mirrors of the hall.</p>',
			),
			programs: [
				{
					title: 'Joseph Haydn (1732–1809)',
					text: bi(
						'Streichquartette op. 33 Nr. 2, 3 und 5',
						'String Quartets Op. 33 Nos. 2, 3 and 5',
					),
				},
			],
			importantInfo: bi(
				'<p>Der Spiegelsaal ist über den Aufzug im Südflügel stufenlos erreichbar.</p>',
				'<p>The Hall of Mirrors is step-free via the lift in the south wing.</p>',
			),
			image: pic(
				'concert',
				'quartett-spiegel',
				'3x2',
				bi(
					'Streichquartett vor den Spiegeln des Saals',
					'A string quartet in front of the hall’s mirrors',
				),
				PHOTO.hebestreit,
			),
			related: ['liederabend', 'kantaten'],
			durationMinutes: 90,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Saal', 'Hall'),
						prices: [
							['full', '28.00'],
							['reduced', '22.00'],
							['child', '10.00'],
						],
					},
					{
						name: bi('Rollstuhlplatz mit Begleitung', 'Wheelchair space with companion'),
						prices: [['full', '22.00']],
					},
				],
			},
			dates: [{ day: cal.next(7, 51), time: '17:00' }],
		},
		{
			key: 'kantaten',
			slug: bi('kantaten-fuer-die-fuerstin', 'cantatas-for-the-princess'),
			name: bi('Kantaten für die Fürstin', 'Cantatas for the Princess'),
			subline: bi(
				'Vokalensemble Sankt Georg und Ravensauer Hofkapelle',
				'St George Vocal Ensemble and Ravensau Court Orchestra',
			),
			teaser: bi(
				'Geburtstagsmusiken für Fürstin Amalie, erstmals seit 250 Jahren zu hören.',
				'Birthday music for Princess Amalie, heard for the first time in 250 years.',
			),
			kind: 'concert',
			room: 'schlosskapelle',
			type: 'konzert',
			tags: ['abends'],
			series: 'festsaalkonzerte',
			genre: 'barockmusik',
			production: 'musik-im-festsaal',
			description: bi(
				'<p>Zu ihren Geburtstagen ließ sich Fürstin Amalie Kantaten komponieren, deren Stimmen im Schlossarchiv erhalten sind. Der Musikwissenschaftler Dr. Ruben Jessen hat drei davon ediert. Das Vokalensemble Sankt Georg und die Ravensauer Hofkapelle bringen sie in der Schlosskapelle zur Aufführung, dort, wo sie einst erklangen.</p>',
				'<p>For her birthdays Princess Amalie had cantatas composed whose parts survive in the palace archive. The musicologist Dr Ruben Jessen has edited three of them. The St George Vocal Ensemble and the Ravensau Court Orchestra perform them in the palace chapel, where they were first heard.</p>',
			),
			image: pic(
				'concert',
				'kapelle-chor',
				'4x5',
				bi(
					'Chor und Orchester auf der Empore der Schlosskapelle',
					'Choir and orchestra in the gallery of the palace chapel',
				),
				PHOTO.kern,
			),
			related: ['orgelmatinee'],
			sponsors: [CASTLE_PARTNERS.freundeskreis],
			durationMinutes: 80,
			tickets: {
				kind: 'seats',
				groups: [
					{
						name: bi('Kirchenschiff', 'Nave'),
						prices: [
							['full', '30.00'],
							['reduced', '24.00'],
							['child', '10.00'],
						],
					},
					{
						name: bi('Empore', 'Gallery'),
						text: bi('Eingeschränkte Sicht', 'Restricted view'),
						prices: [
							['full', '18.00'],
							['reduced', '14.00'],
						],
					},
				],
			},
			dates: [{ day: cal.next(6, 66), time: '18:00', soldOut: [1] }],
		},
		{
			key: 'gambe',
			slug: bi('die-gambe-am-hof', 'the-viol-at-court'),
			name: bi('Die Gambe am Hof', 'The Viol at Court'),
			subline: bi(
				'Miriam Tessendorf, Viola da gamba · Jakob Lorenz, Theorbe',
				'Miriam Tessendorf, viola da gamba · Jakob Lorenz, theorbo',
			),
			teaser: bi(
				'Marin Marais, Carl Friedrich Abel und eine Suite aus Ravensau.',
				'Marin Marais, Carl Friedrich Abel and a suite from Ravensau.',
			),
			kind: 'concert',
			room: 'festsaal',
			type: 'konzert',
			tags: ['abends'],
			series: 'festsaalkonzerte',
			genre: 'kammermusik',
			production: 'musik-im-festsaal',
			description: bi(
				'<p>Die Viola da gamba war das Instrument der Kenner. Miriam Tessendorf spielt Musik von Marin Marais und Carl Friedrich Abel und eine Suite, die Graf Friedrich Anton selbst komponiert haben soll. Jakob Lorenz begleitet auf der Theorbe.</p>',
				'<p>The viola da gamba was the connoisseur’s instrument. Miriam Tessendorf plays music by Marin Marais and Carl Friedrich Abel, together with a suite said to have been composed by Count Friedrich Anton himself. Jakob Lorenz accompanies on the theorbo.</p>',
			),
			importantInfo: CONCERT_INFO,
			image: pic(
				'concert',
				'gambe-theorbe',
				'3x2',
				bi('Gambistin und Theorbist im Festsaal', 'Viol player and theorbist in the Great Hall'),
				PHOTO.hebestreit,
			),
			related: ['goldberg'],
			durationMinutes: 90,
			tickets: {
				kind: 'seats',
				groups: hallSeats(
					[
						['full', '34.00'],
						['reduced', '27.00'],
						['child', '12.00'],
					],
					[
						['full', '26.00'],
						['reduced', '20.00'],
						['child', '10.00'],
					],
					[
						['full', '16.00'],
						['reduced', '12.00'],
					],
				),
			},
			dates: [{ day: cal.next(5, 80), time: '19:30', soldOut: [2] }],
		},
		{
			key: 'orgelmatinee',
			slug: bi('orgelmatinee', 'organ-matinee'),
			name: bi('Orgelmatinee an der Fritzsche-Orgel', 'Organ matinee on the Fritzsche organ'),
			subline: bi('Schlossorganistin Ilse Marquardt', 'Palace organist Ilse Marquardt'),
			teaser: bi(
				'Eine halbe Stunde Orgelmusik am Sonntagvormittag. Eintritt frei.',
				'Half an hour of organ music on a Sunday morning. Free admission.',
			),
			kind: 'concert',
			room: 'schlosskapelle',
			type: 'konzert',
			tags: ['kostenlos', 'familien'],
			genre: 'barockmusik',
			description: bi(
				'<p>Die Orgel der Schlosskapelle ist eine der wenigen nahezu unverändert erhaltenen Orgeln ihrer Zeit. Schlossorganistin Ilse Marquardt stellt sie in einer halbstündigen Matinee vor und erklärt, was ihren Klang so besonders macht. Der Eintritt ist frei, um Spenden für die Orgelpflege wird gebeten.</p>',
				'<p>The organ in the palace chapel is one of the few instruments of its time to survive almost unaltered. Palace organist Ilse Marquardt presents it in a half-hour matinee and explains what makes its sound so special. Admission is free; donations towards the upkeep of the organ are welcome.</p>',
			),
			image: pic(
				'hall',
				'fritzsche-orgel',
				'4x5',
				bi('Der Prospekt der Fritzsche-Orgel von 1741', 'The case of the Fritzsche organ of 1741'),
				PHOTO.kern,
			),
			related: ['kantaten'],
			durationMinutes: 30,
			tickets: { kind: 'open' },
			dates: [{ day: cal.next(7, 95), time: '11:30' }],
		},
	];
}
