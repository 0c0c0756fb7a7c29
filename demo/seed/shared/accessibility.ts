import { FIELD_TYPES, type CmsPage } from '../../../src/lib/contract/index.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';
import type { FormDef } from './defs.ts';
import { field } from './forms.ts';
import type { ImageSpec } from './images.ts';
import type { LegalEntity } from './legal-pages.ts';
import { cmsPage, type PageDef } from './pages.ts';
import { bi, type BiText } from './text.ts';
import { detailPath, LIST_PATHS, pagePath } from './urls.ts';

/**
 * The BITV 2.0 duties of a public body's website as demo content: the accessibility statement
 * after the EU model (Implementing Decision 2018/1523), the 'report a barrier' form its footer
 * links to, and the pages in Leichte Sprache and German Sign Language its header links to. The
 * paths are the ones `localePath` names ('accessibility-statement', 'easy-read',
 * 'sign-language'); the form's id is `site.design.footer.reportBarrierFormId`.
 */

/** Ids of the three pages; the same on both sites (page ids are per site). */
export const ACCESSIBILITY_PAGE_IDS = { statement: 30, easyRead: 31, signLanguage: 32 } as const;

/** Id of the 'report a barrier' form on both sites. */
export const REPORT_BARRIER_FORM_ID = 603;

const FORM_SLUG = bi('barriere-melden', 'report-a-barrier');

/** A section of a page in Leichte Sprache: a heading and short sentences, one per line. */
export type EasyReadSection = readonly [heading: BiText, sentences: BiText];

/** What a site tells about itself on these pages. */
export type AccessibilityFacts = {
	entity: LegalEntity;
	/** The venue's address for accessibility questions; the form's notifications go there. */
	accessibilityEmail: string;
	/** The known barriers of this site, each a list item's HTML with its alternative. */
	barriers: readonly BiText[];
	/** The page about access on site (step-free ways, induction loops …). */
	accessPage: BiText;
	/** When the statement was written and last reviewed, as shown (German, English). */
	createdOn: BiText;
	reviewedOn: BiText;
	/** The page in Leichte Sprache (German) and Easy Read (English), section by section. */
	easyRead: readonly EasyReadSection[];
	/** The DGS video and what it explains. */
	signLanguage: { video: string; poster: ImageSpec; topics: BiText };
};

const statementPath = pagePath('erklaerung-zur-barrierefreiheit', 'accessibility-statement');
const easyReadPath = pagePath('leichte-sprache', 'easy-read');
const signLanguagePath = pagePath('gebaerdensprache', 'sign-language');

/** The 'report a barrier' form's path in one language. */
function formPath(locale: 'de' | 'en'): string {
	return detailPath('form', locale, FORM_SLUG, REPORT_BARRIER_FORM_ID);
}

const ARBITRATION = {
	address:
		'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz<br>bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen<br>Mauerstraße 53<br>10117 Berlin',
	phone: '+49 30 18 527-2805',
	email: 'info@schlichtungsstelle-bgg.de',
	url: 'https://www.schlichtungsstelle-bgg.de',
};

