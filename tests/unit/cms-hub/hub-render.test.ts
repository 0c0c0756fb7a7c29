import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActivityList } from '../../../src/islands/cms-hub/ActivityList.tsx';
import { HubPanel } from '../../../src/islands/cms-hub/HubPanel.tsx';
import { hubLabels } from '../../../src/islands/cms-hub/hub-labels.ts';
import { TicketingList } from '../../../src/islands/cms-hub/TicketingList.tsx';
import type { PanelState } from '../../../src/islands/cms-hub/use-panel.ts';
import type { PageActivity } from '../../../src/lib/contract/index.ts';

const labels = hubLabels('en');
const panelLabels = { loading: labels.loading, error: labels.error, retry: labels.retry };

function panel(state: PanelState<string[]>): string {
	return renderToStaticMarkup(
		createElement(HubPanel<string[]>, {
			id: 'errors',
			title: '404 errors',
			state,
			onRetry: () => {},
			labels: panelLabels,
			empty: labels.errors.empty,
			isEmpty: (data) => data.length === 0,
			children: (data) => createElement('p', { className: 'content' }, data.join(',')),
		}),
	);
}

const activity: PageActivity = {
	page_id: 2,
	locale: 'la',
	title: 'Terms',
	url: '/en/agb',
	version_id: 17,
	created_at: '2026-03-05T09:30:00.000Z',
	created_by_name: '',
	summary: 'Headline 12 edited',
	is_online: false,
};

describe('hub panels', () => {
	it('show a skeleton while loading, an error with retry, the empty text, or the data', () => {
		const loading = panel({ status: 'loading' });
		expect(loading).toContain('aria-busy="true"');
		expect(loading).toContain('role="status"');
		expect(loading).toContain('hub-skeleton-line');
		const failed = panel({ status: 'error' });
		expect(failed).toContain('role="alert"');
		expect(failed).toContain(`>${labels.retry}</button>`);
		expect(failed).not.toContain('hub-skeleton-line');
		expect(panel({ status: 'ready', data: [] })).toContain(labels.errors.empty);
		const ready = panel({ status: 'ready', data: ['a', 'b'] });
		expect(ready).toContain('<p class="content">a,b</p>');
		expect(ready).toContain('aria-busy="false"');
	});

	it('link an activity into the editor and to its version, dated in the content locale', () => {
		const html = renderToStaticMarkup(
			createElement(ActivityList, {
				activities: [activity],
				locale: 'la',
				labels: labels.activities,
			}),
		);
		expect(html).toContain('href="/en/agb?edit"');
		expect(html).toContain('href="/en/agb?v=17"');
		expect(html).toContain('Thursday, 5 March 2026, 10:30');
		expect(html).toContain('by unknown');
		expect(html).toContain('Headline 12 edited');
		expect(html).toContain('hub-badge--offline');
		const german = renderToStaticMarkup(
			createElement(ActivityList, {
				activities: [{ ...activity, created_by_name: 'Erika Muster', is_online: true }],
				locale: 'de',
				labels: labels.activities,
			}),
		);
		expect(german).toContain('Donnerstag, 5. März 2026, 10:30 Uhr');
		expect(german).toContain('by Erika Muster');
		expect(german).toContain('hub-badge--online');
	});

	it('draw reserved seats as a bar and mark sold-out events', () => {
		const html = renderToStaticMarkup(
			createElement(TicketingList, {
				events: [
					{
						id: 2,
						id_jet: 5002,
						title: 'Concert 2',
						date_start: '2026-12-02T11:00:00+01:00',
						url: '/en/events/konzert-2/2',
						capacity: 90,
						reserved: 45,
						sold_out: false,
					},
					{
						id: 3,
						id_jet: 5003,
						title: 'Concert 3',
						date_start: '2026-12-03T19:30:00+01:00',
						url: '/en/events/konzert-3/3',
						capacity: 18,
						reserved: 18,
						sold_out: true,
					},
				],
				locale: 'en',
				labels: labels.tickets,
			}),
		);
		expect(html).toContain('width:50%');
		expect(html).toContain('45 of 90 reserved');
		expect(html).toContain('width:100%');
		expect(html.match(/hub-badge--sold-out/g)).toHaveLength(1);
		expect(html).toContain('href="/en/events/konzert-2/2"');
	});
});
