import type { PersonCategoryDef, PersonDef } from '../shared/defs.ts';
import { personAuthor } from '../shared/people.ts';
import { bi } from '../shared/text.ts';
import { PHOTO } from './credits.ts';

/** Ensemble and team categories of the region. */
export const REGION_PERSON_CATEGORIES: PersonCategoryDef[] = [
	{
		key: 'ensemble',
		id: 451,
		name: bi('Schauspielensemble', 'Acting company'),
		slug: bi('schauspielensemble', 'acting-company'),
	},
	{
		key: 'musik',
		id: 452,
		name: bi('Musikerinnen und Musiker', 'Musicians'),
		slug: bi('musik', 'musicians'),
	},
	{
		key: 'dramaturgie',
		id: 453,
		name: bi('Dramaturgie', 'Dramaturgy'),
		slug: bi('dramaturgie', 'dramaturgy'),
	},
	{ key: 'leitung', id: 454, name: bi('Leitung', 'Management'), slug: bi('leitung', 'management') },
];

const member = personAuthor(PHOTO.remmers);

/** Ensemble, musicians, dramaturgy and management. */
export const REGION_PERSONS: PersonDef[] = [
	member(
		401,
		'kaspari',
		'Reinhard Kaspari',
		'ensemble',
		bi('Schauspieler', 'Actor'),
		bi(
			'<p>Reinhard Kaspari gehört seit 1998 zum Ensemble des Stadttheaters. Er spielte unter anderem den Mephisto, König Lear und Willy Loman. In dieser Spielzeit ist er als Nathan und als Hauptmann in „Woyzeck“ zu sehen.</p>',
			'<p>Reinhard Kaspari has been a member of the Municipal Theatre company since 1998. His roles include Mephisto, King Lear and Willy Loman. This season he appears as Nathan and as the Captain in "Woyzeck".</p>',
		),
		['nathan', 'woyzeck'],
	),
	member(
		402,
		'vogtlaender',
		'Lena Vogtländer',
		'ensemble',
		bi('Schauspielerin', 'Actress'),
		bi(
			'<p>Lena Vogtländer studierte Schauspiel in Hannover und kam 2021 nach Auenstadt. Für ihre Julia erhielt sie den Förderpreis des Theatervereins. In dieser Spielzeit spielt sie Recha in „Nathan der Weise“ und die Enkelin im „Flussarchiv“.</p>',
			'<p>Lena Vogtländer studied acting in Hanover and came to Auenstadt in 2021. Her Juliet won her the Theatre Association’s young artist award. This season she plays Recha in "Nathan the Wise" and the granddaughter in "The River Archive".</p>',
		),
		['nathan', 'flussarchiv'],
	),
	member(
		403,
		'nkemelu',
		'Tobias Nkemelu',
		'ensemble',
		bi('Schauspieler', 'Actor'),
		bi(
			'<p>Tobias Nkemelu ist Schauspieler, Sprecher und Moderator des Poetry Slams im Kulturbahnhof. Seit 2019 im Ensemble, war er zuletzt als Mackie Messer und als Prinz von Homburg zu erleben.</p>',
			'<p>Tobias Nkemelu is an actor, voice artist and host of the poetry slam at the Kulturbahnhof. A company member since 2019, he was most recently seen as Mack the Knife and as the Prince of Homburg.</p>',
		),
		['nathan', 'flussarchiv'],
	),
	member(
		404,
		'hartig',
		'Jonas Hartig',
		'ensemble',
		bi('Schauspieler', 'Actor'),
		bi(
			'<p>Jonas Hartig wuchs in Weidenfeld auf und stand schon als Jugendlicher im Theaterclub auf der Studiobühne. Nach dem Studium kehrte er 2022 ins Ensemble zurück. Er spielt den Tempelherrn und die Titelrolle in „Woyzeck“.</p>',
			'<p>Jonas Hartig grew up in Weidenfeld and was on the studio stage with the youth theatre club as a teenager. After drama school he returned to join the company in 2022. He plays the Templar and the title role in "Woyzeck".</p>',
		),
		['nathan', 'woyzeck'],
	),
	member(
		405,
		'demirtas',
		'Aylin Demirtaş',
		'ensemble',
		bi('Schauspielerin', 'Actress'),
		bi(
			'<p>Aylin Demirtaş spielt mit gleicher Lust für Kinder und Erwachsene. In dieser Spielzeit ist sie der gestiefelte Kater im Familienstück und Marie in „Woyzeck“. Sie leitet außerdem Workshops für Schulklassen.</p>',
			'<p>Aylin Demirtaş plays for children and adults with equal relish. This season she is Puss in the family show and Marie in "Woyzeck". She also runs workshops for school classes.</p>',
		),
		['kater', 'woyzeck'],
	),
	member(
		406,
		'ahlers',
		'Brigitte Ahlers',
		'ensemble',
		bi('Schauspielerin', 'Actress'),
		bi(
			'<p>Brigitte Ahlers ist seit mehr als dreißig Jahren auf den Bühnen der Region zu Hause. Sie spielt Daja in „Nathan der Weise“ und die Großmutter im „Flussarchiv“ und erzählt im Familienkonzert den „Karneval der Tiere“.</p>',
			'<p>Brigitte Ahlers has been at home on the region’s stages for more than thirty years. She plays Daja in "Nathan the Wise" and the grandmother in "The River Archive", and narrates "The Carnival of the Animals" at the family concert.</p>',
		),
		['nathan', 'flussarchiv'],
	),
	member(
		407,
		'lindemann',
		'Sophie Lindemann',
		'musik',
		bi('Konzertmeisterin des Kammerorchesters Auental', 'Leader of the Auental Chamber Orchestra'),
		bi(
			'<p>Die Geigerin Sophie Lindemann leitet das Kammerorchester Auental seit 2017 vom ersten Pult aus. Sie hat die Konzertreihe Klangwege gegründet und ist musikalische Leiterin des Festivals Lichtungen.</p>',
			'<p>The violinist Sophie Lindemann has led the Auental Chamber Orchestra from the first desk since 2017. She founded the Sound Paths concert series and is music director of the Lichtungen festival.</p>',
		),
		['klangwege', 'lichtungen'],
	),
	member(
		408,
		'rinaldi',
		'Matteo Rinaldi',
		'musik',
		bi(
			'Pianist und künstlerischer Leiter von Jazz im Bahnhof',
			'Pianist and artistic director of Jazz at the Station',
		),
		bi(
			'<p>Matteo Rinaldi kam zum Studium nach Deutschland und blieb wegen einer Jam Session in Weidenfeld. Seit 2012 kuratiert er die Reihe Jazz im Bahnhof und leitet die Hausband der monatlichen Jam Session.</p>',
			'<p>Matteo Rinaldi came to Germany to study and stayed because of a jam session in Weidenfeld. Since 2012 he has curated the Jazz at the Station series and leads the house band at the monthly jam session.</p>',
		),
		[],
	),
	member(
		409,
		'oyelaran',
		'Hanna Oyelaran',
		'musik',
		bi('Cellistin', 'Cellist'),
		bi(
			'<p>Hanna Oyelaran ist Solocellistin des Kammerorchesters Auental und komponiert Musik für Theater. Für „Das Flussarchiv“ steht sie selbst auf der Bühne.</p>',
			'<p>Hanna Oyelaran is principal cellist of the Auental Chamber Orchestra and composes music for the theatre. In "The River Archive" she performs on stage herself.</p>',
		),
		['flussarchiv', 'klangwege'],
	),
	member(
		410,
		'wendt',
		'Dr. Katharina Wendt',
		'dramaturgie',
		bi('Chefdramaturgin', 'Head of Dramaturgy'),
		bi(
			'<p>Katharina Wendt promovierte über das Dokumentartheater und war Dramaturgin an mehreren Stadttheatern, bevor sie 2020 nach Auenstadt kam. Sie verantwortet den Spielplan des Schauspiels und moderiert die Reihe Literatur im Kornspeicher mit.</p>',
			'<p>Katharina Wendt wrote her doctorate on documentary theatre and worked as a dramaturg at several municipal theatres before coming to Auenstadt in 2020. She is responsible for the drama repertoire and co-hosts the Literature in the Granary series.</p>',
		),
		['nathan', 'flussarchiv'],
		'k.wendt@theater-auenstadt.de',
	),
	member(
		411,
		'ortmann',
		'Felix Ortmann',
		'dramaturgie',
		bi('Dramaturg und Theaterpädagoge', 'Dramaturg and drama educator'),
		bi(
			'<p>Felix Ortmann betreut das Junge Theater Auental, den Theaterclub 15+ und die Schulvorstellungen. Als Dramaturg begleitet er in dieser Spielzeit „Woyzeck“ und den „Gestiefelten Kater“.</p>',
			'<p>Felix Ortmann looks after Young Theatre Auental, Theatre Club 15+ and the school performances. As dramaturg this season he works on "Woyzeck" and "Puss in Boots".</p>',
		),
		['woyzeck', 'kater'],
		'junges-theater@theater-auenstadt.de',
	),
	member(
		412,
		'albrecht',
		'Miriam Albrecht',
		'leitung',
		bi('Geschäftsführerin der Kulturregion Auental', 'Managing Director, Auental Culture Region'),
		bi(
			'<p>Miriam Albrecht leitet die Kulturregion Auental seit ihrer Gründung 2015. Die Kulturmanagerin hat das Netzwerk von drei auf heute 34 Partner erweitert, das Kulturabo eingeführt und das Festival Lichtungen ins Leben gerufen.</p>',
			'<p>Miriam Albrecht has run the Auental Culture Region since it was founded in 2015. A cultural manager, she has expanded the network from three to 34 partners, introduced the culture subscription and launched the Lichtungen festival.</p>',
		),
		['lichtungen'],
		'albrecht@kulturregion-auental.de',
	),
];
