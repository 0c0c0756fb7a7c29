import type { CmsPage } from '../../../src/lib/contract/index.ts';
import { imprintPage, privacyPage, termsPage, type LegalEntity } from '../shared/legal-pages.ts';
import { bi } from '../shared/text.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import { PHOTO } from './credits.ts';
import { REGION_LEGAL_IDS } from './paths.ts';

/** The non-profit company that runs the culture network (fictional). */
export const REGION_ENTITY: LegalEntity = {
	name: 'Kulturregion Auental gGmbH',
	legalForm: bi(
		'Gemeinnützige Gesellschaft mit beschränkter Haftung',
		'Non-profit limited liability company',
	),
	street: 'Theaterplatz 3',
	zip: '97412',
	city: 'Auenstadt',
	phone: '+49 9721 58 30-0',
	email: 'info@kulturregion-auental.de',
	privacyEmail: 'datenschutz@kulturregion-auental.de',
	ticketEmail: 'tickets@kulturregion-auental.de',
	domain: 'www.kulturregion-auental.de',
	representedBy: bi(
		'Geschäftsführerin: Miriam Albrecht. Vorsitzender des Aufsichtsrats: Landrat Dr. Georg Haberland.',
		'Managing Director: Miriam Albrecht. Chair of the supervisory board: District Administrator Dr Georg Haberland.',
	),
	register: bi(
		'Handelsregister: Amtsgericht Hohenbruck, HRB 21457. Die Gesellschaft ist vom Finanzamt Auenstadt als gemeinnützig anerkannt.',
		'Commercial register: Hohenbruck Local Court, HRB 21457. The company is recognised as a non-profit organisation by the Auenstadt tax office.',
	),
	supervision: bi(
		'Gesellschafter sind der Landkreis Auental sowie die Städte Auenstadt, Weidenfeld, Lindach und Seewinkel.',
		'The shareholders are the district of Auental and the towns of Auenstadt, Weidenfeld, Lindach and Seewinkel.',
	),
	vatId: 'DE 297 664 120',
	editorialLead: bi(
		'Marie Sandhoff, Leiterin Kommunikation und Redaktion',
		'Marie Sandhoff, Head of Communications and Editorial',
	),
	dataProtectionOfficer: 'Sabine Lutz (extern)',
	dataProtectionAuthority: bi(
		'dem Landesamt für Datenschutzaufsicht',
		'the State Office for Data Protection Supervision',
	),
	hostingProvider: 'Auental Netz GmbH, Gewerbepark 8, 97437 Weidenfeld',
	boxOffice: bi(
		'Theaterkasse am Theaterplatz 1 in Auenstadt, Dienstag bis Freitag 10–18 Uhr, Samstag 10–14 Uhr, sowie die Abendkassen der Spielorte ab einer Stunde vor Beginn',
		'the box office at Theaterplatz 1 in Auenstadt, Tuesday to Friday 10 am–6 pm, Saturday 10 am–2 pm, and the venues’ door sales from one hour before the start',
	),
	photoCredits: `${PHOTO.remmers}; ${PHOTO.olbrich}; ${PHOTO.feldhaus}; ${PHOTO.ebner}`,
};

/** Terms, privacy policy and imprint of the region. */
export function regionLegalPages(): Localised<CmsPage>[] {
	return [
		termsPage(REGION_LEGAL_IDS.terms, REGION_ENTITY),
		privacyPage(REGION_LEGAL_IDS.privacy, REGION_ENTITY),
		imprintPage(REGION_LEGAL_IDS.imprint, REGION_ENTITY),
	];
}
