import type { PersonCategoryDef, PersonDef } from '../shared/defs.ts';
import { personAuthor } from '../shared/people.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';

/** Team categories of the castle. */
export const CASTLE_PERSON_CATEGORIES: PersonCategoryDef[] = [
	{
		key: 'direktion',
		id: 451,
		name: bi('Direktion', 'Directorate'),
		slug: bi('direktion', 'directorate'),
	},
	{
		key: 'kuratoren',
		id: 452,
		name: bi('Kuratorinnen und Kuratoren', 'Curators'),
		slug: bi('kuratorinnen-und-kuratoren', 'curators'),
	},
	{
		key: 'restaurierung',
		id: 453,
		name: bi('Restaurierung', 'Conservation'),
		slug: bi('restaurierung', 'conservation'),
	},
	{
		key: 'vermittlung',
		id: 454,
		name: bi('Bildung und Vermittlung', 'Learning and engagement'),
		slug: bi('bildung-und-vermittlung', 'learning-and-engagement'),
	},
	{ key: 'garten', id: 455, name: bi('Gärten', 'Gardens'), slug: bi('gaerten', 'gardens') },
];

const person = personAuthor(PHOTO.weidlich);

/** The castle team. */
export const CASTLE_PERSONS: PersonDef[] = [
	person(
		401,
		'vollmer',
		'Dr. Henrike Vollmer',
		'direktion',
		bi('Direktorin', 'Director'),
		bi(
			'<p>Henrike Vollmer leitet die Stiftung Schloss Ravensau seit 2018. Die Kunsthistorikerin promovierte über höfische Raumkunst des 18. Jahrhunderts und war zuvor stellvertretende Direktorin einer großen Schlösserverwaltung. In Ravensau hat sie die Rückführung der Porzellansammlung und die Öffnung des Schlosses für neue Publikumsgruppen zu ihren Schwerpunkten gemacht.</p>',
			'<p>Henrike Vollmer has directed the Ravensau Palace Foundation since 2018. An art historian, she wrote her doctorate on 18th-century court interiors and was previously deputy director of a large palace administration. In Ravensau she has made the return of the porcelain collection and opening the palace to new audiences her priorities.</p>',
		),
		['weisses-gold', 'ordnung-und-wildnis'],
		'direktion@schloss-ravensau.de',
	),
	person(
		402,
		'brandauer',
		'Jonas Brandauer',
		'direktion',
		bi('Kaufmännischer Vorstand', 'Managing Director'),
		bi(
			'<p>Jonas Brandauer verantwortet Finanzen, Personal, Bau und Betrieb der Stiftung. Der Betriebswirt kam 2020 aus der Kulturverwaltung nach Ravensau und hat die energetische Sanierung der Orangerie und die Einführung des Online-Ticketings begleitet.</p>',
			'<p>Jonas Brandauer is responsible for the foundation’s finances, staff, buildings and operations. A business economist, he came to Ravensau from cultural administration in 2020 and oversaw the energy refurbishment of the orangery and the introduction of online ticketing.</p>',
		),
		[],
	),
	person(
		403,
		'falkenberg',
		'Dr. Leonore Falkenberg',
		'kuratoren',
		bi('Kuratorin für Kunstgewerbe', 'Curator of Decorative Arts'),
		bi(
			'<p>Leonore Falkenberg betreut die Porzellan-, Glas- und Silbersammlung. Sie studierte Kunstgeschichte und Sinologie und forschte mehrere Jahre zum europäischen Handel mit ostasiatischem Porzellan. Für die Ausstellung „Weißes Gold“ hat sie 212 verschollene Stücke der Sammlung aufgespürt.</p>',
			'<p>Leonore Falkenberg looks after the porcelain, glass and silver collections. She studied art history and Sinology and spent several years researching the European trade in East Asian porcelain. For the exhibition "White Gold" she traced 212 lost pieces from the collection.</p>',
		),
		['weisses-gold', 'tafelfreuden', 'licht-und-lack'],
		'l.falkenberg@schloss-ravensau.de',
	),
	person(
		404,
		'oberle',
		'Dr. Matthias Oberle',
		'kuratoren',
		bi('Kurator für Gartenkunst', 'Curator of Garden History'),
		bi(
			'<p>Matthias Oberle ist Landschaftsarchitekt und Gartenhistoriker. Er verantwortet das Parkpflegewerk des Schlossgartens und das Gartenarchiv. Seine Jubiläumsausstellung „Ordnung und Wildnis“ fragt, wie historische Gärten dem Klimawandel begegnen können.</p>',
			'<p>Matthias Oberle is a landscape architect and garden historian. He is responsible for the conservation management plan of the palace gardens and the garden archive. His anniversary exhibition "Order and Wilderness" asks how historic gardens can respond to climate change.</p>',
		),
		['ordnung-und-wildnis', 'gezeichnete-gaerten'],
	),
	person(
		405,
		'achterberg',
		'Sina Achterberg',
		'kuratoren',
		bi('Kuratorin für zeitgenössische Projekte', 'Curator of Contemporary Projects'),
		bi(
			'<p>Sina Achterberg lädt Künstlerinnen und Künstler ein, mit den historischen Räumen des Schlosses zu arbeiten. Sie studierte Kulturwissenschaften und Kuratieren und hat die Reihe der Interventionen 2021 ins Leben gerufen.</p>',
			'<p>Sina Achterberg invites artists to work with the palace’s historic interiors. She studied cultural studies and curating and launched the series of interventions in 2021.</p>',
		),
		['spiegelungen'],
	),
	person(
		406,
		'seidelmann',
		'Katrin Seidelmann',
		'restaurierung',
		bi('Textilrestauratorin', 'Textile Conservator'),
		bi(
			'<p>Katrin Seidelmann leitet die Textilwerkstatt der Stiftung. Seit 2019 restauriert sie mit ihrem Team die vier Odysseus-Tapisserien des Nordflügels. Sie lehrt außerdem als Dozentin für Textilkonservierung.</p>',
			'<p>Katrin Seidelmann heads the foundation’s textile studio. Since 2019 she and her team have been conserving the four Odysseus tapestries from the north wing. She also lectures in textile conservation.</p>',
		),
		['tapisserien'],
	),
	person(
		407,
		'graefe',
		'Anton Gräfe',
		'restaurierung',
		bi('Restaurator für Gemälde und Möbel', 'Conservator of Paintings and Furniture'),
		bi(
			'<p>Anton Gräfe ist gelernter Tischler und studierter Restaurator. Er kümmert sich um Gemälde, Rahmen, Möbel und Musikinstrumente und hat zuletzt das Bildnis der Fürstin Amalie untersucht, unter dem eine frühere Fassung zum Vorschein kam.</p>',
			'<p>Anton Gräfe trained as a cabinetmaker before studying conservation. He looks after paintings, frames, furniture and musical instruments, and most recently examined the portrait of Princess Amalie, revealing an earlier version beneath it.</p>',
		),
		['beletage', 'musik-im-festsaal'],
	),
	person(
		408,
		'kessler-baum',
		'Yvonne Kessler-Baum',
		'restaurierung',
		bi('Restauratorin für Keramik und Glas', 'Conservator of Ceramics and Glass'),
		bi(
			'<p>Yvonne Kessler-Baum hat jedes der 412 Porzellane im Kabinett in der Hand gehabt. Sie prüft Leihgaben, entwickelt Halterungen und entscheidet, welche alten Reparaturen bleiben dürfen. Vor ihrer Zeit in Ravensau arbeitete sie in einer Porzellanmanufaktur.</p>',
			'<p>Yvonne Kessler-Baum has handled every one of the 412 pieces in the cabinet. She checks loans, develops mounts and decides which old repairs may stay. Before coming to Ravensau she worked at a porcelain manufactory.</p>',
		),
		['weisses-gold'],
	),
	person(
		409,
		'mertens',
		'Paula Mertens',
		'vermittlung',
		bi('Leiterin Bildung und Vermittlung', 'Head of Learning and Engagement'),
		bi(
			'<p>Paula Mertens verantwortet die Angebote für Schulen, Familien und Menschen mit Behinderung. Die Museumspädagogin hat das Programm „Schule im Schloss“ aufgebaut, das heute jährlich mehr als 6.000 Schülerinnen und Schüler erreicht.</p>',
			'<p>Paula Mertens is responsible for programmes for schools, families and disabled visitors. A museum educator, she set up the "School at the palace" programme, which now reaches more than 6,000 pupils a year.</p>',
		),
		['ordnung-und-wildnis'],
		'vermittlung@schloss-ravensau.de',
	),
	person(
		410,
		'aydin',
		'Emre Aydın',
		'vermittlung',
		bi('Museumspädagoge', 'Learning Officer'),
		bi(
			'<p>Emre Aydın leitet die Familienwerkstätten und die Kinderführungen. Er ist ausgebildeter Grundschullehrer und Keramiker und bringt beides in der Lernwerkstatt zusammen.</p>',
			'<p>Emre Aydın runs the family workshops and children’s tours. A trained primary school teacher and ceramicist, he brings both together in the learning studio.</p>',
		),
		['weisses-gold'],
	),
	person(
		411,
		'rehm',
		'Jakob Rehm',
		'garten',
		bi('Schlossgärtnermeister', 'Head Gardener'),
		bi(
			'<p>Jakob Rehm arbeitet seit 22 Jahren im Schlosspark, seit 2015 als Schlossgärtnermeister. Er leitet ein Team von neun Gärtnerinnen und Gärtnern und zwei Auszubildenden und ist bekannt für seine Gartenspaziergänge, bei denen keine Frage zu klein ist.</p>',
			'<p>Jakob Rehm has worked in the palace park for 22 years and has been head gardener since 2015. He leads a team of nine gardeners and two apprentices and is known for his garden walks, where no question is too small.</p>',
		),
		['ordnung-und-wildnis'],
	),
];
