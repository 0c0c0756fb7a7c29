import type { CmsPage } from '../../../src/lib/contract/index.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import type { Blocks } from './blocks.ts';
import { cmsPage, type PageDef } from './pages.ts';
import { bi, type BiText } from './text.ts';
import { LIST_PATHS } from './urls.ts';

/** The institution behind a site, as the legal pages name it. */
export type LegalEntity = {
	/** e.g. 'Stiftung Schloss Ravensau'. */
	name: string;
	legalForm: BiText;
	street: string;
	zip: string;
	city: string;
	phone: string;
	email: string;
	privacyEmail: string;
	ticketEmail: string;
	domain: string;
	representedBy: BiText;
	register: BiText;
	/** Supervision or ownership statement, a full sentence. */
	supervision: BiText;
	vatId: string;
	/** Responsible for the editorial content (§ 18 Abs. 2 MStV). */
	editorialLead: BiText;
	dataProtectionOfficer: string;
	/** The data-protection authority visitors may complain to. */
	dataProtectionAuthority: BiText;
	hostingProvider: string;
	/** Where tickets can be collected and bought, with opening hours. */
	boxOffice: BiText;
	/** Picture credits for the imprint. */
	photoCredits: string;
};

type Chapter = readonly [heading: BiText, html: BiText];

function chapters(b: Blocks, intro: BiText, list: readonly Chapter[]) {
	return [
		b.text(intro),
		...list.flatMap(([heading, html], index) => [
			b.headline(heading, { level: 2, anchor: `abschnitt-${index + 1}` }),
			b.text(html, { decreaseDistance: true }),
		]),
	];
}

/** Imprint (/de/impressum, /en/impressum). */
export function imprintPage(id: number, e: LegalEntity): Localised<CmsPage> {
	const def: PageDef = {
		id,
		path: LIST_PATHS.imprint,
		title: bi('Impressum', 'Imprint'),
		metaDescription: bi(`Impressum der ${e.name}`, `Legal notice of the ${e.name}`),
		inFooter: true,
		pageClass: 'page-legal',
	};
	const address = `${e.name}<br>${e.street}<br>${e.zip} ${e.city}`;
	return cmsPage(def, (b) =>
		chapters(
			b,
			bi(
				`<p>Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) und § 18 Medienstaatsvertrag (MStV).</p>`,
				`<p>Information pursuant to Section 5 of the German Digital Services Act (DDG) and Section 18 of the Interstate Media Treaty (MStV).</p>`,
			),
			[
				[
					bi('Anbieter', 'Provider'),
					bi(
						`<p>${address}</p><p>${e.legalForm.de}</p><p>Telefon: ${e.phone}<br>E-Mail: <a href="mailto:${e.email}">${e.email}</a></p>`,
						`<p>${address}<br>Germany</p><p>${e.legalForm.en}</p><p>Phone: ${e.phone}<br>Email: <a href="mailto:${e.email}">${e.email}</a></p>`,
					),
				],
				[
					bi('Vertretungsberechtigt', 'Authorised representatives'),
					bi(`<p>${e.representedBy.de}</p>`, `<p>${e.representedBy.en}</p>`),
				],
				[
					bi('Register und Aufsicht', 'Register and supervision'),
					bi(
						`<p>${e.register.de}</p><p>${e.supervision.de}</p><p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${e.vatId}</p>`,
						`<p>${e.register.en}</p><p>${e.supervision.en}</p><p>VAT identification number pursuant to Section 27a of the German VAT Act: ${e.vatId}</p>`,
					),
				],
				[
					bi('Verantwortlich für den Inhalt', 'Responsible for the content'),
					bi(
						`<p>Verantwortlich im Sinne von § 18 Abs. 2 MStV: ${e.editorialLead.de}, Anschrift wie oben.</p>`,
						`<p>Responsible within the meaning of Section 18 (2) MStV: ${e.editorialLead.en}, address as above.</p>`,
					),
				],
				[
					bi('Verbraucherstreitbeilegung', 'Consumer dispute resolution'),
					bi(
						`<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Bei Fragen zu Ihrer Buchung wenden Sie sich bitte direkt an <a href="mailto:${e.ticketEmail}">${e.ticketEmail}</a>.</p>`,
						`<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (Section 36 VSBG). If you have questions about your booking, please contact <a href="mailto:${e.ticketEmail}">${e.ticketEmail}</a> directly.</p>`,
					),
				],
				[
					bi('Haftung für Inhalte und Links', 'Liability for content and links'),
					bi(
						`<p>Die Inhalte dieser Website werden mit größtmöglicher Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität können wir jedoch keine Gewähr übernehmen; insbesondere Termine und Preise können sich kurzfristig ändern. Maßgeblich sind die Angaben im Ticketshop zum Zeitpunkt der Buchung.</p><p>Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir derartige Links umgehend.</p>`,
						`<p>The content of this website is compiled with the greatest possible care. However, we cannot guarantee that it is accurate, complete and up to date; dates and prices in particular may change at short notice. The information in the ticket shop at the time of booking is binding.</p><p>Our website contains links to external third-party websites over whose content we have no influence. The respective provider is always responsible for such content. Should we become aware of any infringement, we will remove the link immediately.</p>`,
					),
				],
				[
					bi('Urheberrecht und Bildnachweise', 'Copyright and picture credits'),
					bi(
						`<p>Texte, Bilder und Gestaltung dieser Website sind urheberrechtlich geschützt. Eine Verwendung außerhalb der Grenzen des Urheberrechts bedarf unserer schriftlichen Zustimmung. Pressefotos stellen wir auf Anfrage gern zur Verfügung.</p><p>Fotos: ${e.photoCredits}</p>`,
						`<p>The texts, images and design of this website are protected by copyright. Any use beyond the limits of copyright law requires our written consent. Press photos are gladly provided on request.</p><p>Photos: ${e.photoCredits}</p>`,
					),
				],
				[
					bi('Technische Umsetzung und Hosting', 'Technical implementation and hosting'),
					bi(`<p>Hosting: ${e.hostingProvider}</p>`, `<p>Hosting: ${e.hostingProvider}</p>`),
				],
			],
		),
	);
}

