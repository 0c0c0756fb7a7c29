import type { CmsPage } from '../../../src/lib/contract/index.ts';
import { imprintPage, privacyPage, termsPage, type LegalEntity } from '../shared/legal-pages.ts';
import { bi } from '../shared/text.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import { PHOTO } from './credits.ts';
import { CASTLE_LEGAL_IDS } from './paths.ts';

/** The foundation that runs the palace (fictional). */
export const CASTLE_ENTITY: LegalEntity = {
	name: 'Stiftung Schloss Ravensau',
	legalForm: bi(
		'Rechtsfähige Stiftung des öffentlichen Rechts',
		'Foundation under public law with legal capacity',
	),
	street: 'Schlossplatz 1',
	zip: '07356',
	city: 'Ravensau',
	phone: '+49 3671 40 88-0',
	email: 'info@schloss-ravensau.de',
	privacyEmail: 'datenschutz@schloss-ravensau.de',
	ticketEmail: 'tickets@schloss-ravensau.de',
	domain: 'www.schloss-ravensau.de',
	representedBy: bi(
		'Den Vorstand bilden Dr. Henrike Vollmer (Direktorin) und Jonas Brandauer (Kaufmännischer Vorstand). Vorsitzender des Stiftungsrats ist Staatssekretär a. D. Rainer Wendholt.',
		'The executive board consists of Dr Henrike Vollmer (Director) and Jonas Brandauer (Managing Director). The board of trustees is chaired by former state secretary Rainer Wendholt.',
	),
	register: bi(
		'Eingetragen im Stiftungsverzeichnis des Landes unter dem Aktenzeichen StV 14-2213/91.',
		'Registered in the state register of foundations under file number StV 14-2213/91.',
	),
	supervision: bi(
		'Zuständige Stiftungsaufsicht: Landesverwaltungsamt, Referat Stiftungsaufsicht, Amtsring 12, 07301 Ravensau.',
		'Supervisory authority: State Administrative Office, Foundation Supervision Unit, Amtsring 12, 07301 Ravensau.',
	),
	vatId: 'DE 814 372 905',
	editorialLead: bi(
		'Friederike Haas, Leiterin Kommunikation',
		'Friederike Haas, Head of Communications',
	),
	dataProtectionOfficer: 'Dr. Bernd Kallweit',
	dataProtectionAuthority: bi(
		'dem Landesbeauftragten für Datenschutz und Informationsfreiheit',
		'the State Commissioner for Data Protection and Freedom of Information',
	),
	hostingProvider: 'Mittelgebirge Rechenzentrum GmbH, Industriestraße 40, 07318 Saalbrück',
	boxOffice: bi(
		'Schlosskasse im Südflügel, Dienstag bis Sonntag 9:45–16:30 Uhr, Telefon +49 3671 40 88-100',
		'ticket office in the south wing, Tuesday to Sunday 9.45 am–4.30 pm, phone +49 3671 40 88-100',
	),
	photoCredits: `${PHOTO.weidlich}; ${PHOTO.kern}; ${PHOTO.hebestreit}; ${PHOTO.archiv}`,
};

/** Terms, privacy policy and imprint of the castle. */
export function castleLegalPages(): Localised<CmsPage>[] {
	return [
		termsPage(CASTLE_LEGAL_IDS.terms, CASTLE_ENTITY),
		privacyPage(CASTLE_LEGAL_IDS.privacy, CASTLE_ENTITY),
		imprintPage(CASTLE_LEGAL_IDS.imprint, CASTLE_ENTITY),
	];
}
