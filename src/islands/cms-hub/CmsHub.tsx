import { useState } from 'react';
import { EDITOR_LOCALES, type EditorLocale, type Locale } from '../../lib/contract/index.ts';
import { A11yList } from './A11yList.tsx';
import { AccountsPanel } from './AccountsPanel.tsx';
import { ActivityList } from './ActivityList.tsx';
import { AuditPanel } from './AuditPanel.tsx';
import { BackupStatusLine } from './BackupStatusLine.tsx';
import { CountList } from './CountList.tsx';
import { dashboardCalls, type Fetch } from './hub-api.ts';
import type { HubLabels } from './hub-labels.ts';
import { DraftList } from './DraftList.tsx';
import { HubPanel } from './HubPanel.tsx';
import { MailOutboxList } from './MailOutboxList.tsx';
import { PublishButton } from './PublishButton.tsx';
import { ScheduledPanel } from './ScheduledPanel.tsx';
import { TicketingList } from './TicketingList.tsx';
import { usePanel, type PanelState } from './use-panel.ts';
import { WaitlistPanel } from './WaitlistPanel.tsx';
import './cms-hub.css';

export type CmsHubProps = {
	/** The hub's own language (its texts, dates outside the activities). */
	uiLocale: Locale;
	labels: HubLabels;
	/** The fetch of the dashboard calls (tests); the browser's by default. */
	fetcher?: Fetch;
};

const isEmptyList = (list: readonly unknown[]) => list.length === 0;

/**
 * The editor hub application (staff only): publish and editor links, then the panels of recent
 * page activities (with a content-locale switch), pages with accessibility findings (same
 * locale), ticket sales, pages with a draft, scheduled changes, waiting lists, 404 errors, the last backup, outgoing mail, top search
 * keywords, the searches that found nothing, the accounts and the audit log. Each panel loads on its own and can be retried on its own.
 */
