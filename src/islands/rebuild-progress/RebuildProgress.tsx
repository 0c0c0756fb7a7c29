import type { EditorLocale, RebuildStatus } from '../../lib/contract/index.ts';
import { rebuildLabels, rebuildView } from './rebuild-text.ts';
import './rebuild-progress.css';

export type RebuildProgressProps = {
	status: RebuildStatus | null;
	locale: EditorLocale;
};

/**
 * The server's rebuild where editors look (toolbar, hub): phase and a bar of pages written while
 * it runs, then how it ended. A polite live region, so a screen reader hears the outcome.
 */
export function RebuildProgress({ status, locale }: RebuildProgressProps) {
	const view = status ? rebuildView(status, locale) : null;
	return (
		<div className={`rebuild-progress rebuild-progress--${view?.tone ?? 'none'}`} role="status">
			{view && (
				<>
					<span className="rebuild-progress__text">{view.text}</span>
					{view.bar && (
						<span className="rebuild-progress__bar">
							<progress
								aria-label={rebuildLabels(locale).progress}
								max={view.bar.expected || undefined}
								value={view.bar.expected ? view.bar.pages : undefined}
							/>
							<span>{view.bar.caption}</span>
						</span>
					)}
					{view.queued && <span className="rebuild-progress__queued">{view.queued}</span>}
				</>
			)}
		</div>
	);
}
