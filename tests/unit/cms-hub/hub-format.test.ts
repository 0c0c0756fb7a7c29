import { describe, expect, it } from 'vitest';
import {
	isSitePath,
	publishMessage,
	reservedPercent,
	withQuery,
} from '../../../src/islands/cms-hub/hub-format.ts';
import { hubLabels } from '../../../src/islands/cms-hub/hub-labels.ts';

const labels = hubLabels('en').publish;
const AT = '2026-12-01T10:00:00.000Z';

describe('hub formatting', () => {
	it('adds query keys to page URLs', () => {
		expect(withQuery('/de', 'edit')).toBe('/de?edit');
		expect(withQuery('/de/agb', 'v', 12)).toBe('/de/agb?v=12');
		expect(withQuery('/de/agb?x=1', 'edit')).toBe('/de/agb?x=1&edit');
		expect(withQuery('/de/agb#top', 'v', 3)).toBe('/de/agb?v=3#top');
	});

	it('links site paths only', () => {
		expect(isSitePath('/de/alt')).toBe(true);
		expect(isSitePath('//evil.example/x')).toBe(false);
		expect(isSitePath('https://evil.example/x')).toBe(false);
		expect(isSitePath('')).toBe(false);
	});

	it('gives the reserved share of the capacity', () => {
		expect(reservedPercent(3, 90, false)).toBe(3);
		expect(reservedPercent(45, 90, false)).toBe(50);
		expect(reservedPercent(95, 90, true)).toBe(100);
		expect(reservedPercent(0, 0, false)).toBe(0);
		expect(reservedPercent(0, 0, true)).toBe(100);
	});

	it('words each publish outcome', () => {
		expect(
			publishMessage(
				{ kind: 'result', result: { status: 'triggered', message: 'x', at: AT } },
				labels,
				'en',
			),
		).toEqual({
			text: 'The rebuild has been triggered (Tuesday, 1 December 2026, 11:00).',
			tone: 'success',
		});
		expect(
			publishMessage(
				{ kind: 'result', result: { status: 'not-configured', message: 'x', at: AT } },
				labels,
				'en',
			).tone,
		).toBe('info');
		expect(
			publishMessage(
				{
					kind: 'result',
					result: { status: 'failed', message: 'The rebuild hook answered 500', at: AT },
				},
				labels,
				'en',
			),
		).toEqual({
			text: 'The rebuild could not be triggered: The rebuild hook answered 500',
			tone: 'error',
		});
		expect(publishMessage({ kind: 'denied' }, labels, 'en')).toEqual({
			text: labels.denied,
			tone: 'error',
		});
	});
});
