import type { Locale } from '../../lib/contract/common.ts';
import type { EventFilterKey } from '../../lib/contract/taxonomy.ts';
import { urlForQuery, type EventsQuery } from '../../lib/events/list-query.ts';
import type { EventOptions } from '../../lib/events/list-state.ts';
import { formatDayHeading } from '../../lib/events/event-days.ts';
import { EVENT_FILTERS, QUICK_FILTERS, type ListFilterKey } from '../../lib/events/page-query.ts';
import { ACCESS_FEATURES, accessList, toggleAccess } from '../../lib/access/features.ts';
import { fill } from '../../lib/i18n/fill.ts';
import type { EventListLabels } from './labels.ts';
import type { Choice } from './OptionList.tsx';

/**
 * Where the choices link to without JavaScript, and the list's first day (today, or a block's
 * later start): a date other than it is shown as a chip and written into the links.
 */
export type ChoiceContext = { listPath: string; firstDay: string };

/** A chosen filter, the date or the quick filter, as a removable chip. */
export type Chip = {
	id: string;
	name: string;
	/** The list without it. */
	href: string;
	remove:
		| { kind: 'filter'; key: ListFilterKey; value: string | null }
		| { kind: 'date' }
		| { kind: 'quick' };
};

const href = (query: EventsQuery, where: ChoiceContext) =>
	urlForQuery(query, where.listPath, 'page', where.firstDay);

/** The chosen option's value of filter `key`, as the options write it. */
export function chosenValue(query: EventsQuery, key: EventFilterKey): string | null {
	const value = query.filters[key];
	return value === undefined ? null : String(value);
}

/** 'All' and the options of filter `key`. */
export function filterChoices(
	query: EventsQuery,
	key: EventFilterKey,
	options: EventOptions,
	labels: EventListLabels,
	where: ChoiceContext,
): Choice[] {
	const chosen = chosenValue(query, key);
	const without = { ...query.filters };
	delete without[key];
	const all: Choice = {
		key: '',
		name: labels.all,
		href: href({ ...query, filters: without }, where),
		chosen: chosen === null,
	};
	return [
		all,
		...options[key].map((option) => ({
			key: option.value,
			name: option.name,
			href: href(
				{
					...query,
					filters: { ...without, [key]: key === 'type' ? option.value : Number(option.value) },
				},
				where,
			),
			chosen: option.value === chosen,
		})),
	];
}

/** The list with access `csv` (a canonical list, or null for none). */
function withAccess(query: EventsQuery, csv: string | null): EventsQuery {
	const filters = { ...query.filters };
	if (csv === null) delete filters.access;
	else filters.access = csv;
	return { ...query, filters };
}

/**
 * The access features as a multiple choice: each one is chosen or not, and choosing it toggles
 * it (the list then shows dates that offer every chosen feature). `key` is the feature.
 */
export function accessChoices(
	query: EventsQuery,
	labels: EventListLabels,
	where: ChoiceContext,
): Choice[] {
	const chosen = accessList(query.filters.access);
	return ACCESS_FEATURES.map((feature) => ({
		key: feature,
		name: labels.access[feature],
		href: href(withAccess(query, toggleAccess(query.filters.access, feature)), where),
		chosen: chosen.includes(feature),
	}));
}

/** The quick filters (SPEC §9 next_3_days, weekend); choosing the chosen one removes it. */
export function quickChoices(
	query: EventsQuery,
	labels: EventListLabels,
	where: ChoiceContext,
): Choice[] {
	return QUICK_FILTERS.map((quick) => ({
		key: quick,
		name: labels.quick[quick],
		href: href({ ...query, quick: query.quick === quick ? null : quick }, where),
		chosen: query.quick === quick,
	}));
}

/** The name of the chosen option of `key` (its value when the option is unknown). */
export function optionName(query: EventsQuery, key: EventFilterKey, options: EventOptions) {
	const chosen = chosenValue(query, key);
	if (chosen === null) return null;
	return options[key].find((option) => option.value === chosen)?.name ?? chosen;
}

/**
 * The chips above the list: a later first day, each chosen filter, each access feature, the
 * quick filter.
 */
export function activeChips(
	query: EventsQuery,
	options: EventOptions,
	labels: EventListLabels,
	locale: Locale,
	where: ChoiceContext,
): Chip[] {
	const chips: Chip[] = [];
	if (query.date !== where.firstDay) {
		chips.push({
			id: 'date',
			name: fill(labels.from, {
				date: formatDayHeading(query.date, locale, Number(where.firstDay.slice(0, 4))),
			}),
			href: href({ ...query, date: where.firstDay }, where),
			remove: { kind: 'date' },
		});
	}
	for (const key of EVENT_FILTERS) {
		const name = optionName(query, key, options);
		if (name === null) continue;
		const filters = { ...query.filters };
		delete filters[key];
		chips.push({
			id: key,
			name,
			href: href({ ...query, filters }, where),
			remove: { kind: 'filter', key, value: null },
		});
	}
	for (const feature of accessList(query.filters.access)) {
		const rest = toggleAccess(query.filters.access, feature);
		chips.push({
			id: `access-${feature}`,
			name: labels.access[feature],
			href: href(withAccess(query, rest), where),
			remove: { kind: 'filter', key: 'access', value: rest },
		});
	}
	if (query.quick) {
		chips.push({
			id: 'quick',
			name: labels.quick[query.quick],
			href: href({ ...query, quick: null }, where),
			remove: { kind: 'quick' },
		});
	}
	return chips;
}
