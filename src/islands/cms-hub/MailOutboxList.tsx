import type { Locale, MailOutbox } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { fill } from '../../lib/i18n/fill.ts';
import type { HubLabels } from './hub-labels.ts';

export type MailOutboxListProps = {
	outbox: MailOutbox;
	locale: Locale;
	labels: HubLabels['mail'];
};

/**
 * The outbox: whether the server sends (without SMTP_URL mails wait here), how many wait, were
 * sent or failed, and the latest mails with recipient, subject, state and the last error.
 */
export function MailOutboxList({ outbox, locale, labels }: MailOutboxListProps) {
	const { counts } = outbox;
	return (
		<div className="hub-mail">
			<p className="hub-panel__note">{outbox.sending ? labels.sending : labels.notSending}</p>
			<p className="hub-mail__counts">
				{fill(labels.counts, { pending: counts.pending, sent: counts.sent, failed: counts.failed })}
			</p>
			{outbox.mails.length === 0 ? (
				<p className="hub-panel__note">{labels.empty}</p>
			) : (
				<ol className="hub-list">
					{outbox.mails.map((mail) => (
						<li key={mail.id} className="hub-list__item hub-mail__item">
							<p className="hub-list__meta">
								<time dateTime={mail.created_at}>
									{formatEditorDateTime(mail.created_at, locale)}
								</time>{' '}
								<span className={`hub-badge hub-badge--mail-${mail.status}`}>
									{labels.status[mail.status]}
								</span>
							</p>
							<p className="hub-mail__subject">{mail.subject}</p>
							<p className="hub-list__meta">{fill(labels.to, { recipient: mail.recipient })}</p>
							{mail.last_error !== '' && mail.status !== 'sent' && (
								<p className="hub-mail__error">
									{fill(labels.error, { attempts: mail.attempts, error: mail.last_error })}
								</p>
							)}
						</li>
					))}
				</ol>
			)}
		</div>
	);
}
