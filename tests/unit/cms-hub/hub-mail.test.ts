import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MailOutboxList } from '../../../src/islands/cms-hub/MailOutboxList.tsx';
import { hubLabels } from '../../../src/islands/cms-hub/hub-labels.ts';
import type { Locale, MailOutbox } from '../../../src/lib/contract/index.ts';

const render = (outbox: MailOutbox, locale: Locale) =>
	renderToStaticMarkup(
		createElement(MailOutboxList, { outbox, locale, labels: hubLabels(locale).mail }),
	);

const outbox: MailOutbox = {
	sending: false,
	counts: { pending: 1, sent: 4, failed: 1 },
	mails: [
		{
			id: 7,
			kind: 'form-confirmation',
			locale: 'de',
			recipient: 'anna@example.org',
			subject: 'Ihre Nachricht an Schloss Ravensau: <Kontakt>',
			status: 'failed',
			attempts: 1,
			next_attempt_at: '2026-12-01T10:01:00.000Z',
			last_error: '550 no such user',
			created_at: '2026-12-01T10:00:00.000Z',
			sent_at: '',
		},
	],
};

describe('the hub’s outgoing mail panel', () => {
	it('says whether mail leaves, counts by state and lists mails with their last error', () => {
		const german = render(outbox, 'de');
		expect(german).toContain('SMTP_URL ist nicht gesetzt');
		expect(german).toContain('1 wartend, 4 verschickt, 1 gescheitert');
		expect(german).toContain('an anna@example.org');
		expect(german).toContain('&lt;Kontakt&gt;');
		expect(german).toContain('Versuche: 1, zuletzt: 550 no such user');
		const english = render({ ...outbox, sending: true, mails: [] }, 'en');
		expect(english).toContain('The server sends e-mail through SMTP_URL.');
		expect(english).toContain('No mails yet.');
	});
});
