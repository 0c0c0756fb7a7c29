import type { Locale } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { isSitePath } from './hub-format.ts';
import { fill } from '../../lib/i18n/fill.ts';

/** One counted entry: a 404 URL or a search keyword. */
export type CountedEntry = { label: string; count: number; last_seen: string };

export type CountListProps = {
	entries: readonly CountedEntry[];
	locale: Locale;
	/** '{{count}}× …, zuletzt {{date}}' */
	seen: string;
	/** Link each entry that is a site path (the 404 URLs). */
	linkPaths?: boolean;
};

/** Entries with how often and when last they were seen, most frequent first. */
export function CountList({ entries, locale, seen, linkPaths = false }: CountListProps) {
	return (
		<ol className="hub-list hub-count-list">
			{entries.map((entry) => (
				<li key={entry.label} className="hub-list__item hub-count">
					<span className="hub-count__number" aria-hidden="true">
						{entry.count}
					</span>
					<div className="hub-count__body">
						{linkPaths && isSitePath(entry.label) ? (
							<a className="hub-count__label" href={entry.label}>
								{entry.label}
							</a>
						) : (
							<span className="hub-count__label">{entry.label}</span>
						)}
						<p className="hub-list__meta">
							{fill(seen, {
								count: entry.count,
								date: formatEditorDateTime(entry.last_seen, locale),
							})}
						</p>
					</div>
				</li>
			))}
		</ol>
	);
}
