import { FIELD_TYPES } from '../../../src/lib/contract/index.ts';
import type { FormDef } from '../shared/defs.ts';
import { field } from '../shared/forms.ts';
import { bi } from '../shared/text.ts';

const PRIVACY_CONSENT = bi(
	'Ich habe die Datenschutzerklärung gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung der Anfrage gespeichert werden.',
	'I have read the privacy policy and agree that my details may be stored to process this request.',
);

/** The castle's forms: a group booking request using every field type, and the newsletter. */
export const CASTLE_FORMS: FormDef[] = [
	{
		key: 'gruppenbuchung',
		id: 601,
		slug: bi('gruppenbuchung', 'group-booking'),
		title: bi('Gruppenbuchung anfragen', 'Request a group booking'),
		notify_email: 'vermittlung@schloss-ravensau.de',
		intro: bi(
			'<p>Ab zehn Personen bieten wir Führungen und Workshops zu Ihrem Wunschtermin an, dienstags bis sonntags zwischen 9 und 16 Uhr. Schulklassen aus der Region besuchen uns kostenlos. Wir melden uns innerhalb von drei Werktagen mit einem Angebot.</p>',
			'<p>For groups of ten or more we offer tours and workshops at a time of your choice, Tuesday to Sunday between 9 am and 4 pm. School classes from the region visit free of charge. We will get back to you with an offer within three working days.</p>',
		),
		success_message: bi(
			'Vielen Dank! Ihre Anfrage ist bei uns eingegangen. Sie erhalten in Kürze eine Bestätigung per E-Mail.',
			'Thank you! We have received your request. You will shortly receive a confirmation by email.',
		),
		fields: [
			field(6011, {
				label: bi('Name der Gruppe oder Einrichtung', 'Name of group or institution'),
				slug: 'group_name',
				type: FIELD_TYPES.text,
				required: true,
				placeholder: bi(
					'z. B. Grundschule am Mühlberg, Klasse 4b',
					'e.g. Mühlberg Primary School, class 4b',
				),
			}),
			field(6012, {
				label: bi('Ansprechperson', 'Contact person'),
				slug: 'contact_name',
				type: FIELD_TYPES.text,
				required: true,
				placeholder: bi('Vor- und Nachname', 'First and last name'),
			}),
			field(6013, {
				label: bi('E-Mail-Adresse', 'Email address'),
				slug: 'email',
				type: FIELD_TYPES.email,
				required: true,
				placeholder: 'name@beispiel.de',
				help: bi(
					'An diese Adresse schicken wir unser Angebot.',
					'We will send our offer to this address.',
				),
			}),
			field(6014, {
				label: bi('Telefon', 'Phone'),
				slug: 'phone',
				type: FIELD_TYPES.text,
				placeholder: '+49 3671 …',
				help: bi('Für Rückfragen am Besuchstag.', 'For questions on the day of your visit.'),
			}),
			field(6015, {
				label: bi('Art der Gruppe', 'Type of group'),
				slug: 'group_type',
				type: FIELD_TYPES.select,
				required: true,
				choices: [
					bi('Schulklasse', 'School class'),
					bi('Kindergarten', 'Nursery group'),
					bi('Erwachsenengruppe', 'Adult group'),
					bi('Reisegruppe', 'Tour group'),
					bi('Verein oder Firma', 'Club or company'),
				],
			}),
			field(6016, {
				label: bi('Gewünschtes Angebot', 'Programme'),
				slug: 'programme',
				type: FIELD_TYPES.radio,
				required: true,
				choices: [
					bi('Schlossführung Beletage (60 Min.)', 'Palace tour, piano nobile (60 min)'),
					bi('Führung „Weißes Gold“ (75 Min.)', '"White Gold" exhibition tour (75 min)'),
					bi('Gartenspaziergang (90 Min.)', 'Garden walk (90 min)'),
					bi(
						'Workshop in der Lernwerkstatt (120 Min.)',
						'Workshop in the learning studio (120 min)',
					),
				],
				default: bi('Schlossführung Beletage (60 Min.)', 'Palace tour, piano nobile (60 min)'),
			}),
			field(6017, {
				label: bi('Wunschtermin', 'Preferred date'),
				slug: 'preferred_date',
				type: FIELD_TYPES.date,
				required: true,
				help: bi(
					'Dienstag bis Sonntag. Montags ist das Schloss geschlossen.',
					'Tuesday to Sunday. The palace is closed on Mondays.',
				),
			}),
			field(6018, {
				label: bi('Alternativtermin mit Uhrzeit', 'Alternative date and time'),
				slug: 'alternative_date',
				type: FIELD_TYPES.dateTime,
				help: bi(
					'Falls Ihr Wunschtermin schon vergeben ist.',
					'In case your preferred date is already taken.',
				),
			}),
			field(6019, {
				label: bi('Anzahl der Teilnehmenden', 'Number of participants'),
				slug: 'participants',
				type: FIELD_TYPES.number,
				required: true,
				placeholder: '25',
				help: bi(
					'Höchstens 25 Personen je Führung; größere Gruppen teilen wir auf.',
					'No more than 25 people per tour; we split larger groups.',
				),
			}),
			field(6020, {
				label: bi('Zusatzleistungen', 'Extras'),
				slug: 'extras',
				type: FIELD_TYPES.checkboxMultiple,
				choices: [
					bi('Mittagessen im Schlosscafé', 'Lunch in the palace café'),
					bi('Kaffee und Kuchen', 'Coffee and cake'),
					bi('Audioguides', 'Audio guides'),
					bi('Leihrollstuhl', 'Loan wheelchair'),
				],
			}),
			field(6021, {
				label: bi('Sprache der Führung', 'Language of the tour'),
				slug: 'languages',
				type: FIELD_TYPES.selectMultiple,
				choices: [
					bi('Deutsch', 'German'),
					bi('Englisch', 'English'),
					bi('Französisch', 'French'),
					bi('Leichte Sprache', 'Easy German'),
					bi('Deutsche Gebärdensprache', 'German Sign Language'),
				],
				default: bi('Deutsch', 'German'),
			}),
			field(6022, {
				label: bi('Geburtsdatum der Gruppenleitung', 'Date of birth of the group leader'),
				slug: 'leader_birthdate',
				type: FIELD_TYPES.dateOfBirth,
				help: bi(
					'Gruppenleitungen ab 65 Jahren erhalten freien Eintritt.',
					'Group leaders aged 65 and over are admitted free of charge.',
				),
			}),
			field(6023, {
				label: bi('Website der Einrichtung', 'Website of your institution'),
				slug: 'website',
				type: FIELD_TYPES.url,
				placeholder: 'https://',
			}),
			field(6024, {
				label: bi('Teilnehmerliste', 'List of participants'),
				slug: 'participant_list',
				type: FIELD_TYPES.file,
				help: bi(
					'Optional, als PDF oder Excel-Datei, höchstens 5 MB.',
					'Optional, as a PDF or Excel file, max. 5 MB.',
				),
			}),
			field(6025, {
				label: bi('Ihre Nachricht', 'Your message'),
				slug: 'message',
				type: FIELD_TYPES.textarea,
				placeholder: bi(
					'Besondere Wünsche, Barrierefreiheit, Anreise mit dem Bus …',
					'Special requests, accessibility needs, arrival by coach …',
				),
			}),
			field(6026, {
				label: bi('Quelle', 'Source'),
				slug: 'source',
				type: FIELD_TYPES.hidden,
				visible: false,
				default: 'website-gruppenbuchung',
			}),
			field(6027, {
				label: PRIVACY_CONSENT,
				slug: 'privacy',
				type: FIELD_TYPES.checkbox,
				required: true,
			}),
			field(6028, {
				label: bi(
					'Ich möchte den Newsletter für Lehrkräfte erhalten.',
					'I would like to receive the newsletter for teachers.',
				),
				slug: 'teacher_newsletter',
				type: FIELD_TYPES.checkbox,
			}),
		],
	},
	{
		key: 'newsletter',
		id: 602,
		slug: 'newsletter',
		title: bi('Newsletter abonnieren', 'Subscribe to our newsletter'),
		intro: bi(
			'<p>Einmal im Monat: neue Ausstellungen, Konzerte und Geschichten aus dem Schloss. Abmeldung jederzeit möglich.</p>',
			'<p>Once a month: new exhibitions, concerts and stories from the palace. You can unsubscribe at any time.</p>',
		),
		success_message: bi(
			'Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen gerade geschickt haben.',
			'Almost done! Please confirm your subscription using the link in the email we have just sent you.',
		),
		fields: [
			field(6031, {
				label: bi('E-Mail-Adresse', 'Email address'),
				slug: 'email',
				type: FIELD_TYPES.email,
				required: true,
				placeholder: 'name@beispiel.de',
			}),
			field(6032, {
				label: bi('Vorname', 'First name'),
				slug: 'first_name',
				type: FIELD_TYPES.text,
				placeholder: bi('Für die persönliche Anrede', 'So we can address you personally'),
			}),
			field(6033, {
				label: bi('Das interessiert mich', 'I am interested in'),
				slug: 'interests',
				type: FIELD_TYPES.checkboxMultiple,
				choices: [
					bi('Ausstellungen', 'Exhibitions'),
					bi('Konzerte', 'Concerts'),
					bi('Familienprogramm', 'Family programme'),
					bi('Garten', 'Gardens'),
				],
			}),
			field(6034, {
				label: PRIVACY_CONSENT,
				slug: 'privacy',
				type: FIELD_TYPES.checkbox,
				required: true,
			}),
			field(6035, {
				label: bi('Quelle', 'Source'),
				slug: 'source',
				type: FIELD_TYPES.hidden,
				visible: false,
				default: 'website-newsletter',
			}),
		],
	},
];
