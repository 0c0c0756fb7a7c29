import type { EventsStore } from '../../stores/events/list.ts';
import { useEventsStore } from './events-context.ts';
import type { Chip } from './filter-choices.ts';
import { CloseIcon } from './Icons.tsx';
import { fill } from '../../lib/i18n/fill.ts';
import type { EventListLabels } from './labels.ts';

function remove(list: EventsStore, chip: Chip): void {
	if (chip.remove.kind === 'date') list.chooseDate(null);
	else if (chip.remove.kind === 'quick') list.chooseQuickFilter(null);
	else list.chooseFilter(chip.remove.key, chip.remove.value);
}

/**
 * The chosen filters as chips, each a link that removes it, and 'reset all' when more than one
 * filter, or one and a later day, is chosen (SPEC §2).
 */
export function ActiveFilters({
	chips,
	showResetAll,
	resetHref,
	labels,
	idPrefix,
}: {
	chips: readonly Chip[];
	showResetAll: boolean;
	resetHref: string;
	labels: EventListLabels;
	idPrefix: string;
}) {
	const list = useEventsStore();
	if (chips.length === 0) return null;
	const labelId = `${idPrefix}-chips`;
	return (
		<div className="event-chips" role="group" aria-labelledby={labelId}>
			<p className="event-chips__label" id={labelId}>
				{labels.activeFilters}
			</p>
			<ul className="event-chips__list">
				{chips.map((chip) => (
					<li key={chip.id}>
						<a
							className="event-chip"
							href={chip.href}
							aria-label={fill(labels.removeFilter, { name: chip.name })}
							onClick={(event) => {
								event.preventDefault();
								remove(list, chip);
							}}
						>
							{chip.name}
							<CloseIcon />
						</a>
					</li>
				))}
			</ul>
			{showResetAll && (
				<a
					className="event-chips__reset"
					href={resetHref}
					onClick={(event) => {
						event.preventDefault();
						list.resetFilters();
					}}
				>
					{labels.resetAll}
				</a>
			)}
		</div>
	);
}
