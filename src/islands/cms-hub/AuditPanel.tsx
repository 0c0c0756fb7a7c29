import { useState } from 'react';
import type { Locale } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { dashboardCalls, type Fetch } from './hub-api.ts';
import type { HubLabels } from './hub-labels.ts';
import { HubPanel } from './HubPanel.tsx';
import { usePanel } from './use-panel.ts';

export type AuditPanelProps = {
	uiLocale: Locale;
	labels: HubLabels['audit'];
	panelLabels: Pick<HubLabels, 'loading' | 'error' | 'retry'>;
	fetcher: Fetch;
	/** Changes when the log has new entries to show (an account change in the hub). */
	revision: number;
};

/** The audit log of staff actions, newest first, a page at a time. */
export function AuditPanel({ uiLocale, labels, panelLabels, fetcher, revision }: AuditPanelProps) {
	const calls = dashboardCalls(fetcher, uiLocale);
	const [page, setPage] = useState(1);
	const [state, retry] = usePanel(
		(signal) => calls.auditLog(page, signal),
		`audit-${page}-${revision}`,
	);
	return (
		<HubPanel
			id="audit"
			title={labels.title}
			state={state}
			onRetry={retry}
			labels={panelLabels}
			empty={labels.empty}
			isEmpty={(data) => data.total === 0}
			skeletonRows={6}
		>
			{(data) => (
				<>
					<ol className="hub-list hub-audit">
						{data.entries.map((entry) => (
							<li key={entry.id} className="hub-list__item hub-audit__entry">
								<p>
									<strong>{entry.actor}</strong> {labels.actions[entry.action]}
									{entry.target && entry.target !== entry.actor ? `: ${entry.target}` : ''}
								</p>
								<p className="hub-list__meta">
									<time dateTime={entry.at}>{formatEditorDateTime(entry.at, uiLocale)}</time>
									{entry.address ? ` · ${fill(labels.from, { address: entry.address })}` : ''}
									{entry.detail ? ` · ${entry.detail}` : ''}
								</p>
							</li>
						))}
					</ol>
					<nav className="hub-audit__pager" aria-label={labels.title}>
						<button
							type="button"
							className="btn btn--secondary"
							disabled={data.page <= 1}
							onClick={() => setPage((current) => Math.max(1, current - 1))}
						>
							{labels.newer}
						</button>
						<span>{fill(labels.page, { page: data.page, pages: Math.max(1, data.pages) })}</span>
						<button
							type="button"
							className="btn btn--secondary"
							disabled={data.page >= data.pages}
							onClick={() => setPage((current) => current + 1)}
						>
							{labels.older}
						</button>
					</nav>
					<p className="hub-panel__note">{fill(labels.kept, { days: data.keep_days })}</p>
				</>
			)}
		</HubPanel>
	);
}
