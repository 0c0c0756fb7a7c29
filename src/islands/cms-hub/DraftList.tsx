import type { Locale, PageDraftEntry } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { fill } from '../../lib/i18n/fill.ts';
import type { HubLabels } from './hub-labels.ts';

type Props = { drafts: readonly PageDraftEntry[]; uiLocale: Locale; labels: HubLabels['drafts'] };

/**
 * Pages with a draft, newest change first: the page (a link into its draft in edit mode) with the
 * draft's language, when and by whom it was changed last — so no prepared change is forgotten.
 */
export function DraftList({ drafts, uiLocale, labels }: Props) {
	return (
		<ol className="hub-list">
			{drafts.map((draft) => {
				const title = draft.title || labels.untitled;
				return (
					<li key={`${draft.page_id}-${draft.locale}`} className="hub-list__item hub-account">
						<div className="hub-account__body">
							<p className="hub-account__name">
								{draft.url ? <a href={`${draft.url}?edit`}>{title}</a> : title}{' '}
								<span className="hub-account__role">{draft.locale.toUpperCase()}</span>
							</p>
							<p className="hub-list__meta">
								{fill(labels.item, {
									time: formatEditorDateTime(draft.updated_at, uiLocale),
									name: draft.updated_by_name || labels.someone,
								})}
							</p>
						</div>
					</li>
				);
			})}
		</ol>
	);
}