/** Privacy policy (/de/datenschutz, /en/datenschutz). */
export function privacyPage(id: number, e: LegalEntity): Localised<CmsPage> {
	const def: PageDef = {
		id,
		path: LIST_PATHS.privacy,
		title: bi('Datenschutzerklärung', 'Privacy policy'),
		metaDescription: bi(
			`Wie die ${e.name} personenbezogene Daten auf ${e.domain} verarbeitet.`,
			`How the ${e.name} processes personal data on ${e.domain}.`,
		),
		inFooter: true,
		pageClass: 'page-legal',
	};
	return cmsPage(def, (b) =>
		chapters(
			b,
			bi(
				`<p>Der Schutz Ihrer Daten ist uns wichtig. Diese Erklärung informiert Sie darüber, welche personenbezogenen Daten wir beim Besuch von ${e.domain}, beim Kauf von Tickets und bei der Nutzung unserer Formulare verarbeiten, zu welchen Zwecken und auf welcher Rechtsgrundlage.</p>`,
				`<p>We take the protection of your data seriously. This policy explains which personal data we process when you visit ${e.domain}, buy tickets or use our forms, for what purposes and on what legal basis.</p>`,
			),
			[
				[
					bi('1. Verantwortliche Stelle', '1. Controller'),
					bi(
						`<p>${e.name}, ${e.street}, ${e.zip} ${e.city}, E-Mail: <a href="mailto:${e.email}">${e.email}</a>. Unseren Datenschutzbeauftragten, ${e.dataProtectionOfficer}, erreichen Sie unter <a href="mailto:${e.privacyEmail}">${e.privacyEmail}</a>.</p>`,
						`<p>${e.name}, ${e.street}, ${e.zip} ${e.city}, Germany, email: <a href="mailto:${e.email}">${e.email}</a>. You can reach our data protection officer, ${e.dataProtectionOfficer}, at <a href="mailto:${e.privacyEmail}">${e.privacyEmail}</a>.</p>`,
					),
				],
				[
					bi(
						'2. Aufruf der Website und Server-Protokolle',
						'2. Visiting the website and server logs',
					),
					bi(
						`<p>Bei jedem Aufruf speichert unser Hosting-Dienstleister ${e.hostingProvider} vorübergehend die IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite, den Browsertyp und die zuvor besuchte Seite. Diese Daten benötigen wir, um die Website sicher und stabil auszuliefern (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolle werden nach 14 Tagen gelöscht; IP-Adressen werden bereits nach 24 Stunden gekürzt.</p><p>Schriften und Symbole liefern wir von unserem eigenen Server aus; beim bloßen Besuch der Website werden keine Daten an Schriftanbieter oder andere Dritte übermittelt.</p>`,
						`<p>Each time a page is requested, our hosting provider ${e.hostingProvider} temporarily stores the IP address, date and time, the page requested, the browser type and the referring page. We need this data to deliver the website securely and reliably (Art. 6 (1) (f) GDPR). Logs are deleted after 14 days; IP addresses are truncated after 24 hours.</p><p>Fonts and icons are served from our own server; merely visiting the website does not transmit any data to font providers or other third parties.</p>`,
					),
				],
				[
					bi('3. Cookies und Einwilligung', '3. Cookies and consent'),
					bi(
						`<p>Über unseren Cookie-Manager entscheiden Sie selbst, welche Kategorien Sie zulassen. Ihre Auswahl können Sie jederzeit über den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite ändern oder widerrufen.</p><ul><li><strong>Erforderlich:</strong> Cookies für Spracheinstellung, Warenkorb, die 15-minütige Ticketreservierung, die Anmeldung und das Speichern Ihrer Cookie-Auswahl. Sie sind für den Betrieb notwendig und setzen keine Einwilligung voraus (§ 25 Abs. 2 Nr. 2 TDDDG).</li><li><strong>Optimierung:</strong> anonymisierte Reichweitenmessung, mit der wir verstehen, welche Inhalte gefragt sind. Nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO); Speicherdauer höchstens 13 Monate.</li><li><strong>Marketing:</strong> Messung des Erfolgs unserer Anzeigen über einen Tag-Manager. Nur mit Ihrer Einwilligung; es findet kein Verkauf von Daten statt.</li><li><strong>Externe Medien:</strong> eingebettete Videos, Audio- und Podcast-Player, Dokumentenbetrachter, Beiträge sozialer Netzwerke und Formulare externer Anbieter. Sie werden erst geladen, wenn Sie dieser Kategorie zustimmen oder den einzelnen Inhalt per Klick freigeben; erst dann wird Ihre IP-Adresse an den jeweiligen Anbieter übermittelt.</li></ul>`,
						`<p>Our cookie manager lets you decide which categories you allow. You can change or withdraw your choice at any time using the 'Cookie settings' link in the footer of every page.</p><ul><li><strong>Required:</strong> cookies for the language setting, the cart, the 15-minute ticket reservation, login and storing your cookie choice. They are necessary to run the site and do not require consent (Section 25 (2) no. 2 TDDDG).</li><li><strong>Optimisation:</strong> anonymised audience measurement that helps us understand which content is in demand. Only with your consent (Art. 6 (1) (a) GDPR); stored for no more than 13 months.</li><li><strong>Marketing:</strong> measuring the success of our advertising via a tag manager. Only with your consent; no data is sold.</li><li><strong>External media:</strong> embedded videos, audio and podcast players, document viewers, social media posts and forms from external providers. They are only loaded once you consent to this category or release the individual item with a click; only then is your IP address transmitted to the provider concerned.</li></ul>`,
					),
				],
				[
					bi('4. Ticketkauf', '4. Buying tickets'),
					bi(
						`<p>Für den Kauf von Tickets verarbeiten wir Name, Anschrift, E-Mail-Adresse, gewählte Veranstaltungen und Zahlungsinformationen, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Zahlungen wickeln zertifizierte Zahlungsdienstleister ab; Kartendaten erhalten wir nicht. Rechnungsrelevante Daten bewahren wir entsprechend den handels- und steuerrechtlichen Fristen zehn Jahre auf (Art. 6 Abs. 1 lit. c DSGVO).</p>`,
						`<p>To sell you tickets we process your name, address, email address, the events chosen and payment information in order to perform the contract (Art. 6 (1) (b) GDPR). Payments are handled by certified payment service providers; we do not receive card details. Data relevant for invoicing is kept for ten years in accordance with commercial and tax law (Art. 6 (1) (c) GDPR).</p>`,
					),
				],
				[
					bi('5. Formulare und Newsletter', '5. Forms and newsletter'),
					bi(
						`<p>Angaben aus unseren Formularen, etwa einer Gruppenanfrage, verwenden wir ausschließlich zur Bearbeitung Ihres Anliegens und löschen sie spätestens zwölf Monate nach Abschluss. Den Newsletter versenden wir nur nach Bestätigung Ihrer E-Mail-Adresse (Double-Opt-in); Sie können ihn jederzeit über den Abmeldelink in jeder Ausgabe abbestellen.</p>`,
						`<p>Information from our forms, such as a group request, is used solely to deal with your enquiry and deleted no later than twelve months after it has been completed. We only send the newsletter after you have confirmed your email address (double opt-in); you can unsubscribe at any time using the link in every issue.</p>`,
					),
				],
				[
					bi('6. Ihre Rechte', '6. Your rights'),
					bi(
						`<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung, auf Datenübertragbarkeit sowie auf Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen. Erteilte Einwilligungen können Sie jederzeit mit Wirkung für die Zukunft widerrufen. Zudem können Sie sich bei einer Aufsichtsbehörde beschweren, zum Beispiel bei ${e.dataProtectionAuthority.de}.</p>`,
						`<p>You have the right of access, rectification, erasure and restriction of processing, the right to data portability and the right to object to processing based on legitimate interests. You may withdraw consent at any time with effect for the future. You also have the right to lodge a complaint with a supervisory authority, for example ${e.dataProtectionAuthority.en}.</p>`,
					),
				],
			],
		),
	);
}

