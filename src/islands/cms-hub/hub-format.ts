import type { EditorLocale, Locale, PublishResult } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import type { PublishOutcome } from './hub-api.ts';
import { fill } from '../../lib/i18n/fill.ts';
import type { HubLabels } from './hub-labels.ts';

/** `url` with a query key added: `/de` + edit → `/de?edit`, `/de?x=1` + v=3 → `/de?x=1&v=3`. */
export function withQuery(url: string, key: string, value?: string | number): string {
	const [path = '', hash] = url.split('#', 2);
	const pair = value === undefined ? key : `${key}=${encodeURIComponent(String(value))}`;
	const joined = `${path}${path.includes('?') ? '&' : '?'}${pair}`;
	return hash === undefined ? joined : `${joined}#${hash}`;
}

/** A site path that may be linked (not empty, not another origin). */
export function isSitePath(url: string): boolean {
	return url.startsWith('/') && !url.startsWith('//');
}

/** The share of the capacity that is reserved, 0–100 (a sold-out event without capacity: 100). */
export function reservedPercent(reserved: number, capacity: number, soldOut: boolean): number {
	if (capacity <= 0) return soldOut ? 100 : 0;
	return Math.min(100, Math.max(0, Math.round((reserved / capacity) * 100)));
}

/** How a publish message reads: done, nothing to do, or a problem. */
export type PublishTone = 'success' | 'info' | 'error';

/** The message a publish click ends with, in the hub's language. */
export function publishMessage(
	outcome: PublishOutcome,
	labels: HubLabels['publish'],
	locale: EditorLocale,
): { text: string; tone: PublishTone } {
	if (outcome.kind === 'denied') return { text: labels.denied, tone: 'error' };
	if (outcome.kind === 'error') {
		return { text: fill(labels.failed, { message: outcome.message }), tone: 'error' };
	}
	return resultMessage(outcome.result, labels, locale);
}

function resultMessage(
	result: PublishResult,
	labels: HubLabels['publish'],
	locale: EditorLocale,
): { text: string; tone: PublishTone } {
	switch (result.status) {
		case 'triggered':
			return {
				text: fill(labels.triggered, { time: formatEditorDateTime(result.at, locale) }),
				tone: 'success',
			};
		case 'started':
		case 'queued':
			return {
				text: fill(labels[result.status], { time: formatEditorDateTime(result.at, locale) }),
				tone: 'success',
			};
		case 'not-configured':
			return { text: labels.notConfigured, tone: 'info' };
		case 'failed':
			return { text: fill(labels.failed, { message: result.message }), tone: 'error' };
	}
}

/** A backup's size in the hub's language: '840 kB', '42.3 MB' ('42,3 MB' in German). */
export function formatBackupSize(bytes: number, locale: Locale): string {
	const [unit, value] =
		bytes < 1_000_000 ? ['kilobyte', bytes / 1000] : ['megabyte', bytes / 1_000_000];
	return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
		value,
	);
}

/** A backup interval in minutes as the largest whole unit: '24 hours', '7 Tage', '30 minutes' (days from two on). */
export function formatBackupInterval(minutes: number, locale: Locale): string {
	const [unit, value] =
		minutes % 1440 === 0 && minutes >= 2880
			? ['day', minutes / 1440]
			: minutes % 60 === 0
				? ['hour', minutes / 60]
				: ['minute', minutes];
	return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
