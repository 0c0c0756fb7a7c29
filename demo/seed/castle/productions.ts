import { addDays, type Calendar } from '../shared/dates.ts';
import type { ProductionDef } from '../shared/defs.ts';
import { hoursToday, open } from '../shared/hours.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';
import { CASTLE_PARTNERS } from './partners.ts';

const later = (a: string, b: string) => (a > b ? a : b);

/** Exhibitions and the concert season of the castle, across the current and the next season. */
export function castleProductions(cal: Calendar): ProductionDef[] {
	const seasonStart = cal.seasonStart(cal.seasonStartYear);
	const nextSeason = cal.seasonStart(cal.seasonStartYear + 1);
	const exhibitionHours = hoursToday([open('10:00', '17:00')]);
	return [
		{
			key: 'weisses-gold',
			id: 101,
			slug: bi('weisses-gold', 'white-gold'),
			title: bi(
				'Weißes Gold. Das Porzellankabinett der Fürstin Amalie',
				'White Gold. Princess Amalie’s Porcelain Cabinet',
			),
			preline: bi('Sonderausstellung', 'Special exhibition'),
			subline: bi('Porzellankabinett und Beletage', 'Porcelain Cabinet and piano nobile'),
			teaser: bi(
				'Über 400 Teller, Vasen und Figuren aus China, Japan und Europa: Zum ersten Mal seit 1945 ist das Porzellankabinett wieder vollständig bestückt.',
				'More than 400 plates, vases and figures from China, Japan and Europe: for the first time since 1945 the Porcelain Cabinet is fully furnished again.',
			),
			description: bi(
				'<p>Fürstin Amalie von Ravensau (1731–1794) war eine leidenschaftliche Sammlerin. Für ihr Porzellan ließ sie 1763 einen Raum ausstatten, in dem Konsolen, Spiegel und vergoldetes Schnitzwerk Hunderte von Gefäßen zu einem einzigen Kunstwerk verbinden. Nach dem Zweiten Weltkrieg wurde die Sammlung zerstreut; nur ein Drittel blieb im Schloss.</p><p>In mehrjähriger Provenienzforschung konnten wir 212 Stücke identifizieren, die heute in Museen und Privatsammlungen in ganz Europa bewahrt werden. <strong>Für die Dauer der Ausstellung kehren sie als Leihgaben zurück</strong> und zeigen das Kabinett so, wie es die Inventarliste von 1794 beschreibt.</p><p>Ein Rundgang durch die Beletage erzählt, wie das „weiße Gold“ an den Hof kam, wie es gehandelt, kopiert und schließlich in Europa selbst hergestellt wurde.</p>',
				'<p>Princess Amalie von Ravensau (1731–1794) was a passionate collector. In 1763 she had a room fitted out for her porcelain in which consoles, mirrors and gilded carving unite hundreds of vessels into a single work of art. After the Second World War the collection was dispersed; only a third remained in the palace.</p><p>Several years of provenance research have identified 212 pieces now held in museums and private collections across Europe. <strong>They are returning on loan for the duration of the exhibition</strong>, showing the cabinet as described in the inventory of 1794.</p><p>A tour of the piano nobile tells how this "white gold" came to the court, how it was traded and copied, and how it was finally made in Europe itself.</p>',
			),
			season: 'current',
			exhibitionType: 'ausstellung',
			tags: ['porzellan', 'barock'],
			dateFrom: later(seasonStart, cal.day(-52)),
			dateTo: cal.day(160),
			image: pic(
				'sculpture',
				'porzellankabinett-vasen',
				'3x2',
				bi(
					'Blau-weiße Vasen auf vergoldeten Konsolen im Porzellankabinett',
					'Blue-and-white vases on gilded consoles in the Porcelain Cabinet',
				),
				PHOTO.weidlich,
			),
			gallery: [
				pic(
					'sculpture',
					'deckelvase-kangxi',
					'4x5',
					bi(
						'Deckelvase mit Päonienmotiv, China, um 1700',
						'Lidded vase with peony decoration, China, c. 1700',
					),
					PHOTO.kern,
				),
				pic(
					'hall',
					'porzellankabinett-spiegelwand',
					'3x2',
					bi(
						'Die Spiegelwand des Kabinetts mit Konsolen',
						'The mirrored wall of the cabinet with its consoles',
					),
					PHOTO.weidlich,
				),
				pic(
					'painting',
					'inventar-1794',
					'3x2',
					bi('Seite aus dem Inventar von 1794', 'A page from the 1794 inventory'),
					PHOTO.archiv,
				),
				pic(
					'sculpture',
					'teekanne-imari',
					'1x1',
					bi('Teekanne im Imari-Stil, Japan, um 1720', 'Imari-style teapot, Japan, c. 1720'),
					PHOTO.kern,
				),
			],
			videoUrl: 'https://vimeo.com/824613790',
			programs: [
				{
					title: bi('Kuratorinnenführung', 'Curator’s tour'),
					text: bi(
						'Jeden zweiten Sonntag um 11 Uhr mit Dr. Leonore Falkenberg.',
						'Every other Sunday at 11 am with Dr Leonore Falkenberg.',
					),
				},
				{
					title: bi('Familienwerkstatt', 'Family workshop'),
					text: bi(
						'Porzellan bemalen in der Lernwerkstatt, sonntags um 14 Uhr.',
						'Painting porcelain in the learning studio, Sundays at 2 pm.',
					),
				},
				{
					title: bi('Audioguide', 'Audio guide'),
					text: bi(
						'Kostenlos in Deutsch, Englisch und Leichter Sprache.',
						'Free of charge in German, English and Easy German.',
					),
				},
			],
			openingHours: exhibitionHours,
			showTicketButton: true,
			blog: ['aufbau-weisses-gold', 'interview-falkenberg', 'provenienz-deckelvase'],
			contributors: [
				{ role: bi('Kuratorin', 'Curator'), name: 'Dr. Leonore Falkenberg', person: 'falkenberg' },
				{
					role: bi('Restaurierung', 'Conservation'),
					name: 'Yvonne Kessler-Baum',
					person: 'kessler-baum',
				},
			],
			promoter: CASTLE_PARTNERS.kulturstiftung,
		},
		{
			key: 'tafelfreuden',
			id: 102,
			slug: bi('tafelfreuden', 'the-art-of-the-table'),
			title: bi(
				'Tafelfreuden. Festliche Tafelkultur am Ravensauer Hof',
				'The Art of the Table. Festive Dining at the Court of Ravensau',
			),
			preline: bi('Kabinettausstellung', 'Cabinet exhibition'),
			subline: bi('Speisesaal der Beletage', 'Dining room of the piano nobile'),
			teaser: bi(
				'Eine gedeckte Tafel für 24 Gäste nach einem Festmahl von 1768, mit Silber, Glas und Porzellan aus der Sammlung.',
				'A table laid for 24 guests after a banquet held in 1768, with silver, glass and porcelain from the collection.',
			),
			description: bi(
				'<p>Am 14. Mai 1768 gab Fürstin Amalie ein Festmahl für den Besuch ihres Bruders. Die Küchenrechnungen, die Sitzordnung und sogar eine Skizze der Tafeldekoration sind im Schlossarchiv erhalten. Nach diesen Quellen haben wir die Tafel im Speisesaal der Beletage neu gedeckt.</p><p>Die Ausstellung zeigt, wie eng Politik und Genuss am Hof verbunden waren: Wer wo saß, wer welchen Gang zuerst erhielt und wessen Wappen das Geschirr trug, war sorgfältig geplant.</p>',
				'<p>On 14 May 1768 Princess Amalie gave a banquet for a visit from her brother. The kitchen accounts, the seating plan and even a sketch of the table decoration survive in the palace archive. Based on these sources, we have laid the table in the dining room of the piano nobile once again.</p><p>The exhibition shows how closely politics and pleasure were intertwined at court: who sat where, who was served each course first and whose coat of arms the tableware bore were all carefully planned.</p>',
			),
			season: 'current',
			exhibitionType: 'ausstellung',
			tags: ['barock', 'porzellan'],
			dateFrom: later(seasonStart, cal.day(-12)),
			dateTo: cal.day(44),
			image: pic(
				'hall',
				'tafel-speisesaal',
				'3x2',
				bi(
					'Festlich gedeckte Tafel im Speisesaal mit Kerzenleuchtern',
					'A festive table in the dining room with candelabra',
				),
				PHOTO.kern,
			),
			gallery: [
				pic(
					'sculpture',
					'tafelaufsatz-silber',
					'4x5',
					bi('Silberner Tafelaufsatz, Augsburg, 1755', 'Silver centrepiece, Augsburg, 1755'),
					PHOTO.kern,
				),
				pic(
					'painting',
					'sitzordnung-1768',
					'3x2',
					bi(
						'Sitzordnung des Festmahls vom 14. Mai 1768',
						'Seating plan for the banquet of 14 May 1768',
					),
					PHOTO.archiv,
				),
			],
			openingHours: exhibitionHours,
			showTicketButton: false,
			blog: ['aufbau-weisses-gold'],
		},
		{
			key: 'ordnung-und-wildnis',
			id: 103,
			slug: bi('ordnung-und-wildnis', 'order-and-wilderness'),
			title: bi(
				'Ordnung und Wildnis. 300 Jahre Schlossgarten Ravensau',
				'Order and Wilderness. 300 Years of the Ravensau Palace Gardens',
			),
			preline: bi('Jubiläumsausstellung', 'Anniversary exhibition'),
			subline: bi('Orangerie und Schlosspark', 'Orangery and palace park'),
			teaser: bi(
				'Gartenpläne, Pflanzenbücher und Werkzeuge erzählen, wie aus einem barocken Parterre ein Landschaftsgarten wurde, und was der Klimawandel für ihn bedeutet.',
				'Garden plans, herbals and tools tell how a baroque parterre became a landscape garden, and what climate change means for it today.',
			),
			description: bi(
				'<p>1721 legte der Gartenarchitekt Johann Caspar Merten den ersten Plan für den Ravensauer Garten vor. Dreihundert Jahre später zeigt die Orangerie, wie sich der Park seitdem verändert hat: vom streng geometrischen Parterre über den Landschaftsgarten der Fürstin Amalie bis zum Denkmal, das heute mit Trockenheit und neuen Schädlingen ringt.</p><p>Zu sehen sind mehr als 80 Pläne und Ansichten aus dem Schlossarchiv, Herbarien und historische Gartengeräte. Eine Medienstation lässt Besucherinnen und Besucher die Sichtachsen des Parks virtuell begehen. Im Park selbst markieren zwölf Stationen Orte, an denen Geschichte sichtbar wird.</p>',
				'<p>In 1721 the garden architect Johann Caspar Merten presented the first plan for the Ravensau garden. Three hundred years later, the orangery shows how the park has changed since then: from the strictly geometric parterre to Princess Amalie’s landscape garden and on to the listed monument that is now struggling with drought and new pests.</p><p>On display are more than 80 plans and views from the palace archive, herbaria and historic garden tools. A media station lets visitors walk the park’s sightlines virtually. In the park itself, twelve stations mark places where history becomes visible.</p>',
			),
			season: 'current',
			exhibitionType: 'ausstellung',
			tags: ['gartenkunst', 'familien'],
			dateFrom: cal.day(21),
			dateTo: cal.day(230),
			image: pic(
				'landscape',
				'lindenallee-nebel',
				'3x2',
				bi(
					'Die Lindenallee des Schlossparks im Morgennebel',
					'The lime avenue of the palace park in morning mist',
				),
				PHOTO.hebestreit,
			),
			gallery: [
				pic(
					'painting',
					'gartenplan-merten-1721',
					'3x2',
					bi(
						'Gartenplan von Johann Caspar Merten, 1721',
						'Garden plan by Johann Caspar Merten, 1721',
					),
					PHOTO.archiv,
				),
				pic(
					'landscape',
					'landschaftsgarten-fluss',
					'16x9',
					bi('Der Landschaftsgarten am Flussufer', 'The landscape garden on the riverbank'),
					PHOTO.hebestreit,
				),
				pic(
					'sculpture',
					'gartenvase-sandstein',
					'4x5',
					bi('Sandsteinvase am Rand des Parterres', 'Sandstone vase at the edge of the parterre'),
					PHOTO.weidlich,
				),
			],
			videoUrl: 'https://www.youtube.com/watch?v=r7QmV2kTz0E',
			programs: [
				{
					title: bi('Gartenspaziergänge', 'Garden walks'),
					text: bi(
						'Einmal im Monat mit Schlossgärtnermeister Jakob Rehm.',
						'Once a month with head gardener Jakob Rehm.',
					),
				},
				{
					title: bi('Ravensauer Gespräch', 'Ravensau Talk'),
					text: bi(
						'Dr. Matthias Oberle über Gartenkunst zwischen Ordnung und Wildnis.',
						'Dr Matthias Oberle on garden art between order and wilderness.',
					),
				},
			],
			openingHours: exhibitionHours,
			showTicketButton: true,
			blog: ['lindenallee', 'gartenplaene-digital', 'interview-rehm'],
			contributors: [
				{ role: bi('Kurator', 'Curator'), name: 'Dr. Matthias Oberle', person: 'oberle' },
			],
			promoter: CASTLE_PARTNERS.denkmalfonds,
		},
		{
			key: 'spiegelungen',
			id: 104,
			slug: bi('spiegelungen', 'reflections'),
			title: bi(
				'Spiegelungen. Mara Lindqvist im Spiegelsaal',
				'Reflections. Mara Lindqvist in the Hall of Mirrors',
			),
			preline: bi('Intervention', 'Intervention'),
			subline: bi(
				'Zeitgenössische Kunst im historischen Raum',
				'Contemporary art in a historic interior',
			),
			teaser: bi(
				'Die Künstlerin Mara Lindqvist verwandelt den Spiegelsaal mit Glas, Licht und Klang in einen Raum, der auf seine Besucher antwortet.',
				'The artist Mara Lindqvist transforms the Hall of Mirrors with glass, light and sound into a space that responds to its visitors.',
			),
			description: bi(
				'<p>Spiegel waren im Barock ein Luxus und ein Versprechen: Sie vervielfachten Kerzenlicht, Gäste und Macht. Die schwedisch-deutsche Künstlerin Mara Lindqvist befragt dieses Versprechen. Für den Spiegelsaal hat sie 36 mundgeblasene Glaskörper geschaffen, die das Tageslicht brechen und über Sensoren leise Töne erzeugen, sobald sich jemand nähert.</p><p><em>Spiegelungen</em> ist die dritte Ausgabe unserer Reihe zeitgenössischer Interventionen. Der Besuch ist im Schlossticket enthalten.</p>',
				'<p>In the baroque era mirrors were both a luxury and a promise: they multiplied candlelight, guests and power. The Swedish-German artist Mara Lindqvist questions this promise. For the Hall of Mirrors she has created 36 mouth-blown glass bodies that refract the daylight and, via sensors, emit soft tones as soon as someone approaches.</p><p><em>Reflections</em> is the third edition of our series of contemporary interventions. Admission is included in the palace ticket.</p>',
			),
			season: 'current',
			exhibitionType: 'ausstellung',
			tags: ['gegenwart'],
			dateFrom: cal.day(42),
			dateTo: cal.day(135),
			image: pic(
				'hall',
				'spiegelsaal-glas',
				'3x2',
				bi(
					'Glaskörper von Mara Lindqvist vor den Spiegeln des Saals',
					'Glass bodies by Mara Lindqvist in front of the hall’s mirrors',
				),
				PHOTO.kern,
			),
			gallery: [
				pic(
					'sculpture',
					'glaskoerper-detail',
					'4x5',
					bi('Detail eines mundgeblasenen Glaskörpers', 'Detail of a mouth-blown glass body'),
					PHOTO.kern,
				),
				pic(
					'hall',
					'spiegelsaal-abend',
					'16x9',
					bi('Der Spiegelsaal im Abendlicht', 'The Hall of Mirrors in evening light'),
					PHOTO.weidlich,
				),
			],
			openingHours: exhibitionHours,
			showTicketButton: false,
			blog: ['interview-lindqvist'],
			contributors: [
				{ role: bi('Künstlerin', 'Artist'), name: 'Mara Lindqvist' },
				{ role: bi('Kuratorin', 'Curator'), name: 'Sina Achterberg', person: 'achterberg' },
			],
			promoter: CASTLE_PARTNERS.stadtwerke,
		},
		{
			key: 'beletage',
			id: 105,
			slug: bi('die-beletage', 'the-piano-nobile'),
			title: bi(
				'Die Beletage. Fürstliches Wohnen im 18. Jahrhundert',
				'The Piano Nobile. Princely Living in the 18th Century',
			),
			preline: bi('Dauerausstellung', 'Permanent exhibition'),
			subline: bi('Nur mit Führung', 'Guided tours only'),
			teaser: bi(
				'Vierzehn Räume mit originaler Ausstattung, vom Audienzzimmer bis zum Schlafkabinett der Fürstin.',
				'Fourteen rooms with their original furnishings, from the audience chamber to the Princess’s bedchamber.',
			),
			description: bi(
				'<p>Seidentapeten, Parkettböden aus Nussbaum und Eiche, Kachelöfen und ein Großteil der Möbel sind seit dem 18. Jahrhundert an ihrem Platz. Damit gehört die Ravensauer Beletage zu den am vollständigsten erhaltenen fürstlichen Appartements Mitteldeutschlands.</p><p>Zum Schutz der empfindlichen Räume ist die Beletage nur im Rahmen einer Führung zugänglich. Die Führungen beginnen an Wochenenden im Halbstundentakt; Zeitfenstertickets buchen Sie online oder an der Schlosskasse.</p>',
				'<p>Silk wall hangings, walnut and oak parquet floors, tiled stoves and most of the furniture have been in place since the 18th century. This makes the Ravensau piano nobile one of the most completely preserved princely apartments in central Germany.</p><p>To protect the delicate rooms, the piano nobile can only be visited on a guided tour. At weekends tours start every half hour; book timed-entry tickets online or at the ticket office.</p>',
			),
			season: 'current',
			exhibitionType: 'fuehrung',
			tags: ['barock'],
			dateFrom: null,
			dateTo: null,
			image: pic(
				'hall',
				'audienzzimmer',
				'3x2',
				bi(
					'Das Audienzzimmer mit roter Seidentapete',
					'The audience chamber with red silk wall hangings',
				),
				PHOTO.weidlich,
			),
			gallery: [
				pic(
					'hall',
					'schlafkabinett-fuerstin',
					'3x2',
					bi('Das Schlafkabinett der Fürstin', 'The Princess’s bedchamber'),
					PHOTO.weidlich,
				),
				pic(
					'painting',
					'supraporte-jagd',
					'3x2',
					bi(
						'Supraporte mit Jagdszene im Vorzimmer',
						'Overdoor painting with a hunting scene in the antechamber',
					),
					PHOTO.kern,
				),
				pic(
					'hall',
					'kachelofen-gruenes-zimmer',
					'4x5',
					bi('Kachelofen im Grünen Zimmer', 'Tiled stove in the Green Room'),
					PHOTO.kern,
				),
			],
			programs: [
				{
					title: bi('Schlossführung', 'Palace tour'),
					text: bi(
						'Samstags im Halbstundentakt, Dauer etwa 60 Minuten.',
						'Saturdays every half hour, about 60 minutes.',
					),
				},
				{
					title: bi('Palace tour in English', 'Palace tour in English'),
					text: bi('Am ersten Sonntag im Monat um 14 Uhr.', 'First Sunday of the month at 2 pm.'),
				},
				{
					title: bi('Schloss bei Kerzenlicht', 'The palace by candlelight'),
					text: bi(
						'Abendführungen an ausgewählten Freitagen.',
						'Evening tours on selected Fridays.',
					),
				},
			],
			showTicketButton: true,
			blog: ['bildnis-amalie', 'klima-nachts'],
			series: 'schlossfuehrungen',
		},
		{
			key: 'musik-im-festsaal',
			id: 106,
			slug: bi('musik-im-festsaal', 'music-in-the-great-hall'),
			title: bi('Musik im Festsaal', 'Music in the Great Hall'),
			preline: bi('Konzertsaison', 'Concert season'),
			subline: bi(
				'Sechs Abende mit Alter Musik und Kammermusik',
				'Six evenings of early music and chamber music',
			),
			teaser: bi(
				'Cembalo, Gambe, Streichquartett und Lied: Die Konzertsaison führt durch das Musikleben am Ravensauer Hof.',
				'Harpsichord, viola da gamba, string quartet and song: the concert season explores musical life at the court of Ravensau.',
			),
			description: bi(
				'<p>Am Ravensauer Hof unterhielt Graf Friedrich Anton eine Kapelle von zwölf Musikern, die zur Tafel, zu Festen und im Gottesdienst spielten. Ihre Notenbibliothek ist zu großen Teilen erhalten. Unsere Konzertsaison greift dieses Erbe auf und lädt Ensembles ein, die historische Aufführungspraxis mit Neugier verbinden.</p><p>Mit dem Saisonabonnement besuchen Sie alle sechs Konzerte zum Preis von fünf und sitzen stets auf Ihrem Stammplatz.</p>',
				'<p>At the court of Ravensau, Count Friedrich Anton maintained an ensemble of twelve musicians who played at table, at festivities and in church services. Much of their music library survives. Our concert season takes up this legacy and invites ensembles that combine historical performance practice with curiosity.</p><p>With the season subscription you attend all six concerts for the price of five, always from your own seat.</p>',
			),
			season: 'current',
			exhibitionType: 'konzert',
			tags: ['barock'],
			dateFrom: seasonStart,
			dateTo: addDays(nextSeason, -1),
			image: pic(
				'concert',
				'festsaal-cembalo',
				'3x2',
				bi(
					'Cembalo im Festsaal vor dem Konzert',
					'A harpsichord in the Great Hall before a concert',
				),
				PHOTO.kern,
			),
			gallery: [
				pic(
					'concert',
					'gambe-kapelle',
					'4x5',
					bi('Gambistin in der Schlosskapelle', 'A viola da gamba player in the palace chapel'),
					PHOTO.hebestreit,
				),
				pic(
					'concert',
					'streichquartett-spiegelsaal',
					'3x2',
					bi('Streichquartett im Spiegelsaal', 'String quartet in the Hall of Mirrors'),
					PHOTO.kern,
				),
			],
			videoUrl: 'https://www.youtube.com/watch?v=b3LxW9dPq1M',
			showTicketButton: true,
			blog: ['cembalo-zieht-um', 'deckenbild-festsaal'],
			series: 'festsaalkonzerte',
			promoter: CASTLE_PARTNERS.sparkasse,
		},
		{
			key: 'gezeichnete-gaerten',
			id: 107,
			slug: bi('gezeichnete-gaerten', 'drawn-gardens'),
			title: bi(
				'Gezeichnete Gärten. Pläne und Veduten aus dem Schlossarchiv',
				'Drawn Gardens. Plans and Views from the Palace Archive',
			),
			preline: bi('Vorschau', 'Preview'),
			subline: bi('Grafisches Kabinett', 'Graphic cabinet'),
			teaser: bi(
				'Die schönsten Blätter aus 300 Jahren Gartenplanung, erstmals digitalisiert und im Original zu sehen.',
				'The finest sheets from 300 years of garden planning, digitised for the first time and on show in the original.',
			),
			description: bi(
				'<p>Das Schlossarchiv bewahrt mehr als 600 Gartenpläne, Veduten und Pflanzenlisten. Im Zuge der Jubiläumsausstellung wurden sie vollständig digitalisiert. Die Kabinettausstellung zeigt eine Auswahl lichtempfindlicher Originale, die nur für wenige Wochen ausgestellt werden dürfen.</p>',
				'<p>The palace archive holds more than 600 garden plans, views and plant lists. As part of the anniversary exhibition they have been fully digitised. This cabinet exhibition presents a selection of light-sensitive originals that may only be displayed for a few weeks.</p>',
			),
			season: 'next',
			exhibitionType: 'ausstellung',
			tags: ['gartenkunst'],
			dateFrom: addDays(nextSeason, 20),
			dateTo: addDays(nextSeason, 150),
			image: pic(
				'painting',
				'vedute-schlossgarten',
				'3x2',
				bi(
					'Kolorierte Vedute des Schlossgartens, um 1790',
					'Coloured view of the palace garden, c. 1790',
				),
				PHOTO.archiv,
			),
			gallery: [],
			showTicketButton: false,
			blog: ['gartenplaene-digital'],
		},
		{
			key: 'tapisserien',
			id: 108,
			slug: bi('die-tapisserien-des-nordfluegels', 'the-tapestries-of-the-north-wing'),
			title: bi(
				'Die Tapisserien des Nordflügels. Nach der Restaurierung',
				'The Tapestries of the North Wing. After Conservation',
			),
			preline: bi('Vorschau', 'Preview'),
			subline: bi('Nordflügel, erstes Obergeschoss', 'North wing, first floor'),
			teaser: bi(
				'Nach sieben Jahren in der Textilwerkstatt kehren die vier Brüsseler Wandteppiche mit der Geschichte des Odysseus zurück.',
				'After seven years in the textile studio, the four Brussels tapestries telling the story of Odysseus return to their walls.',
			),
			description: bi(
				'<p>Die vier Tapisserien wurden um 1690 in Brüssel gewebt und kamen als Hochzeitsgeschenk nach Ravensau. Licht, Staub und frühere Reparaturen hatten ihnen zugesetzt. Unsere Textilrestauratorin Katrin Seidelmann und ihr Team haben sie gereinigt, gesichert und auf neue Träger genäht. Die Ausstellung zeigt die Teppiche wieder in ihrem Raum und erzählt von der Arbeit, die dafür nötig war.</p>',
				'<p>The four tapestries were woven in Brussels around 1690 and came to Ravensau as a wedding gift. Light, dust and earlier repairs had taken their toll. Our textile conservator Katrin Seidelmann and her team have cleaned and stabilised them and stitched them onto new supports. The exhibition shows the tapestries in their room once more and tells of the work this required.</p>',
			),
			season: 'next',
			exhibitionType: 'ausstellung',
			tags: ['restaurierung', 'barock'],
			dateFrom: addDays(nextSeason, 45),
			dateTo: addDays(nextSeason, 200),
			image: pic(
				'painting',
				'tapisserie-odysseus',
				'3x2',
				bi(
					'Ausschnitt der Tapisserie „Odysseus bei den Phäaken“',
					'Detail of the tapestry "Odysseus among the Phaeacians"',
				),
				PHOTO.kern,
			),
			gallery: [],
			showTicketButton: false,
			blog: ['tapisserien-erzaehlen'],
			contributors: [
				{
					role: bi('Restaurierung', 'Conservation'),
					name: 'Katrin Seidelmann',
					person: 'seidelmann',
				},
			],
		},
		{
			key: 'licht-und-lack',
			id: 109,
			slug: bi('licht-und-lack', 'light-and-lacquer'),
			title: bi(
				'Licht und Lack. Asiatische Lackkunst am Hof von Ravensau',
				'Light and Lacquer. Asian Lacquerware at the Court of Ravensau',
			),
			preline: bi('Vorschau', 'Preview'),
			subline: bi('Orangerie', 'Orangery'),
			teaser: bi(
				'Kabinettschränke, Paravents und Dosen aus Japan und China, und die europäischen Versuche, ihren Glanz nachzuahmen.',
				'Cabinets, screens and boxes from Japan and China, and the European attempts to imitate their lustre.',
			),
			description: bi(
				'<p>Neben Porzellan sammelte Fürstin Amalie Lackarbeiten aus Ostasien. Die Ausstellung vereint erstmals die Ravensauer Bestände mit Leihgaben aus sechs Museen und zeigt, wie europäische Werkstätten mit Schellack und Firnis versuchten, dem asiatischen Vorbild nahezukommen.</p>',
				'<p>Alongside porcelain, Princess Amalie collected lacquerware from East Asia. For the first time, the exhibition brings together the Ravensau holdings with loans from six museums, showing how European workshops tried to come close to the Asian model using shellac and varnish.</p>',
			),
			season: 'next',
			exhibitionType: 'ausstellung',
			tags: ['barock'],
			dateFrom: addDays(nextSeason, 80),
			dateTo: addDays(nextSeason, 260),
			image: pic(
				'sculpture',
				'lackkabinett-schrank',
				'3x2',
				bi(
					'Japanischer Lackschrank mit Goldstreudekor, um 1680',
					'Japanese lacquer cabinet with sprinkled gold decoration, c. 1680',
				),
				PHOTO.kern,
			),
			gallery: [],
			showTicketButton: false,
		},
	];
}