/** Terms and conditions of ticket sales (/de/agb, /en/agb). */
export function termsPage(id: number, e: LegalEntity): Localised<CmsPage> {
	const def: PageDef = {
		id,
		path: LIST_PATHS.terms,
		title: bi('Allgemeine Geschäftsbedingungen', 'General terms and conditions'),
		headline: bi('AGB für den Ticketverkauf', 'Terms and conditions of ticket sales'),
		metaDescription: bi(
			`Bedingungen für den Kauf von Eintrittskarten bei der ${e.name}.`,
			`Conditions for buying tickets from the ${e.name}.`,
		),
		inFooter: true,
		pageClass: 'page-legal',
	};
	return cmsPage(def, (b) =>
		chapters(
			b,
			bi(
				`<p>Diese Bedingungen gelten für alle Eintrittskarten, die Sie online, an der Kasse oder telefonisch bei der ${e.name} erwerben. Maßgeblich ist die deutsche Fassung.</p>`,
				`<p>These terms apply to all tickets purchased online, at the box office or by telephone from the ${e.name}. The German version is legally binding; this translation is provided for convenience.</p>`,
			),
			[
				[
					bi('§ 1 Vertragsschluss', '§ 1 Conclusion of contract'),
					bi(
						`<p>Die Darstellung der Veranstaltungen im Ticketshop ist noch kein verbindliches Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit unserer Bestellbestätigung per E-Mail zustande.</p>`,
						`<p>The presentation of events in the ticket shop does not constitute a binding offer. By clicking 'Order with obligation to pay' you make a binding offer; the contract is concluded when we confirm your order by email.</p>`,
					),
				],
				[
					bi('§ 2 Reservierung im Warenkorb', '§ 2 Reservation in the cart'),
					bi(
						`<p>Tickets, die Sie in den Warenkorb legen, sind für <strong>15 Minuten</strong> für Sie reserviert. Schließen Sie die Bestellung in dieser Zeit nicht ab, werden die Plätze automatisch wieder freigegeben und stehen anderen Besucherinnen und Besuchern zur Verfügung. Ein Anspruch auf bestimmte Plätze besteht erst mit der Bestellbestätigung.</p>`,
						`<p>Tickets placed in the cart are reserved for you for <strong>15 minutes</strong>. If you do not complete your order within this time, the seats are released automatically and become available to other visitors again. You are only entitled to specific seats once your order has been confirmed.</p>`,
					),
				],
				[
					bi('§ 3 Preise, Ermäßigungen und Zahlung', '§ 3 Prices, discounts and payment'),
					bi(
						`<p>Es gelten die zum Zeitpunkt der Bestellung angegebenen Preise einschließlich der gesetzlichen Umsatzsteuer. Ermäßigungen gelten für Schülerinnen und Schüler, Studierende, Auszubildende, Freiwilligendienstleistende, Menschen mit einem Grad der Behinderung ab 50 sowie Inhaberinnen und Inhaber des Kulturpasses; der Nachweis ist beim Einlass vorzuzeigen. Kinder bis 14 Jahre erhalten ermäßigte Kinderkarten, die Familienkarte gilt für zwei Erwachsene und bis zu drei Kinder.</p><p>Sie können per Kreditkarte, Lastschrift, PayPal oder an der Kasse bar und mit Karte bezahlen.</p>`,
						`<p>The prices stated at the time of ordering apply, including statutory VAT. Discounts are available to pupils, students, apprentices, volunteers, people with a disability rating of 50 or more and culture pass holders; proof must be shown on admission. Children under 14 receive reduced children's tickets; the family ticket is valid for two adults and up to three children.</p><p>You can pay by credit card, direct debit, PayPal, or in cash or by card at the box office.</p>`,
					),
				],
				[
					bi('§ 4 Zustellung und Einlass', '§ 4 Delivery and admission'),
					bi(
						`<p>Online gekaufte Tickets erhalten Sie als PDF zum Selbstausdrucken oder als Mobile Ticket. Jedes Ticket berechtigt einmalig zum Einlass. Zeitfenstertickets gelten für den gebuchten Einlasszeitraum; bitte kommen Sie pünktlich, da verspätet eintreffende Gäste nicht in laufende Führungen eingelassen werden können. Abholung und Kauf vor Ort: ${e.boxOffice.de}.</p>`,
						`<p>Tickets bought online are sent as a print-at-home PDF or as a mobile ticket. Each ticket entitles the holder to a single admission. Timed-entry tickets are valid for the entry slot booked; please arrive on time, as latecomers cannot join tours already in progress. Collection and purchase on site: ${e.boxOffice.en}.</p>`,
					),
				],
				[
					bi('§ 5 Kein Widerrufsrecht', '§ 5 No right of withdrawal'),
					bi(
						`<p>Bei Tickets für Veranstaltungen an einem bestimmten Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht. Gekaufte Tickets werden nicht zurückgenommen; ein Umtausch in eine andere Vorstellung derselben Produktion ist bis 48 Stunden vor Beginn gegen eine Gebühr von 2 Euro je Ticket möglich, sofern Plätze verfügbar sind.</p>`,
						`<p>Under Section 312g (2) no. 9 of the German Civil Code there is no right of withdrawal for tickets to events on a specific date. Tickets purchased cannot be returned; they may be exchanged for another performance of the same production up to 48 hours before it begins for a fee of 2 euros per ticket, subject to availability.</p>`,
					),
				],
				[
					bi('§ 6 Absage und Änderungen', '§ 6 Cancellation and changes'),
					bi(
						`<p>Fällt eine Veranstaltung aus, erstatten wir den Ticketpreis. Bei einer Verlegung behalten die Tickets ihre Gültigkeit; wer den neuen Termin nicht wahrnehmen kann, erhält auf Wunsch den Ticketpreis zurück. Besetzungs- und Programmänderungen berechtigen nicht zur Rückgabe. Bei Veranstaltungen im Freien behalten wir uns vor, sie bei Unwetter zu unterbrechen; nach mehr als der Hälfte der Spielzeit gilt die Veranstaltung als durchgeführt.</p>`,
						`<p>If an event is cancelled, we refund the ticket price. If an event is postponed, tickets remain valid; anyone unable to attend the new date will receive a refund on request. Changes to the cast or programme do not entitle you to return tickets. We reserve the right to interrupt outdoor events in severe weather; once more than half of the running time has elapsed, the event is deemed to have taken place.</p>`,
					),
				],
				[
					bi('§ 7 Weiterverkauf, Hausordnung, Haftung', '§ 7 Resale, house rules, liability'),
					bi(
						`<p>Der gewerbliche Weiterverkauf von Tickets und ihr Weiterverkauf über dem aufgedruckten Preis sind untersagt. Es gilt die Hausordnung der jeweiligen Spielstätte. Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit, im Übrigen nur bei Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren Schaden.</p>`,
						`<p>Commercial resale of tickets and resale above the printed price are prohibited. The house rules of the respective venue apply. We are liable without limitation for intent and gross negligence and for injury to life, body or health; otherwise only for breach of essential contractual obligations and limited to the foreseeable damage.</p>`,
					),
				],
				[
					bi('§ 8 Schlussbestimmungen', '§ 8 Final provisions'),
					bi(
						`<p>Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. Fragen zu Ihrer Bestellung beantworten wir unter <a href="mailto:${e.ticketEmail}">${e.ticketEmail}</a>.</p>`,
						`<p>German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. Should any provision be invalid, the validity of the remaining provisions shall not be affected. We are happy to answer questions about your order at <a href="mailto:${e.ticketEmail}">${e.ticketEmail}</a>.</p>`,
					),
				],
			],
		),
	);
}
