import { useState } from 'react';
import type { Locale, ScheduledChange } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { dashboardCalls, requestScheduleCancel, type Fetch } from './hub-api.ts';
import type { HubLabels } from './hub-labels.ts';
import { HubPanel } from './HubPanel.tsx';
import { usePanel } from './use-panel.ts';

export type ScheduledPanelProps = {
	uiLocale: Locale;
	labels: HubLabels['scheduled'];
	panelLabels: Pick<HubLabels, 'loading' | 'error' | 'retry'>;
	fetcher: Fetch;
};

/**
 * The hub's scheduled changes: every pending one of the site, soonest first — the document (a
 * link to its page), the action, the time in Berlin and who planned it; 'Cancel' (after a
 * confirmation) drops it. The list reloads after each cancel, whose outcome a live region says.
 */
export function ScheduledPanel({ uiLocale, labels, panelLabels, fetcher }: ScheduledPanelProps) {
	const calls = dashboardCalls(fetcher, uiLocale);
	const [revision, setRevision] = useState(0);
	const [state, retry] = usePanel((signal) => calls.scheduled(signal), `scheduled-${revision}`);
	const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);

	const describe = (change: ScheduledChange) => ({
		action: labels.actions[change.action],
		title: change.title || labels.untitled,
		time: formatEditorDateTime(change.run_at, uiLocale),
	});

	const cancel = async (change: ScheduledChange) => {
		if (!window.confirm(fill(labels.confirmCancel, describe(change)))) return;
		setMessage(null);
		const outcome = await requestScheduleCancel(fetcher, document.cookie, {
			uiLocale,
			id: change.id,
		});
		if (outcome === 'done') setMessage({ text: labels.done, tone: 'ok' });
		else setMessage({ text: fill(labels.failed, { status: outcome }), tone: 'error' });
		setRevision((n) => n + 1);
	};

	return (
		<HubPanel
			id="scheduled"
			title={labels.title}
			state={state}
			onRetry={retry}
			labels={panelLabels}
			empty={labels.empty}
			isEmpty={(data) => data.length === 0}
			// In the header, so the outcome stays when the last change is gone (the empty text).
			aside={
				<p
					className={`hub-scheduled__message hub-scheduled__message--${message?.tone ?? 'none'}`}
					role={message?.tone === 'error' ? 'alert' : 'status'}
				>
					{message?.text ?? ''}
				</p>
			}
		>
			{(data) => (
				<ol className="hub-list">
					{data.map((change) => {
						const words = describe(change);
						return (
							<li key={change.id} className="hub-list__item hub-account">
								<div className="hub-account__body">
									<p className="hub-account__name">
										{change.url ? <a href={change.url}>{words.title}</a> : words.title}{' '}
										<span className="hub-account__role">
											{labels.kinds[change.kind]}
											{change.locale ? ` · ${change.locale.toUpperCase()}` : ''}
										</span>
									</p>
									<p className="hub-list__meta">
										{fill(labels.item, words)}
										{change.created_by_name
											? ` · ${fill(labels.by, { name: change.created_by_name })}`
											: ''}
									</p>
								</div>
								<div className="hub-account__actions">
									<button
										type="button"
										className="btn btn--secondary"
										aria-label={fill(labels.cancelFor, words)}
										onClick={() => void cancel(change)}
									>
										{labels.cancel}
									</button>
								</div>
							</li>
						);
					})}
				</ol>
			)}
		</HubPanel>
	);
}