export default function CmsHub({ uiLocale, labels, fetcher }: CmsHubProps) {
	const fetchWith: Fetch = fetcher ?? ((url, init) => fetch(url, init));
	const calls = dashboardCalls(fetchWith, uiLocale);
	const [auditRevision, setAuditRevision] = useState(0);
	const [contentLocale, setContentLocale] = useState<EditorLocale>(uiLocale);
	const activities = usePanel((signal) => calls.activities(contentLocale, signal), contentLocale);
	const a11y = usePanel((signal) => calls.a11y(contentLocale, signal), `a11y-${contentLocale}`);
	const tickets = usePanel((signal) => calls.ticketing(signal), 'tickets');
	const drafts = usePanel((signal) => calls.drafts(signal), 'drafts');
	const errors = usePanel((signal) => calls.errorLog(signal), 'errors');
	const keywords = usePanel((signal) => calls.keywords(signal), 'keywords');
	const misses = usePanel((signal) => calls.misses(signal), 'misses');
	const backup = usePanel((signal) => calls.backup(signal), 'backup');
	const mail = usePanel((signal) => calls.mail(signal), 'mail');
	const panelLabels = { loading: labels.loading, error: labels.error, retry: labels.retry };
	const listPanel = <T extends readonly unknown[]>(
		[state, onRetry]: [PanelState<T>, () => void],
		empty: string,
	) => ({ state, onRetry, labels: panelLabels, empty, isEmpty: isEmptyList });

	const localeSwitch = (
		<div className="hub-switch" role="group" aria-label={labels.activities.locale}>
			{EDITOR_LOCALES.map((locale) => (
				<button
					key={locale}
					type="button"
					className="hub-switch__option"
					aria-pressed={locale === contentLocale}
					onClick={() => setContentLocale(locale)}
				>
					{labels.locales[locale]}
				</button>
			))}
		</div>
	);

	return (
		<div className="cms-hub">
			<div className="cms-hub__actions">
				<PublishButton
					locale={uiLocale}
					labels={labels.publish}
					{...(fetcher ? { fetcher } : {})}
				/>
				<a className="btn btn--secondary cms-hub__edit" href={`/${uiLocale}?edit`}>
					{labels.editHome}
				</a>
			</div>
			<div className="cms-hub__grid" aria-label={labels.panels} role="region">
				<HubPanel
					id="activities"
					title={labels.activities.title}
					aside={localeSwitch}
					{...listPanel(activities, labels.activities.empty)}
					skeletonRows={6}
				>
					{(data) => (
						<ActivityList activities={data} locale={contentLocale} labels={labels.activities} />
					)}
				</HubPanel>
				<HubPanel id="a11y" title={labels.a11y.title} {...listPanel(a11y, labels.a11y.empty)}>
					{(data) => <A11yList pages={data} locale={contentLocale} labels={labels.a11y} />}
				</HubPanel>
				<HubPanel
					id="tickets"
					title={labels.tickets.title}
					{...listPanel(tickets, labels.tickets.empty)}
				>
					{(data) => <TicketingList events={data} locale={uiLocale} labels={labels.tickets} />}
				</HubPanel>
				<HubPanel
					id="drafts"
					title={labels.drafts.title}
					{...listPanel(drafts, labels.drafts.empty)}
				>
					{(data) => <DraftList drafts={data} uiLocale={uiLocale} labels={labels.drafts} />}
				</HubPanel>
				<ScheduledPanel
					uiLocale={uiLocale}
					labels={labels.scheduled}
					panelLabels={panelLabels}
					fetcher={fetchWith}
				/>
				<WaitlistPanel
					uiLocale={uiLocale}
					labels={labels.waitlist}
					panelLabels={panelLabels}
					fetcher={fetchWith}
				/>
				<HubPanel
					id="errors"
					title={labels.errors.title}
					{...listPanel(errors, labels.errors.empty)}
				>
					{(data) => (
						<CountList
							entries={data.map((entry) => ({ ...entry, label: entry.url }))}
							locale={uiLocale}
							seen={labels.errors.seen}
							linkPaths
						/>
					)}
				</HubPanel>
				<HubPanel
					id="backup"
					title={labels.backup.title}
					state={backup[0]}
					onRetry={backup[1]}
					labels={panelLabels}
					empty=""
					isEmpty={() => false}
					skeletonRows={2}
				>
					{(data) => <BackupStatusLine status={data} locale={uiLocale} labels={labels.backup} />}
				</HubPanel>
				<HubPanel
					id="mail"
					title={labels.mail.title}
					state={mail[0]}
					onRetry={mail[1]}
					labels={panelLabels}
					empty=""
					isEmpty={() => false}
					skeletonRows={3}
				>
					{(data) => <MailOutboxList outbox={data} locale={uiLocale} labels={labels.mail} />}
				</HubPanel>
				<HubPanel
					id="keywords"
					title={labels.keywords.title}
					aside={<p className="hub-panel__note">{labels.keywords.window}</p>}
					{...listPanel(keywords, labels.keywords.empty)}
				>
					{(data) => (
						<CountList
							entries={data.map((entry) => ({ ...entry, label: entry.keyword }))}
							locale={uiLocale}
							seen={labels.keywords.seen}
						/>
					)}
				</HubPanel>
				<HubPanel
					id="misses"
					title={labels.misses.title}
					aside={<p className="hub-panel__note">{labels.keywords.window}</p>}
					{...listPanel(misses, labels.misses.empty)}
				>
					{(data) => (
						<CountList
							entries={data.map((entry) => ({
								label: entry.keyword,
								count: entry.misses,
								last_seen: entry.last_seen,
							}))}
							locale={uiLocale}
							seen={labels.misses.seen}
						/>
					)}
				</HubPanel>
				<AccountsPanel
					uiLocale={uiLocale}
					labels={labels.accounts}
					panelLabels={panelLabels}
					fetcher={fetchWith}
					onChanged={() => setAuditRevision((n) => n + 1)}
				/>
				<AuditPanel
					uiLocale={uiLocale}
					labels={labels.audit}
					panelLabels={panelLabels}
					fetcher={fetchWith}
					revision={auditRevision}
				/>
			</div>
		</div>
	);
}