/** The accessibility statement (/de/erklaerung-zur-barrierefreiheit, /en/accessibility-statement). */
export function accessibilityStatementPage(f: AccessibilityFacts): Localised<CmsPage> {
	const e = f.entity;
	const def: PageDef = {
		id: ACCESSIBILITY_PAGE_IDS.statement,
		path: statementPath,
		title: bi('Erklärung zur Barrierefreiheit', 'Accessibility statement'),
		metaDescription: bi(
			`Wie barrierefrei ${e.domain} ist, welche Inhalte es noch nicht sind und wie Sie uns Barrieren melden.`,
			`How accessible ${e.domain} is, which content is not yet accessible and how to report a barrier to us.`,
		),
		pageClass: 'page-legal',
	};
	const barriers = (locale: 'de' | 'en') =>
		`<ul>${f.barriers.map((item) => `<li>${item[locale]}</li>`).join('')}</ul>`;
	const a = ARBITRATION;
	return cmsPage(def, (b) => [
		b.text(
			bi(
				`<p>Die ${e.name} ist bemüht, ihre Website im Einklang mit den Bestimmungen des Behindertengleichstellungsgesetzes (BGG) und der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) zur Umsetzung der Richtlinie (EU) 2016/2102 barrierefrei zugänglich zu machen.</p><p>Diese Erklärung zur Barrierefreiheit gilt für die Website ${e.domain}.</p>`,
				`<p>The ${e.name} is committed to making its website accessible in accordance with the German Disability Equality Act (BGG) and the Accessible Information Technology Ordinance (BITV 2.0), which implement Directive (EU) 2016/2102.</p><p>This accessibility statement applies to the website ${e.domain}.</p>`,
			),
		),
		b.headline(bi('Stand der Vereinbarkeit mit den Anforderungen', 'Compliance status'), {
			level: 2,
			anchor: 'stand',
		}),
		b.text(
			bi(
				'<p>Diese Website ist wegen der folgenden Unvereinbarkeiten und Ausnahmen <strong>teilweise mit der BITV 2.0 vereinbar</strong>. Maßstab sind die Anforderungen der europäischen Norm EN 301 549 (V3.2.1), die die Konformitätsstufe AA der Web Content Accessibility Guidelines (WCAG 2.1) einschließt.</p>',
				'<p>This website is <strong>partially compliant</strong> with BITV 2.0 due to the non-compliances and exemptions listed below. The benchmark is the European standard EN 301 549 (V3.2.1), which includes conformance level AA of the Web Content Accessibility Guidelines (WCAG 2.1).</p>',
			),
			{ decreaseDistance: true },
		),
		b.headline(bi('Nicht barrierefreie Inhalte', 'Non-accessible content'), {
			level: 2,
			anchor: 'barrieren',
		}),
		b.text(
			bi(
				`<p>Die folgenden Inhalte sind nicht oder nicht vollständig barrierefrei:</p>${barriers('de')}<p>Wie Sie uns vor Ort erreichen und welche Hilfen es im Haus gibt, lesen Sie auf der Seite <a href="${f.accessPage.de}">Barrierefreiheit</a>.</p>`,
				`<p>The following content is not, or not fully, accessible:</p>${barriers('en')}<p>How to reach us on site and what support we offer there is described on our <a href="${f.accessPage.en}">accessibility</a> page.</p>`,
			),
			{ decreaseDistance: true },
		),
		b.headline(bi('Erstellung dieser Erklärung', 'Preparation of this statement'), {
			level: 2,
			anchor: 'erstellung',
		}),
		b.text(
			bi(
				`<p>Diese Erklärung wurde am ${f.createdOn.de} erstellt. Sie beruht auf einer Selbstbewertung: Wir prüfen jede Seitenart der Website mit automatischen Tests (axe) und von Hand mit Tastatur, Bildschirmleser und 400 % Vergrößerung. Die Erklärung wurde zuletzt am ${f.reviewedOn.de} überprüft.</p>`,
				`<p>This statement was prepared on ${f.createdOn.en}. It is based on a self-assessment: we check every page type of the website with automated tests (axe) and by hand with a keyboard, a screen reader and 400% zoom. The statement was last reviewed on ${f.reviewedOn.en}.</p>`,
			),
			{ decreaseDistance: true },
		),
		b.headline(bi('Feedback und Kontakt', 'Feedback and contact details'), {
			level: 2,
			anchor: 'feedback',
		}),
		b.text(
			bi(
				`<p>Sind Ihnen Mängel beim barrierefreien Zugang zu Inhalten dieser Website aufgefallen, oder benötigen Sie Informationen aus einem nicht barrierefreien Inhalt in einer barrierefreien Form? Dann melden Sie sich bitte bei uns:</p><ul><li>über das Formular <a href="${formPath('de')}">Barriere melden</a>, das Sie im Fußbereich jeder Seite finden,</li><li>per E-Mail an <a href="mailto:${f.accessibilityEmail}">${f.accessibilityEmail}</a>,</li><li>per Telefon unter ${e.phone},</li><li>per Post an ${e.name}, ${e.street}, ${e.zip} ${e.city}.</li></ul><p>Wir antworten Ihnen innerhalb von zwei Wochen.</p>`,
				`<p>Have you noticed a problem with the accessibility of content on this website, or do you need information from content that is not accessible in an accessible form? Please contact us:</p><ul><li>using the <a href="${formPath('en')}">Report a barrier</a> form, linked in the footer of every page,</li><li>by email to <a href="mailto:${f.accessibilityEmail}">${f.accessibilityEmail}</a>,</li><li>by phone on ${e.phone},</li><li>by post to ${e.name}, ${e.street}, ${e.zip} ${e.city}, Germany.</li></ul><p>We will reply within two weeks.</p>`,
			),
			{ decreaseDistance: true },
		),
		b.headline(bi('Schlichtungsverfahren', 'Enforcement procedure'), {
			level: 2,
			anchor: 'schlichtung',
		}),
		b.text(
			bi(
				`<p>Beim Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen gibt es eine Schlichtungsstelle gemäß § 16 BGG. Sie hat die Aufgabe, bei Konflikten zum Thema Barrierefreiheit zwischen Menschen mit Behinderungen und öffentlichen Stellen eine außergerichtliche Streitbeilegung zu unterstützen. Das Schlichtungsverfahren ist kostenlos; Sie brauchen keinen Rechtsbeistand.</p><p>Wenn Sie auf Ihre Meldung keine oder keine zufriedenstellende Antwort erhalten haben, können Sie sich an die Schlichtungsstelle wenden:</p><p>${a.address}</p><p>Telefon: ${a.phone}<br>E-Mail: <a href="mailto:${a.email}">${a.email}</a><br>Internet: <a href="${a.url}">${a.url.replace('https://', '')}</a></p>`,
				`<p>The Federal Government Commissioner for Matters relating to Persons with Disabilities runs an arbitration board under Section 16 of the German Disability Equality Act (BGG). It helps to settle disputes about accessibility between people with disabilities and public bodies out of court. The procedure is free of charge; you do not need a lawyer.</p><p>If you have received no reply, or no satisfactory reply, to your report, you can contact the arbitration board:</p><p>${a.address}<br>Germany</p><p>Phone: ${a.phone}<br>Email: <a href="mailto:${a.email}">${a.email}</a><br>Website: <a href="${a.url}">${a.url.replace('https://', '')}</a></p>`,
			),
			{ decreaseDistance: true },
		),
		b.headline(bi('Leichte Sprache und Gebärdensprache', 'Easy Read and sign language'), {
			level: 2,
			anchor: 'leichte-sprache',
		}),
		b.text(
			bi(
				`<p>Die wichtigsten Informationen über uns und diese Website gibt es auch <a href="${easyReadPath.de}">in Leichter Sprache</a> und <a href="${signLanguagePath.de}">in Deutscher Gebärdensprache</a>.</p>`,
				`<p>The key information about us and this website is also available <a href="${easyReadPath.en}">in Easy Read</a> and <a href="${signLanguagePath.en}">in German Sign Language</a>.</p>`,
			),
			{ decreaseDistance: true },
		),
	]);
}

