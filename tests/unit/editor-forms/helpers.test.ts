import { describe, expect, it } from 'vitest';
import { LIBRARY_IMAGE_MAX_BYTES } from '../../../src/lib/contract/editor.ts';
import {
	berlinInputToIso,
	eventDateLine,
	isoToBerlinInput,
} from '../../../src/islands/editor/forms/berlin-time.ts';
import { embedUrlFromInput } from '../../../src/islands/editor/forms/embed-input.ts';
import { eventTeaserPatch } from '../../../src/islands/editor/forms/event-fill.ts';
import { moveItem, removeItem } from '../../../src/islands/editor/forms/list-ops.ts';
import { parseIdList } from '../../../src/islands/editor/forms/widgets/IdListField.tsx';
import { imageFileProblem } from '../../../src/islands/editor/finders/image-file-check.ts';
import { groupLinkTargets } from '../../../src/islands/editor/finders/group-links.ts';
import { hasNextPage } from '../../../src/islands/editor/finders/use-finder-search.ts';

describe('Berlin date-times', () => {
	it('writes winter and summer wall times with their offsets', () => {
		expect(berlinInputToIso('2026-12-01T19:30')).toBe('2026-12-01T19:30:00+01:00');
		expect(berlinInputToIso('2026-07-01T19:30')).toBe('2026-07-01T19:30:00+02:00');
	});

	it('stores null for blank or partial input', () => {
		expect(berlinInputToIso('')).toBeNull();
		expect(berlinInputToIso('2026-12-01')).toBeNull();
	});

	it('shows a stored moment in Berlin time, whatever offset it was stored with', () => {
		expect(isoToBerlinInput('2026-12-01T18:30:00Z')).toBe('2026-12-01T19:30');
		expect(isoToBerlinInput(null)).toBe('');
	});

	it('formats an event date for a teaser preline', () => {
		expect(eventDateLine('2026-12-12T18:30:00Z', 'de')).toBe('Sa, 12.12.2026, 19:30 Uhr');
		expect(eventDateLine('2026-12-12T18:30:00Z', 'en')).toBe('Sat 12 Dec 2026, 19:30');
	});
});

describe('eventTeaserPatch', () => {
	const event = {
		title: 'Konzert',
		url: '/de/events/konzert/5',
		date_start: '2026-12-12T18:30:00Z',
	};

	it('fills an empty headline and preline and sets the link', () => {
		expect(eventTeaserPatch(event, { headline: '', preline: '' }, 'link', 'de')).toEqual({
			link: '/de/events/konzert/5',
			headline: 'Konzert',
			preline: 'Sa, 12.12.2026, 19:30 Uhr',
		});
	});

	it('leaves texts the editor already wrote', () => {
		expect(eventTeaserPatch(event, { headline: 'Eigen', preline: 'Heute' }, 'link', 'de')).toEqual({
			link: '/de/events/konzert/5',
		});
	});
});

describe('small helpers', () => {
	it('takes the src out of pasted embed code', () => {
		expect(
			embedUrlFromInput('<iframe src="https://player.vimeo.com/video/1?a=1&amp;b=2"></iframe>'),
		).toBe('https://player.vimeo.com/video/1?a=1&b=2');
		expect(embedUrlFromInput(' https://youtu.be/x ')).toBe('https://youtu.be/x');
	});

	it('checks upload type and size before sending', () => {
		expect(imageFileProblem({ type: 'image/png', size: 10 })).toBeNull();
		expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
		expect(imageFileProblem({ type: 'image/jpeg', size: LIBRARY_IMAGE_MAX_BYTES + 1 })).toBe(
			'size',
		);
	});

	it('moves and removes list entries', () => {
		expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
		expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
		expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
	});

	it('parses id lists, keeping bad tokens for validation to name', () => {
		expect(parseIdList('3, 7;9')).toEqual([3, 7, 9]);
		expect(parseIdList('3, x')).toEqual([3, 'x']);
	});

	it('groups link results by kind in order of appearance', () => {
		const target = (kind: 'page' | 'event', id: number) => ({
			kind,
			id,
			title: '',
			url: '/',
			detail: '',
		});
		const groups = groupLinkTargets([target('event', 1), target('page', 2), target('event', 3)]);
		expect(groups.map(([kind, items]) => [kind, items.map((item) => item.id)])).toEqual([
			['event', [1, 3]],
			['page', [2]],
		]);
	});

	it('knows when another result page exists', () => {
		expect(hasNextPage(25, 1, 10)).toBe(true);
		expect(hasNextPage(20, 2, 10)).toBe(false);
		expect(hasNextPage(5, 1, 0)).toBe(false);
	});
});
