import { useEventsStore } from './events-context.ts';
import type { EventListLabels } from './labels.ts';

/**
 * The list without results (SPEC §2, §8): with filters chosen, 'your selection did not produce
 * any result', the hint and 'Reset filters'; otherwise 'no upcoming events'.
 */
export function EmptyResult({
	filtered,
	resetHref,
	labels,
}: {
	filtered: boolean;
	resetHref: string;
	labels: EventListLabels;
}) {
	const list = useEventsStore();
	return (
		<div className="empty-result">
			{filtered ? (
				<>
					<p className="empty-result__title">{labels.emptyFiltered}</p>
					<p>{labels.emptyFilteredHint}</p>
					<a
						className="btn btn--primary"
						href={resetHref}
						onClick={(event) => {
							event.preventDefault();
							list.resetFilters();
						}}
					>
						{labels.resetFilters}
					</a>
				</>
			) : (
				<p className="empty-result__title">{labels.empty}</p>
			)}
		</div>
	);
}
