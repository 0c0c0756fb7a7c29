import type { A11yPageSummary, EditorLocale } from '../../lib/contract/index.ts';
import { fill } from '../../lib/i18n/fill.ts';
import type { HubLabels } from './hub-labels.ts';

type Props = { pages: readonly A11yPageSummary[]; locale: EditorLocale; labels: HubLabels['a11y'] };

/**
 * Pages with accessibility findings, most first: how many, the page (a link into it in edit
 * mode with its findings open) and which kinds.
 */
export function A11yList({ pages, locale, labels }: Props) {
	return (
		<ol className="hub-list hub-count-list">
			{pages.map((page) => {
				const url = page.urls[locale];
				return (
					<li key={page.id} className="hub-list__item hub-count">
						<span className="hub-count__number" aria-hidden="true">
							{page.count}
						</span>
						<div className="hub-count__body">
							{url ? (
								<a className="hub-count__label" href={`${url}?edit&a11y`}>
									{page.title}
								</a>
							) : (
								<span className="hub-count__label">{page.title}</span>
							)}
							<p className="hub-list__meta">
								{fill(labels.count, { count: page.count })}:{' '}
								{page.rules.map((rule) => labels.rules[rule]).join(', ')}
								{page.is_online ? '' : ` · ${labels.offline}`}
							</p>
						</div>
					</li>
				);
			})}
		</ol>
	);
}
