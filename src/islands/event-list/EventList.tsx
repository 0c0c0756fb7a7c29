import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../lib/contract/common.ts';
import {
	$eventOptions,
	$events,
	eventsStateFrom,
	followListHistory,
	loadNextPage,
	retryEvents,
	showsResetAll,
	showsTeasers,
	startEvents,
	todayInBerlin,
	type EventsConfig,
	type EventsStart,
} from '../../stores/events.ts';
import { groupEventsByDay, interleaveTeasers } from '../../views/event/event-days.ts';
import { eventsHref } from '../../views/event/events-query.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { EmptyResult } from './EmptyResult.tsx';
import { EventDays } from './EventDays.tsx';
import { activeChips, type ChoiceContext } from './filter-choices.ts';
import { FilterBar } from './FilterBar.tsx';
import { ArrowIcon } from './Icons.tsx';
import { fill, type EventListLabels } from './labels.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { useNextPageTrigger } from './use-next-page-trigger.ts';

export type EventListProps = {
	locale: Locale;
	/** The events page (links work without JavaScript). */
	listPath: string;
	pageSize: number;
	urlMode: EventsConfig['urlMode'];
	/** Keeps ids unique when the overlay and a list share a page. */
	idPrefix: string;
	showCalendar: boolean;
	labels: EventListLabels;
	/** What the server rendered; without it the island loads everything itself. */
	start?: EventsStart | undefined;
	/** Brings the list's top into view after a change of filters (the overlay scrolls itself). */
	scrollToTop?: (() => void) | undefined;
};

/**
 * The event list island (SPEC §2 'Event list'): filter bar, chips, the events grouped by day with
 * teasers, infinite loading, skeletons and the empty screen. The server renders the same markup
 * from `start`, so hydrating changes nothing on screen; from then on it shows `$events`.
 */
export default function EventList(props: EventListProps) {
	const { locale, listPath, pageSize, urlMode, idPrefix, showCalendar, labels, start } = props;
	const started = useRef(false);
	if (!started.current && typeof window !== 'undefined') {
		started.current = true;
		startEvents({ locale, listPath, pageSize, urlMode, scrollToTop: props.scrollToTop }, start);
	}
	const live = useStore($events);
	const liveOptions = useStore($eventOptions);
	const onServer = typeof window === 'undefined';
	const state = onServer ? eventsStateFrom(start ?? {}) : live;
	const options = onServer ? (start?.options ?? liveOptions) : liveOptions;
	const [ready, setReady] = useState(false);
	const trigger = useRef<HTMLAnchorElement>(null);

	useEffect(() => {
		setReady(true);
		return followListHistory();
	}, []);
	useNextPageTrigger(trigger, state);

	const today = todayInBerlin();
	const where: ChoiceContext = { listPath, today };
	const query = { date: state.date, filters: state.filters, quick: state.quick };
	const chips = activeChips(query, options, labels, locale, where);
	const days = groupEventsByDay(state.events);
	const entries = interleaveTeasers(days, showsTeasers(query) ? state.teasers : [], {
		from: state.firstPage === 1 ? state.date : (days[0]?.day ?? state.date),
		until: state.hasNext ? (days.at(-1)?.day ?? null) : null,
	});
	const pageHref = (page: number) =>
		eventsHref(listPath, {
			date: query.date === today ? undefined : query.date,
			...query.filters,
			filter: query.quick ?? undefined,
			page,
		});
	const nothingYet = state.page === 0;
	const empty = !nothingYet && !state.loading && state.events.length === 0;

	return (
		<div
			className="event-list"
			data-event-list-mount
			data-locale={locale}
			data-page={state.page}
			data-page-size={pageSize}
			data-count={state.count}
			data-next-page={state.hasNext ? state.page + 1 : undefined}
			data-date={state.date.split('-').reverse().join('-')}
			data-filters={JSON.stringify(state.filters)}
		>
			<FilterBar
				query={query}
				options={options}
				labels={labels}
				locale={locale}
				where={where}
				ready={ready}
				showCalendar={showCalendar}
				count={state.count}
				idPrefix={idPrefix}
			/>
			<ActiveFilters
				chips={chips}
				showResetAll={showsResetAll(query, today)}
				resetHref={listPath}
				labels={labels}
				idPrefix={idPrefix}
			/>
			<p className="visually-hidden" role="status">
				{state.loading
					? labels.loading
					: nothingYet
						? ''
						: state.count === 1
							? labels.resultCountOne
							: fill(labels.resultCount, { total: state.count })}
			</p>
			<div className="event-list__days" aria-busy={state.loading}>
				{state.firstPage > 1 && (
					<a
						className="btn btn--link event-list__previous"
						href={pageHref(state.firstPage - 1)}
						rel="prev"
					>
						<ArrowIcon direction="left" />
						{labels.previous}
					</a>
				)}
				{empty ? (
					<EmptyResult
						filtered={chips.length > 0 && chips.some((chip) => chip.id !== 'date')}
						resetHref={listPath}
						labels={labels}
					/>
				) : (
					<EventDays
						entries={entries}
						locale={locale}
						currentYear={Number(today.slice(0, 4))}
						labels={labels}
						idPrefix={idPrefix}
					/>
				)}
				{state.loading && <ListSkeleton cards={state.events.length === 0 ? 4 : 2} />}
				{state.failed && (
					<div className="event-list__failed" role="alert">
						<p>{labels.failed}</p>
						<button type="button" className="btn btn--secondary" onClick={retryEvents}>
							{labels.retry}
						</button>
					</div>
				)}
			</div>
			{state.hasNext && (
				<div className="event-list__more">
					<a
						ref={trigger}
						className="btn btn--secondary"
						href={pageHref(state.page + 1)}
						rel="next"
						onClick={(event) => {
							event.preventDefault();
							loadNextPage();
						}}
					>
						{labels.more}
						<ArrowIcon direction="down" />
					</a>
				</div>
			)}
		</div>
	);
}
