import { afterEach, describe, expect, it } from 'vitest';
import { FormSchema } from '../../../src/lib/contract/index.ts';
import type { BuildSeed } from '../../../src/backend/content/seed-bundle.ts';
import { seeds as demoSeeds } from '../../../demo/seed/index.ts';
import { fixtureSeeds } from './fixtures/seed.ts';
import { parseMail, startSmtpSink } from '../../support/smtp-sink.ts';
import { NOW, parsed, startBackend } from './harness.ts';

const FROM = 'Schloss Ravensau <noreply@schloss.example>';
const FORM_ID = 603;

// The test seed with the castle demo's 'report a barrier' form as it is authored.
const reportForm = demoSeeds.castle(NOW).forms.find((form) => form.de.id === FORM_ID);
const withReportForm: Record<'castle' | 'region', BuildSeed> = {
	...fixtureSeeds,
	castle: (now) => {
		const bundle = fixtureSeeds.castle(now);
		return { ...bundle, forms: [...bundle.forms, ...(reportForm ? [reportForm] : [])] };
	},
};

const sinks: { close(): Promise<void> }[] = [];
afterEach(async () => {
	for (const sink of sinks.splice(0)) await sink.close();
});

const post = (locale: string, values: Record<string, unknown>) => ({
	method: 'POST',
	headers: { 'content-type': 'application/json', 'accept-language': locale },
	body: JSON.stringify({ form: FORM_ID, field_values: values }),
});

describe('the "report a barrier" form (BITV 2.0 feedback)', () => {
	it('mails the venue the page and the description, and confirms only to a visitor who left an address', async () => {
		const smtp = await startSmtpSink();
		sinks.push(smtp);
		const backend = await startBackend({
			seeds: withReportForm,
			mail: { smtpUrl: smtp.url, from: FROM },
		});
		const form = await parsed(await backend.request(`/de/api/forms/${FORM_ID}/`), FormSchema);
		expect(form.fields.map((field) => [field.slug, field.required])).toEqual([
			['page_url', true],
			['description', true],
			['name', false],
			['email', false],
			['email2', false],
		]);

		const missing = await backend.request(
			'/de/api/forms-entries/',
			post('de', { page_url: '/de/besuch', description: '  ' }),
		);
		expect(missing.status).toBe(400);
		const withAddress = await backend.request(
			'/de/api/forms-entries/',
			post('de', {
				page_url: '/de/besuch/anreise',
				description: 'Die Karte hat keinen Text für Bildschirmleser.',
				name: 'Anna',
				email: 'anna@example.org',
				email2: 'anna@example.org',
			}),
		);
		expect(withAddress.status).toBe(201);
		const anonymous = await backend.request(
			'/en/api/forms-entries/',
			post('en', { page_url: '/en/events', description: 'The date filter traps keyboard focus.' }),
		);
		expect(anonymous.status).toBe(201);

		await smtp.waitFor(3);
		const mails = smtp.received.map((mail) => ({ to: mail.to, ...parseMail(mail.raw) }));
		const venue = mails.filter((mail) => mail.to.includes('barrierefreiheit@schloss-ravensau.de'));
		expect(venue).toHaveLength(2);
		const [de, en] = [
			venue.find((mail) => mail.header('subject') === 'Neuer Formulareintrag: Barriere melden'),
			venue.find((mail) => mail.header('subject') === 'New form entry: Report a barrier'),
		];
		expect(de?.text).toMatch(/Seite mit der Barriere:\n {4}\/de\/besuch\/anreise/);
		expect(de?.text).toContain('Die Karte hat keinen Text für Bildschirmleser.');
		expect(de?.header('reply-to')).toBe('anna@example.org');
		expect(en?.text).toMatch(/Page with the barrier:\n {4}\/en\/events/);
		expect(en?.header('reply-to')).toBeUndefined();
		const confirmations = mails.filter(
			(mail) => !mail.to.includes('barrierefreiheit@schloss-ravensau.de'),
		);
		expect(confirmations.map((mail) => mail.to)).toEqual([['anna@example.org']]);
		expect(confirmations[0]?.header('subject')).toBe(
			'Ihre Nachricht an Schloss Ravensau: Barriere melden',
		);
		expect(confirmations[0]?.text).not.toContain('Bildschirmleser');
	});
});
