import type { BackupStatus, Locale } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { formatBackupInterval, formatBackupSize } from './hub-format.ts';
import { fill } from '../../lib/i18n/fill.ts';
import type { HubLabels } from './hub-labels.ts';

export type BackupStatusLineProps = {
	status: BackupStatus;
	locale: Locale;
	labels: HubLabels['backup'];
};

/**
 * The last backup's time and size and the server's interval, with a warning (an alert, so
 * screen readers hear it too) when the last backup is older than twice the interval or missing.
 */
export function BackupStatusLine({ status, locale, labels }: BackupStatusLineProps) {
	if (!status.configured) return <p className="hub-backup__note">{labels.notConfigured}</p>;
	const { last } = status;
	const [before, after = ''] = labels.last.split('{{time}}');
	return (
		<div className="hub-backup">
			{last ? (
				<p className="hub-backup__last">
					{before}
					<time dateTime={last.created_at}>{formatEditorDateTime(last.created_at, locale)}</time>
					{fill(after, { size: formatBackupSize(last.bytes, locale) })}
				</p>
			) : (
				<p className="hub-backup__last">{labels.never}</p>
			)}
			{status.every_minutes !== null && (
				<p className="hub-panel__note">
					{fill(labels.every, {
						interval: formatBackupInterval(status.every_minutes, locale),
					})}
				</p>
			)}
			{status.stale && (
				<p className="hub-backup__warning" role="alert">
					{labels.stale}
				</p>
			)}
		</div>
	);
}
