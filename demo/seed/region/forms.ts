import { FIELD_TYPES } from '../../../src/lib/contract/index.ts';
import type { FormDef } from '../shared/defs.ts';
import { field } from '../shared/forms.ts';
import { bi } from '../shared/text.ts';

const PRIVACY_CONSENT = bi(
	'Ich habe die Datenschutzerklärung gelesen und bin einverstanden, dass meine Angaben zur Bearbeitung der Anfrage gespeichert werden.',
	'I have read the privacy policy and agree that my details may be stored to process this request.',
);

/** The region's forms: a group and school booking request using every field type, and the newsletter. */
export const REGION_FORMS: FormDef[] = [
	{
		key: 'gruppenbuchung',
		id: 601,
		slug: bi('gruppen-und-schulbuchung', 'group-and-school-booking'),
		title: bi('Gruppen- und Schulbuchung', 'Group and school booking'),
		notify_email: 'tickets@kulturregion-auental.de',
		intro: bi(
			'<p>Ab zehn Personen erhalten Gruppen 15 Prozent Ermäßigung, Schulklassen zahlen 6 Euro pro Person, zwei Begleitpersonen sind frei. Nennen Sie uns Ihre Wunschvorstellung, wir melden uns innerhalb von drei Werktagen.</p>',
			'<p>Groups of ten or more receive a 15 per cent discount; school classes pay 6 euros per person and two accompanying adults go free. Tell us which performance you would like to see and we will get back to you within three working days.</p>',
		),
		success_message: bi(
			'Danke! Wir haben Ihre Anfrage erhalten und melden uns in Kürze.',
			'Thank you! We have received your request and will be in touch shortly.',
		),
		fields: [
			field(6011, {
				label: bi('Schule, Verein oder Gruppe', 'School, club or group'),
				slug: 'group_name',
				type: FIELD_TYPES.text,
				required: true,
				placeholder: bi('z. B. Gymnasium Weidenfeld, 10c', 'e.g. Weidenfeld Grammar School, 10c'),
			}),
			field(6012, {
				label: bi('Ansprechperson', 'Contact person'),
				slug: 'contact_name',
				type: FIELD_TYPES.text,
				required: true,
			}),
			field(6013, {
				label: bi('E-Mail-Adresse', 'Email address'),
				slug: 'email',
				type: FIELD_TYPES.email,
				required: true,
				placeholder: 'name@beispiel.de',
			}),
			field(6014, {
				label: bi('Telefon', 'Phone'),
				slug: 'phone',
				type: FIELD_TYPES.text,
				placeholder: '+49 9721 …',
			}),
			field(6015, {
				label: bi('Gewünschte Veranstaltung', 'Preferred event'),
				slug: 'production',
				type: FIELD_TYPES.select,
				required: true,
				choices: [
					bi('Nathan der Weise', 'Nathan the Wise'),
					bi('Woyzeck', 'Woyzeck'),
					bi('Das Flussarchiv', 'The River Archive'),
					bi('Der gestiefelte Kater', 'Puss in Boots'),
					bi('Klangwege-Konzert', 'Sound Paths concert'),
					bi('Andere Veranstaltung', 'Other event'),
				],
			}),
			field(6016, {
				label: bi('Art der Gruppe', 'Type of group'),
				slug: 'group_type',
				type: FIELD_TYPES.radio,
				required: true,
				choices: [
					bi('Schulklasse', 'School class'),
					bi('Kita', 'Nursery'),
					bi('Erwachsenengruppe', 'Adult group'),
					bi('Seniorengruppe', 'Senior citizens’ group'),
				],
				default: bi('Schulklasse', 'School class'),
			}),
			field(6017, {
				label: bi('Wunschtermin', 'Preferred date'),
				slug: 'preferred_date',
				type: FIELD_TYPES.date,
				required: true,
			}),
			field(6018, {
				label: bi('Ausweichtermin mit Uhrzeit', 'Alternative date and time'),
				slug: 'alternative_date',
				type: FIELD_TYPES.dateTime,
				help: bi(
					'Schulvorstellungen beginnen in der Regel um 10 Uhr.',
					'School performances usually start at 10 am.',
				),
			}),
			field(6019, {
				label: bi('Anzahl Teilnehmende', 'Number of participants'),
				slug: 'participants',
				type: FIELD_TYPES.number,
				required: true,
				placeholder: '28',
			}),
			field(6020, {
				label: bi('Davon Begleitpersonen', 'Of whom accompanying adults'),
				slug: 'companions',
				type: FIELD_TYPES.number,
				default: '2',
			}),
			field(6021, {
				label: bi('Zusätzlich gewünscht', 'Also requested'),
				slug: 'extras',
				type: FIELD_TYPES.checkboxMultiple,
				choices: [
					bi('Vorbereitung im Klassenzimmer', 'Classroom preparation session'),
					bi('Nachgespräch mit dem Ensemble', 'Post-show talk with the cast'),
					bi('Führung hinter die Kulissen', 'Backstage tour'),
					bi('Materialmappe für Lehrkräfte', 'Teachers’ resource pack'),
				],
			}),
			field(6022, {
				label: bi('Besondere Bedürfnisse', 'Access requirements'),
				slug: 'access',
				type: FIELD_TYPES.selectMultiple,
				choices: [
					bi('Rollstuhlplätze', 'Wheelchair spaces'),
					bi('Induktive Höranlage', 'Induction loop'),
					bi('Audiodeskription', 'Audio description'),
					bi('Gebärdensprache', 'Sign language'),
				],
			}),
			field(6023, {
				label: bi('Geburtsdatum der Ansprechperson', 'Date of birth of the contact person'),
				slug: 'contact_birthdate',
				type: FIELD_TYPES.dateOfBirth,
				help: bi(
					'Nur für Seniorengruppen: Ab 65 Jahren gilt der Seniorentarif.',
					'For senior groups only: the senior rate applies from age 65.',
				),
			}),
			field(6024, {
				label: bi('Website der Schule oder Einrichtung', 'Website of your school or institution'),
				slug: 'website',
				type: FIELD_TYPES.url,
				placeholder: 'https://',
			}),
			field(6025, {
				label: bi('Berechtigungsnachweis', 'Proof of eligibility'),
				slug: 'proof',
				type: FIELD_TYPES.file,
				help: bi(
					'z. B. Bestätigung der Schule, PDF oder JPG, höchstens 5 MB',
					'e.g. confirmation from the school, PDF or JPG, max. 5 MB',
				),
			}),
			field(6026, {
				label: bi('Nachricht', 'Message'),
				slug: 'message',
				type: FIELD_TYPES.textarea,
				placeholder: bi(
					'Anreise, Pausenverpflegung, Fragen zum Stück …',
					'Travel, refreshments, questions about the play …',
				),
			}),
			field(6027, {
				label: bi('Quelle', 'Source'),
				slug: 'source',
				type: FIELD_TYPES.hidden,
				visible: false,
				default: 'website-gruppen-schulen',
			}),
			field(6028, {
				label: PRIVACY_CONSENT,
				slug: 'privacy',
				type: FIELD_TYPES.checkbox,
				required: true,
			}),
			field(6029, {
				label: bi(
					'Bitte informieren Sie mich über neue Angebote für Schulen.',
					'Please keep me informed about new offers for schools.',
				),
				slug: 'school_news',
				type: FIELD_TYPES.checkbox,
			}),
		],
	},
	{
		key: 'newsletter',
		id: 602,
		slug: 'newsletter',
		title: bi('Der Auental-Newsletter', 'The Auental newsletter'),
		intro: bi(
			'<p>Jeden Donnerstag: die Tipps der Redaktion für das Wochenende in der ganzen Region.</p>',
			'<p>Every Thursday: the editors’ picks for the weekend across the region.</p>',
		),
		success_message: bi(
			'Fast geschafft! Bitte bestätigen Sie Ihre Anmeldung über den Link in unserer E-Mail.',
			'Almost done! Please confirm your subscription using the link in our email.',
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
				label: bi('Meine Sparten', 'My interests'),
				slug: 'interests',
				type: FIELD_TYPES.checkboxMultiple,
				choices: [
					bi('Theater', 'Theatre'),
					bi('Konzerte', 'Concerts'),
					bi('Jazz', 'Jazz'),
					bi('Lesungen', 'Readings'),
					bi('Familie', 'Family'),
				],
			}),
			field(6033, {
				label: PRIVACY_CONSENT,
				slug: 'privacy',
				type: FIELD_TYPES.checkbox,
				required: true,
			}),
			field(6034, {
				label: bi('Quelle', 'Source'),
				slug: 'source',
				type: FIELD_TYPES.hidden,
				visible: false,
				default: 'website-newsletter',
			}),
		],
	},
];
