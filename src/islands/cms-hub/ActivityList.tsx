import type { EditorLocale, PageActivity } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { isSitePath, withQuery } from './hub-format.ts';
import { fill } from '../../lib/i18n/fill.ts';
import type { HubLabels } from './hub-labels.ts';

export type ActivityListProps = {
	activities: readonly PageActivity[];
	/** The content locale: dates read in its words (Latin: the editor's own English names). */
	locale: EditorLocale;
	labels: HubLabels['activities'];
};

/**
 * The latest page saves: the page title opens it in the editor (`?edit`), 'Version' shows the
 * kept version (`?v=`); who saved it when, what changed, and whether the page is online.
 */
export function ActivityList({ activities, locale, labels }: ActivityListProps) {
	return (
		<ol className="hub-list">
			{activities.map((activity) => {
				const linked = isSitePath(activity.url);
				const name = activity.created_by_name || labels.unknownUser;
				return (
					<li key={activity.version_id} className="hub-list__item hub-activity">
						<div className="hub-activity__head">
							{linked ? (
								<a
									className="hub-activity__title"
									href={withQuery(activity.url, 'edit')}
									aria-label={fill(labels.editLabel, { title: activity.title })}
								>
									{activity.title}
								</a>
							) : (
								<span className="hub-activity__title">{activity.title}</span>
							)}
							<span
								className={`hub-badge ${activity.is_online ? 'hub-badge--online' : 'hub-badge--offline'}`}
							>
								{activity.is_online ? labels.online : labels.offline}
							</span>
						</div>
						<p className="hub-list__meta">
							<time dateTime={activity.created_at}>
								{formatEditorDateTime(activity.created_at, locale)}
							</time>{' '}
							· {fill(labels.by, { name })}
						</p>
						{activity.summary && <p className="hub-activity__summary">{activity.summary}</p>}
						{linked && (
							<a
								className="hub-activity__version"
								href={withQuery(activity.url, 'v', activity.version_id)}
								aria-label={fill(labels.versionLabel, {
									id: activity.version_id,
									title: activity.title,
								})}
							>
								{labels.version}
							</a>
						)}
					</li>
				);
			})}
		</ol>
	);
}
