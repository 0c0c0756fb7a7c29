import type { VenueDef } from '../shared/defs.ts';
import { hoursToday, open } from '../shared/hours.ts';
import { pic } from '../shared/images.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';

/** The buildings of the palace ensemble. */
export const CASTLE_VENUES: VenueDef[] = [
	{
		key: 'schloss',
		id: 11,
		slug: bi('schloss-ravensau', 'ravensau-palace'),
		name: bi('Schloss Ravensau', 'Ravensau Palace'),
		address: { street: 'Schlossplatz 1', zip: '07356', city: 'Ravensau' },
		geo: { lat: 50.7412, lng: 11.5327 },
		teaser: bi(
			'Die Dreiflügelanlage aus den Jahren 1712 bis 1738 mit Festsaal, Spiegelsaal und Porzellankabinett.',
			'The three-winged palace built between 1712 and 1738, with its Great Hall, Hall of Mirrors and Porcelain Cabinet.',
		),
		description: bi(
			'<p>Graf Friedrich Anton von Ravensau ließ das Schloss ab 1712 an der Stelle einer mittelalterlichen Burg errichten. Sein Baumeister Christoph Heinrich Albrecht entwarf eine Dreiflügelanlage, deren Ehrenhof sich zur Stadt öffnet und deren Gartenfront auf die große Parterreachse blickt.</p><p>In der <strong>Beletage</strong> sind die fürstlichen Wohnräume mit originaler Ausstattung erhalten. Der <strong>Festsaal</strong> mit dem Deckenbild „Apoll führt die Künste nach Ravensau“ ist heute Schauplatz unserer Konzerte.</p>',
			'<p>Count Friedrich Anton von Ravensau had the palace built from 1712 on the site of a medieval castle. His architect, Christoph Heinrich Albrecht, designed a three-winged complex whose courtyard opens towards the town while the garden front looks out along the great parterre axis.</p><p>The princely apartments on the <strong>piano nobile</strong> survive with their original furnishings. The <strong>Great Hall</strong>, with its ceiling painting "Apollo Leads the Arts to Ravensau", is now the setting for our concerts.</p>',
		),
		accessibility: bi(
			'<p>Das Erdgeschoss, der Festsaal und das Porzellankabinett sind über einen Aufzug im Südflügel stufenlos erreichbar. Die Beletage ist nur über Treppen zugänglich; ein virtueller Rundgang steht an der Kasse bereit. Rollstühle und Klapphocker können kostenfrei ausgeliehen werden. Barrierefreie Toiletten befinden sich im Erdgeschoss des Südflügels.</p>',
			'<p>The ground floor, the Great Hall and the Porcelain Cabinet are step-free via a lift in the south wing. The piano nobile can only be reached by stairs; a virtual tour is available at the ticket office. Wheelchairs and folding stools can be borrowed free of charge. Accessible toilets are on the ground floor of the south wing.</p>',
		),
		openingHours: hoursToday([open('10:00', '17:00')]),
		image: pic(
			'castle',
			'ravensau-gartenfront',
			'3x2',
			bi(
				'Die Gartenfront von Schloss Ravensau im Morgenlicht',
				'The garden front of Ravensau Palace in the morning light',
			),
			PHOTO.weidlich,
		),
	},
	{
		key: 'orangerie',
		id: 12,
		slug: bi('orangerie', 'orangery'),
		name: bi('Orangerie', 'Orangery'),
		address: { street: 'Schlosspark 3', zip: '07356', city: 'Ravensau' },
		geo: { lat: 50.7398, lng: 11.5351 },
		teaser: bi(
			'Das Winterquartier der Zitrusbäume von 1754 ist heute Ort für Wechselausstellungen.',
			'Built in 1754 to shelter the citrus trees in winter, the orangery now houses temporary exhibitions.',
		),
		description: bi(
			'<p>Fürstin Amalie ließ die Orangerie 1754 für ihre Sammlung von Zitrus- und Lorbeerbäumen errichten. Die hohen Südfenster und die beheizbaren Wände machten den Bau zu einem technischen Wunderwerk seiner Zeit. Seit der Sanierung 2019 dient die Halle als klimatisierter Ausstellungsraum, während die Kübelpflanzen im benachbarten Pflanzenhaus überwintern.</p>',
			'<p>Princess Amalie had the orangery built in 1754 for her collection of citrus and bay trees. Its tall south windows and heated walls made it a technical marvel of its time. Since its refurbishment in 2019 the hall has served as a climate-controlled exhibition space, while the potted plants now spend the winter in the neighbouring plant house.</p>',
		),
		accessibility: bi(
			'<p>Die Orangerie ist ebenerdig und stufenlos zugänglich. Der Weg vom Schloss führt über eine wassergebundene Decke; bei Nässe empfehlen wir den gepflasterten Weg entlang der Lindenallee.</p>',
			'<p>The orangery is at ground level with step-free access. The path from the palace has a gravel surface; in wet weather we recommend the paved path along the lime avenue.</p>',
		),
		openingHours: hoursToday([open('10:00', '17:00')]),
		image: pic(
			'hall',
			'orangerie-halle',
			'3x2',
			bi(
				'Die lichte Halle der Orangerie mit hohen Rundbogenfenstern',
				'The light-filled hall of the orangery with its tall arched windows',
			),
			PHOTO.kern,
		),
	},
	{
		key: 'park',
		id: 13,
		slug: bi('schlosspark', 'palace-park'),
		name: bi('Schlosspark', 'Palace Park'),
		address: { street: 'Am Lindentor', zip: '07356', city: 'Ravensau' },
		geo: { lat: 50.7389, lng: 11.5312 },
		teaser: bi(
			'Barockes Parterre, Lindenallee und ein Landschaftsgarten am Flussufer: 28 Hektar Gartenkunst.',
			'A baroque parterre, a lime avenue and a landscape garden on the riverbank: 28 hectares of garden art.',
		),
		description: bi(
			'<p>Der Park verbindet zwei Epochen: Vor dem Schloss liegt das streng geometrische Parterre, das Johann Caspar Merten ab 1721 anlegte. Zum Fluss hin geht es in einen Landschaftsgarten über, den Fürstin Amalie ab 1780 nach englischem Vorbild gestalten ließ. Der Park ist täglich von 8 Uhr bis zur Dämmerung geöffnet, der Eintritt ist frei.</p>',
			'<p>The park unites two eras: in front of the palace lies the strictly geometric parterre laid out by Johann Caspar Merten from 1721. Towards the river it gives way to a landscape garden that Princess Amalie had designed on the English model from 1780. The park is open daily from 8 am until dusk; admission is free.</p>',
		),
		accessibility: bi(
			'<p>Die Hauptwege sind befestigt und für Rollstühle geeignet. Ein taktiler Lageplan befindet sich am Lindentor. Im Landschaftsgarten gibt es Steigungen bis zu acht Prozent.</p>',
			'<p>The main paths are surfaced and suitable for wheelchairs. A tactile map is located at the Lindentor gate. The landscape garden has gradients of up to eight per cent.</p>',
		),
		openingHours: hoursToday([open('08:00', '18:00')]),
		image: pic(
			'landscape',
			'schlosspark-parterre',
			'3x2',
			bi(
				'Blick über das barocke Parterre zur Lindenallee',
				'View across the baroque parterre towards the lime avenue',
			),
			PHOTO.hebestreit,
		),
	},
	{
		key: 'kavaliershaus',
		id: 14,
		slug: bi('kavaliershaus', 'cavaliers-house'),
		name: bi('Kavaliershaus', "Cavaliers' House"),
		address: { street: 'Schlossplatz 4', zip: '07356', city: 'Ravensau' },
		geo: { lat: 50.7417, lng: 11.5339 },
		teaser: bi(
			'Lernwerkstatt, Vortragssaal und Schlosscafé im ehemaligen Gästehaus des Hofes.',
			"The court's former guest house, now home to the learning studio, lecture hall and palace café.",
		),
		description: bi(
			'<p>Im Kavaliershaus wohnten einst die Gäste des Hofes. Heute befinden sich hier die Lernwerkstatt für Schulklassen und Familien, der Vortragssaal mit 120 Plätzen und das Schlosscafé mit Terrasse zum Ehrenhof.</p>',
			"<p>The Cavaliers' House once accommodated the court's guests. Today it is home to the learning studio for school classes and families, the 120-seat lecture hall and the palace café with its terrace overlooking the courtyard.</p>",
		),
		accessibility: bi(
			'<p>Alle Räume sind stufenlos erreichbar. Der Vortragssaal verfügt über eine induktive Höranlage; eine barrierefreie Toilette mit Wickeltisch befindet sich im Erdgeschoss.</p>',
			'<p>All rooms are step-free. The lecture hall has an induction loop; an accessible toilet with baby-changing facilities is on the ground floor.</p>',
		),
		openingHours: hoursToday([open('09:30', '17:30')]),
		image: pic(
			'castle',
			'kavaliershaus-fassade',
			'3x2',
			bi(
				'Die schlichte Fassade des Kavaliershauses am Ehrenhof',
				"The plain facade of the Cavaliers' House on the courtyard",
			),
			PHOTO.weidlich,
		),
	},
	{
		key: 'kapelle',
		id: 15,
		slug: bi('schlosskapelle', 'palace-chapel'),
		name: bi('Schlosskapelle St. Georg', 'St George’s Palace Chapel'),
		address: { street: 'Schlossplatz 2', zip: '07356', city: 'Ravensau' },
		geo: { lat: 50.7415, lng: 11.5318 },
		teaser: bi(
			'Die Kapelle im Nordflügel mit ihrer Silbermann-Schülerorgel von 1741.',
			'The chapel in the north wing, with its organ built in 1741 by a pupil of Silbermann.',
		),
		description: bi(
			'<p>Die zweigeschossige Kapelle mit umlaufender Empore ist der älteste erhaltene Raum des Schlosses. Ihre Orgel baute 1741 Johann Georg Fritzsche, ein Schüler Gottfried Silbermanns. Dank ihrer Akustik ist die Kapelle ein gesuchter Ort für Kantaten und Kammermusik.</p>',
			'<p>The two-storey chapel with its surrounding gallery is the oldest surviving room in the palace. Its organ was built in 1741 by Johann Georg Fritzsche, a pupil of Gottfried Silbermann. Thanks to its acoustics, the chapel is a sought-after venue for cantatas and chamber music.</p>',
		),
		accessibility: bi(
			'<p>Das Kirchenschiff ist über eine Rampe am Nordportal erreichbar, die Empore nur über Treppen. Rollstuhlplätze befinden sich in der ersten Reihe.</p>',
			'<p>The nave can be reached via a ramp at the north portal; the gallery only by stairs. Wheelchair spaces are in the front row.</p>',
		),
		openingHours: null,
		image: pic(
			'hall',
			'schlosskapelle-empore',
			'4x5',
			bi(
				'Die Empore der Schlosskapelle mit der barocken Orgel',
				'The gallery of the palace chapel with the baroque organ',
			),
			PHOTO.kern,
		),
	},
];