/** The page in Leichte Sprache (/de/leichte-sprache) and Easy Read (/en/easy-read). */
export function easyReadPage(f: AccessibilityFacts): Localised<CmsPage> {
	const def: PageDef = {
		id: ACCESSIBILITY_PAGE_IDS.easyRead,
		path: easyReadPath,
		title: bi('Leichte Sprache', 'Easy Read'),
		intro: bi(
			'Hier finden Sie Informationen in Leichter Sprache.',
			'Here you find information in Easy Read.',
		),
		pageClass: 'page-easy-read',
	};
	return cmsPage(def, (b) =>
		f.easyRead.flatMap(([heading, sentences], index) => [
			b.headline(heading, { level: 2, anchor: `teil-${index + 1}` }),
			b.text(sentences, { decreaseDistance: true }),
		]),
	);
}

/** The page in German Sign Language (/de/gebaerdensprache, /en/sign-language). */
export function signLanguagePage(f: AccessibilityFacts): Localised<CmsPage> {
	const def: PageDef = {
		id: ACCESSIBILITY_PAGE_IDS.signLanguage,
		path: signLanguagePath,
		title: bi('Deutsche Gebärdensprache', 'German Sign Language'),
		intro: bi(
			'Informationen über uns in Deutscher Gebärdensprache (DGS).',
			'Information about us in German Sign Language (DGS).',
		),
	};
	const { video, poster, topics } = f.signLanguage;
	return cmsPage(def, (b) => [
		b.text(
			bi(
				`<p>Im Video erklärt eine Gebärdensprachdolmetscherin in Deutscher Gebärdensprache:</p>${topics.de}<p>Das Video ist bei einem externen Anbieter gespeichert. Es startet erst, wenn Sie zustimmen. Das Video hat Untertitel.</p>`,
				`<p>In the video, a sign language interpreter explains in German Sign Language:</p>${topics.en}<p>The video is hosted by an external provider. It only starts once you agree. The video has subtitles.</p>`,
			),
		),
		b.video(
			video,
			poster,
			bi('Informationen in Deutscher Gebärdensprache', 'Information in German Sign Language'),
		),
		b.text(
			bi(
				`<p>Haben Sie Fragen? Schreiben Sie uns eine E-Mail an <a href="mailto:${f.accessibilityEmail}">${f.accessibilityEmail}</a>. Oder melden Sie eine Barriere über das Formular <a href="${formPath('de')}">Barriere melden</a>. Sie können uns auch ein Video in Gebärdensprache schicken.</p>`,
				`<p>Any questions? Send us an email at <a href="mailto:${f.accessibilityEmail}">${f.accessibilityEmail}</a>, or report a barrier using the <a href="${formPath('en')}">Report a barrier</a> form. You may also send us a video in sign language.</p>`,
			),
		),
	]);
}

