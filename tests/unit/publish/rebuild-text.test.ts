import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RebuildProgress } from '../../../src/islands/rebuild-progress/RebuildProgress.tsx';
import type { RebuildStatus } from '../../../src/lib/contract/index.ts';
import { rebuildStatus } from './rebuild-fixtures.ts';
import { formatDuration, rebuildView } from '../../../src/islands/rebuild-progress/rebuild-text.ts';

const status = rebuildStatus;

describe('the rebuild as editors read it', () => {
	it('shows phase and pages while it runs, and that another follows', () => {
		expect(rebuildView(status({}, true), 'de')).toEqual({
			text: 'Die Website wird neu aufgebaut: Seiten werden erzeugt',
			tone: 'running',
			bar: { pages: 40, expected: 146, caption: '40 von 146 Seiten' },
			queued: 'Ein weiterer Neuaufbau folgt mit den Änderungen seit dem Start.',
		});
		// More pages than the last build had: no end to show.
		expect(rebuildView(status({ pages: 150 }), 'en')?.bar).toEqual({
			pages: 150,
			expected: 0,
			caption: '150 pages',
		});
	});

	it('says how it ended: time taken and pages, or the first error line (Berlin time)', () => {
		const done = status({
			state: 'succeeded',
			pages: 146,
			finished_at: '2026-12-01T10:01:12.000Z',
		});
		expect(rebuildView(done, 'en')?.text).toMatch(
			/^Rebuilt on .*11:01.* in 1 min 12 s: 146 pages, now served\.$/,
		);
		const failed = status({
			state: 'failed',
			error: 'Cannot read x',
			finished_at: '2026-12-01T10:00:30.000Z',
		});
		expect(rebuildView(failed, 'de')).toMatchObject({
			tone: 'error',
			text: expect.stringMatching(/fehlgeschlagen.*: Cannot read x$/),
		});
		expect(rebuildView({ ...done, available: false }, 'de')).toBeNull();
		expect(rebuildView({ ...done, run: null }, 'de')).toBeNull();
		expect(formatDuration(48_400)).toBe('48 s');
	});
});

describe('the progress display', () => {
	const render = (value: RebuildStatus | null) =>
		renderToStaticMarkup(createElement(RebuildProgress, { status: value, locale: 'en' }));

	it('shows a labelled bar of pages while a build runs, none once it ended', () => {
		const running = render(status({}));
		expect(running).toContain('role="status"');
		expect(running).toContain('<progress aria-label="Rebuild progress" max="146" value="40">');
		expect(running).toContain('40 of 146 pages');
		const done = render(status({ state: 'succeeded', finished_at: '2026-12-01T10:00:48.000Z' }));
		expect(done).not.toContain('<progress');
		expect(done).toContain('in 48 s: 40 pages');
	});

	it('keeps an empty live region where there is nothing to tell, so a later outcome is announced', () => {
		expect(render(null)).toBe(
			'<div class="rebuild-progress rebuild-progress--none" role="status"></div>',
		);
	});
});
