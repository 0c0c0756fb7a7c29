import { useState } from 'react';
import type { Locale, WaitlistEntryView } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { dashboardCalls, requestWaitlistAction, type Fetch } from './hub-api.ts';
import type { HubLabels } from './hub-labels.ts';
import { HubPanel } from './HubPanel.tsx';
import { usePanel } from './use-panel.ts';

export type WaitlistPanelProps = {
	uiLocale: Locale;
	labels: HubLabels['waitlist'];
	panelLabels: Pick<HubLabels, 'loading' | 'error' | 'retry'>;
	fetcher: Fetch;
};

/** Statuses in which staff may still act on an entry. */
const LIVE = new Set(['unconfirmed', 'waiting', 'offered', 'accepted']);

/**
 * The hub's waiting lists: per event date, its entries in line order with name, address, tickets
 * and status; 'remove' takes an entry off (after a confirmation), 'send offer' offers a waiting
 * entry the free seats now. The list reloads after each action, whose outcome a live region says.
 */
export function WaitlistPanel({ uiLocale, labels, panelLabels, fetcher }: WaitlistPanelProps) {
	const calls = dashboardCalls(fetcher, uiLocale);
	const [revision, setRevision] = useState(0);
	const [state, retry] = usePanel((signal) => calls.waitlist(signal), `waitlist-${revision}`);
	const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
	const at = (iso: string) => (iso ? formatEditorDateTime(iso, uiLocale) : '');

	const act = async (entry: WaitlistEntryView, action: 'remove' | 'offer') => {
		if (action === 'remove' && !window.confirm(fill(labels.confirmRemove, { name: entry.name }))) {
			return;
		}
		setMessage(null);
		const outcome = await requestWaitlistAction(fetcher, document.cookie, {
			uiLocale,
			id: entry.id,
			action,
		});
		if (outcome === 'done') setMessage({ text: labels.done, tone: 'ok' });
		else if (outcome === 'refused') setMessage({ text: labels.notEnough, tone: 'error' });
		else setMessage({ text: fill(labels.failed, { status: outcome }), tone: 'error' });
		setRevision((n) => n + 1);
	};

	return (
		<HubPanel
			id="waitlist"
			title={labels.title}
			state={state}
			onRetry={retry}
			labels={panelLabels}
			empty={labels.empty}
			isEmpty={(data) => data.dates.length === 0}
		>
			{(data) => (
				<>
					<p
						className={`hub-accounts__message hub-accounts__message--${message?.tone ?? 'none'}`}
						role={message?.tone === 'error' ? 'alert' : 'status'}
					>
						{message?.text ?? ''}
					</p>
					{data.dates.map((date) => (
						<section key={date.id_jet} className="hub-waitlist">
							<h3 className="hub-waitlist__date">
								{fill(labels.entries, { event: date.title, date: at(date.date_start) })}
							</h3>
							<ol className="hub-list">
								{date.entries.map((entry) => (
									<li key={entry.id} className="hub-list__item hub-account">
										<div className="hub-account__body">
											<p className="hub-account__name">
												{entry.name}{' '}
												<span className="hub-account__role">{labels.status[entry.status]}</span>
											</p>
											<p className="hub-list__meta">
												{entry.email} · {fill(labels.tickets, { count: entry.quantity })} ·{' '}
												{entry.locale.toUpperCase()}
												{entry.offer_ends_at && LIVE.has(entry.status)
													? ` · ${fill(labels.offerEnds, { time: at(entry.offer_ends_at) })}`
													: ''}
											</p>
										</div>
										{LIVE.has(entry.status) && (
											<div
												className="hub-account__actions"
												role="group"
												aria-label={fill(labels.actionsFor, { name: entry.name })}
											>
												{entry.status === 'waiting' && (
													<button
														type="button"
														className="btn btn--secondary"
														onClick={() => void act(entry, 'offer')}
													>
														{labels.offer}
													</button>
												)}
												<button
													type="button"
													className="btn btn--secondary"
													onClick={() => void act(entry, 'remove')}
												>
													{labels.remove}
												</button>
											</div>
										)}
									</li>
								))}
							</ol>
						</section>
					))}
				</>
			)}
		</HubPanel>
	);
}