/** The BITV pages of a site: statement, Leichte Sprache, DGS. */
export function accessibilityPages(f: AccessibilityFacts): Localised<CmsPage>[] {
	return [accessibilityStatementPage(f), easyReadPage(f), signLanguagePage(f)];
}

/**
 * The 'report a barrier' form (BITV 2.0 § 7 feedback): the page (filled in by the footer link),
 * what is wrong, and optionally name and address for an answer. Entries mail `notify`; a visitor
 * who left an address gets the usual confirmation.
 */
export function reportBarrierForm(f: AccessibilityFacts): FormDef {
	const id = REPORT_BARRIER_FORM_ID;
	return {
		key: 'barriere-melden',
		id,
		slug: FORM_SLUG,
		title: bi('Barriere melden', 'Report a barrier'),
		notify_email: f.accessibilityEmail,
		send_confirmation: true,
		intro: bi(
			`<p>Etwas auf unserer Website können Sie nicht oder nur schwer nutzen? Beschreiben Sie uns bitte, was nicht funktioniert. Wir kümmern uns darum und antworten Ihnen innerhalb von zwei Wochen, wenn Sie uns eine E-Mail-Adresse nennen. Name und E-Mail-Adresse sind freiwillig. Wie wir Ihre Angaben verarbeiten, steht in der <a href="${LIST_PATHS.privacy.de}">Datenschutzerklärung</a>; mehr über die Barrierefreiheit dieser Website in der <a href="${statementPath.de}">Erklärung zur Barrierefreiheit</a>.</p>`,
			`<p>Is something on our website hard or impossible for you to use? Please tell us what does not work. We will look into it and reply within two weeks if you give us an email address. Name and email address are optional. How we process your details is explained in our <a href="${LIST_PATHS.privacy.en}">privacy policy</a>; more about the accessibility of this website is in the <a href="${statementPath.en}">accessibility statement</a>.</p>`,
		),
		success_message: bi(
			'Vielen Dank für Ihre Meldung! Sie hilft uns, die Website für alle besser zu machen. Wenn Sie eine E-Mail-Adresse angegeben haben, erhalten Sie eine Bestätigung und später unsere Antwort.',
			'Thank you for your report! It helps us make the website better for everyone. If you gave an email address, you will receive a confirmation and later our reply.',
		),
		fields: [
			field(6051, {
				label: bi('Seite mit der Barriere', 'Page with the barrier'),
				slug: 'page_url',
				type: FIELD_TYPES.text,
				required: true,
				help: bi(
					'Die Adresse der Seite, auf der Sie den Link „Barriere melden“ gewählt haben. Sie können sie ändern.',
					'The address of the page on which you chose “Report a barrier”. You can change it.',
				),
			}),
			field(6052, {
				label: bi('Was funktioniert nicht?', 'What does not work?'),
				slug: 'description',
				type: FIELD_TYPES.textarea,
				required: true,
				help: bi(
					'Zum Beispiel: Welcher Inhalt ist betroffen, und welche Hilfsmittel nutzen Sie (Bildschirmleser, Vergrößerung, Tastatur …)?',
					'For example: which content is affected, and which assistive technology do you use (screen reader, magnification, keyboard …)?',
				),
			}),
			field(6053, {
				label: bi('Ihr Name (freiwillig)', 'Your name (optional)'),
				slug: 'name',
				type: FIELD_TYPES.text,
			}),
			field(6054, {
				label: bi('Ihre E-Mail-Adresse (freiwillig)', 'Your email address (optional)'),
				slug: 'email',
				type: FIELD_TYPES.email,
				help: bi('Nur wenn Sie eine Antwort möchten.', 'Only if you would like a reply.'),
			}),
		],
	};
}

