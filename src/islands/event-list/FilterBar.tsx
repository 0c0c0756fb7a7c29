import { useCallback, useState } from 'react';
import type { Locale } from '../../lib/contract/common.ts';
import type { EventFilterKey } from '../../lib/contract/taxonomy.ts';
import { filterCount, type EventsQuery } from '../../lib/events/list-query.ts';
import type { EventOptions } from '../../lib/events/list-state.ts';
import { prepareEventCalls } from '../../stores/events/list.ts';
import { formatDayHeading } from '../../lib/events/event-days.ts';
import { EVENT_FILTERS, type QuickFilter } from '../../lib/events/page-query.ts';
import { CalendarPanel } from './CalendarPanel.tsx';
import { Dropdown } from './Dropdown.tsx';
import { useEventsStore } from './events-context.ts';
import {
	accessChoices,
	filterChoices,
	optionName,
	quickChoices,
	type ChoiceContext,
} from './filter-choices.ts';
import { accessList, isAccessFeature, toggleAccess } from '../../lib/access/features.ts';
import { FilterDialog } from './FilterDialog.tsx';
import { CalendarIcon, FilterIcon } from './Icons.tsx';
import { fill } from '../../lib/i18n/fill.ts';
import type { EventListLabels } from './labels.ts';
import { OptionList } from './OptionList.tsx';

type Props = {
	query: EventsQuery;
	options: EventOptions;
	labels: EventListLabels;
	locale: Locale;
	where: ChoiceContext;
	/** Hydrated: the calendar's content needs JavaScript. */
	ready: boolean;
	showCalendar: boolean;
	/** Filters the list fixes (a block's tag): not offered. */
	fixedKeys: readonly EventFilterKey[];
	count: number;
	idPrefix: string;
};

/**
 * The filter bar (SPEC §2): the calendar first (when shown), then one dropdown per filter with
 * options, the access features (several at once), and the quick filters. Below 64em the calendar and the filters open as modal dialogs
 * from two buttons. Filters without options, or fixed by the list, are left out.
 */
