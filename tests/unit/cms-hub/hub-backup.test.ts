import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BackupStatusLine } from '../../../src/islands/cms-hub/BackupStatusLine.tsx';
import { formatBackupInterval, formatBackupSize } from '../../../src/islands/cms-hub/hub-format.ts';
import { hubLabels } from '../../../src/islands/cms-hub/hub-labels.ts';
import type { BackupStatus, Locale } from '../../../src/lib/contract/index.ts';

const render = (status: BackupStatus, locale: Locale) =>
	renderToStaticMarkup(
		createElement(BackupStatusLine, { status, locale, labels: hubLabels(locale).backup }),
	);

const recent: BackupStatus = {
	configured: true,
	every_minutes: 1440,
	last: { created_at: '2026-12-01T02:00:00.000Z', bytes: 42_345_678 },
	stale: false,
};

describe('the hub’s backup line', () => {
	it('shows the last backup’s time and size and the interval, in both languages', () => {
		const english = render(recent, 'en');
		expect(english).toContain(
			'Last backup: <time dateTime="2026-12-01T02:00:00.000Z">Tuesday, 1 December 2026, 03:00</time>, 42.3 MB',
		);
		expect(english).toContain('The server takes one every 24 hours.');
		expect(english).not.toContain('role="alert"');
		const german = render(recent, 'de');
		expect(german).toContain('Letzte Sicherung: <time');
		expect(german).toContain('Dienstag, 1. Dezember 2026, 03:00 Uhr</time>, 42,3 MB');
	});

	it('warns as an alert when the last backup is too old or missing', () => {
		const stale = render({ ...recent, stale: true }, 'en');
		expect(stale).toContain('role="alert"');
		expect(stale).toContain('older than twice the interval');
		const none = render({ ...recent, last: null, stale: true }, 'de');
		expect(none).toContain('Es gibt noch keine Sicherung.');
		expect(none).toContain('role="alert"');
	});

	it('says when the server takes no backups', () => {
		const html = render({ configured: false, every_minutes: null, last: null, stale: false }, 'en');
		expect(html).toContain('BACKUP_DIR and BACKUP_EVERY are not set');
		expect(html).not.toContain('role="alert"');
	});

	it('formats sizes and intervals in the hub’s language', () => {
		expect(formatBackupSize(840_000, 'en')).toBe('840 kB');
		expect(formatBackupSize(1_234_567, 'de')).toBe('1,2 MB');
		expect(formatBackupInterval(1440 * 7, 'de')).toBe('7 Tage');
		expect(formatBackupInterval(360, 'en')).toBe('6 hours');
		expect(formatBackupInterval(30, 'en')).toBe('30 minutes');
	});
});