/** Sentences in Leichte Sprache: each one statement, each on a line of its own. */
export function sentences(de: readonly string[], en: readonly string[]): BiText {
	const lines = (list: readonly string[]) => list.map((line) => `<p>${line}</p>`).join('');
	return bi(lines(de), lines(en));
}

/**
 * The last section of every Leichte Sprache page: how to call or write, and the form to report a
 * barrier. `phone` is written for reading aloud, digit groups apart.
 */
export function questionsSection(phone: BiText, email: string): EasyReadSection {
	return [
		bi('Haben Sie Fragen?', 'Do you have questions?'),
		sentences(
			[
				'Dann rufen Sie uns an.',
				`Die Telefon-Nummer ist: ${phone.de}.`,
				'Oder schreiben Sie uns eine E-Mail.',
				`Die E-Mail-Adresse ist: <a href="mailto:${email}">${email}</a>`,
				'Auf der Internet-Seite ist etwas schwer für Sie?',
				'Dann sagen Sie es uns.',
				'Dafür gibt es ein Formular.',
				'Ein Formular ist ein Frage-Bogen im Internet.',
				`Das Formular heißt: <a href="${formPath('de')}">Barriere melden</a>.`,
				'Sie finden es unten auf jeder Seite.',
			],
			[
				'Then give us a call.',
				`The phone number is: ${phone.en}.`,
				'Or send us an email.',
				`The email address is: <a href="mailto:${email}">${email}</a>`,
				'Is something on the website hard for you?',
				'Then tell us.',
				'There is a form for this.',
				'A form is a list of questions on the internet.',
				`The form is called: <a href="${formPath('en')}">Report a barrier</a>.`,
				'You find it at the bottom of every page.',
			],
		),
	];
}