export function FilterBar(props: Props) {
	const { query, options, labels, locale, where, ready, showCalendar, count, idPrefix } = props;
	const list = useEventsStore();
	const [openDropdown, setOpenDropdown] = useState<string | null>(null);
	const [dialog, setDialog] = useState<'calendar' | 'filters' | null>(null);
	const keys = EVENT_FILTERS.filter(
		(key) => options[key].length > 0 && !props.fixedKeys.includes(key),
	);
	const chosenCount = filterCount(query);
	const currentYear = Number(where.firstDay.slice(0, 4));
	const dateValue =
		query.date === where.firstDay
			? labels.today
			: formatDayHeading(query.date, locale, currentYear);

	const openChange = useCallback(
		(name: string) => (open: boolean) =>
			setOpenDropdown((current) => (open ? name : current === name ? null : current)),
		[],
	);
	const choose = (key: EventFilterKey, value: string) => list.chooseFilter(key, value || null);
	// Several features can be chosen: a choice toggles one and leaves the dropdown open.
	const toggle = (feature: string) => {
		if (isAccessFeature(feature))
			list.chooseFilter('access', toggleAccess(query.filters.access, feature));
	};
	const accessChosen = accessList(query.filters.access);
	const accessValue =
		accessChosen.length === 0
			? null
			: accessChosen.length === 1
				? labels.access[accessChosen[0]!]
				: fill(labels.accessChosen, { count: accessChosen.length });
	const calendar = (onChosen: () => void) =>
		ready ? (
			<CalendarPanel
				locale={locale}
				today={where.firstDay}
				selected={query.date}
				loadingLabel={labels.calendarLoading}
				onSelect={(day) => {
					list.chooseDate(day);
					onChosen();
				}}
			/>
		) : null;

	return (
		<div
			className="filter-bar"
			role="search"
			aria-label={labels.filterBar}
			onPointerEnter={prepareEventCalls}
			onFocus={prepareEventCalls}
		>
			<div className="filter-bar__dropdowns">
				{showCalendar && (
					<Dropdown
						id={`${idPrefix}-calendar-label`}
						label={labels.calendar}
						value={dateValue}
						icon={<CalendarIcon />}
						open={openDropdown === 'calendar'}
						onOpenChange={openChange('calendar')}
						className="filter-dropdown--calendar"
					>
						{(close) =>
							// Mounted when opened: the picker and its days load only for visitors who look.
							openDropdown === 'calendar' ? calendar(close) : null
						}
					</Dropdown>
				)}
				{keys.map((key) => (
					<Dropdown
						key={key}
						id={`${idPrefix}-${key}-label`}
						label={labels.filter[key]}
						value={optionName(query, key, options)}
						open={openDropdown === key}
						onOpenChange={openChange(key)}
					>
						{(close) => (
							<OptionList
								labelledBy={`${idPrefix}-${key}-label`}
								choices={filterChoices(query, key, options, labels, where)}
								onChoose={(choice) => {
									choose(key, choice.key);
									close();
								}}
							/>
						)}
					</Dropdown>
				))}
				<Dropdown
					id={`${idPrefix}-access-label`}
					label={labels.filter.access}
					value={accessValue}
					open={openDropdown === 'access'}
					onOpenChange={openChange('access')}
				>
					{() => (
						<OptionList
							multiple
							labelledBy={`${idPrefix}-access-label`}
							choices={accessChoices(query, labels, where)}
							onChoose={(choice) => toggle(choice.key)}
						/>
					)}
				</Dropdown>
			</div>
			<div className="filter-bar__buttons">
				{showCalendar && (
					<button
						type="button"
						className="filter-bar__button"
						aria-haspopup="dialog"
						onClick={() => setDialog('calendar')}
					>
						<CalendarIcon />
						<span>{labels.calendar}</span>
						<span className="filter-bar__button-value">{dateValue}</span>
					</button>
				)}
				<button
					type="button"
					className="filter-bar__button"
					aria-haspopup="dialog"
					onClick={() => setDialog('filters')}
				>
					<FilterIcon />
					<span>{labels.filters}</span>
					{chosenCount > 0 && <span className="filter-bar__count">{chosenCount}</span>}
				</button>
			</div>
			<span className="visually-hidden" id={`${idPrefix}-quick-label`}>
				{labels.quickFilters}
			</span>
			<OptionList
				className="filter-bar__quick"
				labelledBy={`${idPrefix}-quick-label`}
				choices={quickChoices(query, labels, where)}
				onChoose={(choice) =>
					list.chooseQuickFilter(query.quick === choice.key ? null : (choice.key as QuickFilter))
				}
			/>
			{dialog === 'calendar' && (
				<FilterDialog
					id={`${idPrefix}-calendar`}
					title={labels.calendar}
					closeLabel={labels.closeCalendar}
					onClose={() => setDialog(null)}
				>
					{calendar(() => setDialog(null))}
				</FilterDialog>
			)}
			{dialog === 'filters' && (
				<FilterDialog
					id={`${idPrefix}-filters`}
					title={labels.filters}
					closeLabel={labels.closeFilters}
					onClose={() => setDialog(null)}
					footer={
						<>
							{chosenCount > 0 && (
								<button type="button" className="btn btn--link" onClick={list.resetFilters}>
									{labels.resetFilters}
								</button>
							)}
							<button type="button" className="btn btn--primary" onClick={() => setDialog(null)}>
								{fill(labels.showResults, { total: count })}
							</button>
						</>
					}
				>
					{keys.map((key) => (
						<section
							className="filter-dialog__group"
							key={key}
							aria-labelledby={`${idPrefix}-${key}`}
						>
							<h3 className="filter-dialog__group-title" id={`${idPrefix}-${key}`}>
								{labels.filter[key]}
							</h3>
							<OptionList
								className="filter-options--modal"
								labelledBy={`${idPrefix}-${key}`}
								choices={filterChoices(query, key, options, labels, where)}
								onChoose={(choice) => choose(key, choice.key)}
							/>
						</section>
					))}
					<section className="filter-dialog__group" aria-labelledby={`${idPrefix}-access`}>
						<h3 className="filter-dialog__group-title" id={`${idPrefix}-access`}>
							{labels.filter.access}
						</h3>
						<OptionList
							multiple
							className="filter-options--modal"
							labelledBy={`${idPrefix}-access`}
							choices={accessChoices(query, labels, where)}
							onChoose={(choice) => toggle(choice.key)}
						/>
					</section>
				</FilterDialog>
			)}
		</div>
	);
}
