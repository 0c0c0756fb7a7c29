import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../../lib/contract/common.ts';
import type { EventFilterKey } from '../../lib/contract/taxonomy.ts';
import { todayInBerlin, type EventsBounds } from '../../lib/events/bounds.ts';
import { showsResetAll, showsTeasers } from '../../lib/events/list-query.ts';
import type { EventsStart } from '../../lib/events/list-state.ts';
import {
	createEventsStore,
	type EventsConfig,
	type EventsStore,
} from '../../stores/events/list.ts';
import { groupEventsByDay, interleaveTeasers } from '../../lib/events/event-days.ts';
import { eventsHref } from '../../lib/events/page-query.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { EmptyResult } from './EmptyResult.tsx';
import { EventDays } from './EventDays.tsx';
import { EventsStoreContext } from './events-context.ts';
import { activeChips, type ChoiceContext } from './filter-choices.ts';
import { FilterBar } from './FilterBar.tsx';
import { ArrowIcon } from './Icons.tsx';
import { fill } from '../../lib/i18n/fill.ts';
import type { EventListLabels } from './labels.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { ShowMoreButton } from './ShowMoreButton.tsx';
import { useNextPageTrigger } from './use-next-page-trigger.ts';

export type EventListProps = {
	locale: Locale;
	/** The events page (links work without JavaScript). */
	listPath: string;
	pageSize: number;
	urlMode: EventsConfig['urlMode'];
	/** Keeps ids unique when several lists share a page. */
	idPrefix: string;
	showCalendar: boolean;
	/** The filter bar and the chips (default true). */
	filterable?: boolean | undefined;
	/** 'scroll': the next page loads near the end of the list; 'button': on 'Show more'. */
	paging?: 'scroll' | 'button' | undefined;
	/** A block's fixed window (start, end, tag); the list shows no teasers then. */
	bounds?: EventsBounds | undefined;
	/**
	 * The skeleton before the first page arrives (default one day of four cards); a block on a
	 * prerendered page shows one of its page's size, so nothing jumps when the events come.
	 */
	skeleton?: { days: number; cards: number } | undefined;
	/** The level of the days' headings: 2 on a page of its own, 3 in a block under its h2. */
	headingLevel?: 2 | 3 | undefined;
	/** On the events page: the list's first image loads at once and first (it is the LCP). */
	leadImage?: boolean | undefined;
	labels: EventListLabels;
	/** What the server rendered; without a page the island loads everything itself. */
	start?: EventsStart | undefined;
	/** Brings the list's top into view after a change of filters (the overlay scrolls itself). */
	scrollToTop?: (() => void) | undefined;
	/** The list to show (the overlay makes its own first); without it the island makes one. */
	store?: EventsStore | undefined;
	/** Shown after the list, beside 'Show more'. */
	children?: ReactNode;
	/** A block's link to the events page, after the list beside 'Show more'. */
	allLink?: { href: string; label: string } | undefined;
};

/** The list `props` describe, made once per island. */
function useListStore(props: EventListProps): EventsStore {
	const made = useRef<EventsStore | null>(props.store ?? null);
	made.current ??= createEventsStore(
		{
			locale: props.locale,
			listPath: props.listPath,
			pageSize: props.pageSize,
			urlMode: props.urlMode,
			scrollToTop: props.scrollToTop,
			bounds: props.bounds,
			teasers: props.bounds === undefined,
			filterable: props.filterable ?? true,
		},
		props.start,
	);
	const list = made.current;
	const started = useRef(false);
	// Started while rendering, not in an effect: the first render in the browser already shows
	// the list loading, as the server rendered it.
	if (!started.current && typeof window !== 'undefined') {
		started.current = true;
		list.start(props.start);
	}
	return list;
}

/**
 * The event list island (SPEC §2 'Event list'): filter bar, chips, the events grouped by day with
 * teasers, infinite loading (or 'Show more'), skeletons and the empty screen. The server renders
 * the same markup from `start`, so hydrating changes nothing on screen; from then on it shows its
 * own list store, so lists on one page (the events page or a block, and the overlay) stay apart.
 */
export default function EventList(props: EventListProps) {
	const { locale, listPath, idPrefix, showCalendar, labels } = props;
	const list = useListStore(props);
	const state = useStore(list.$list);
	const options = useStore(list.$options);
	const filterable = props.filterable ?? true;
	const paging = props.paging ?? 'scroll';
	const fixedKeys: EventFilterKey[] = props.bounds?.tag ? ['tag'] : [];
	const [ready, setReady] = useState(false);
	const trigger = useRef<HTMLAnchorElement>(null);

	useEffect(() => {
		setReady(true);
		return list.followHistory();
	}, [list]);
	useNextPageTrigger(trigger, state, list.loadNextPage);

	const today = todayInBerlin();
	const firstDay = list.firstDay(today);
	const where: ChoiceContext = { listPath, firstDay };
	const query = { date: state.date, filters: state.filters, quick: state.quick };
	const chips = filterable ? activeChips(query, options, labels, locale, where) : [];
	const days = groupEventsByDay(state.events);
	const entries = interleaveTeasers(days, showsTeasers(query) ? state.teasers : [], {
		from: state.firstPage === 1 ? state.date : (days[0]?.day ?? state.date),
		until: state.hasNext ? (days.at(-1)?.day ?? null) : null,
	});
	const pageHref = (page: number) =>
		eventsHref(listPath, {
			date: query.date === firstDay ? undefined : query.date,
			...query.filters,
			filter: query.quick ?? undefined,
			page,
		});
	const nothingYet = state.page === 0;
	const empty = !nothingYet && !state.loading && state.events.length === 0;

	return (
		<EventsStoreContext value={list}>
			<div
				className="event-list"
				data-event-list-mount
				data-locale={locale}
				data-page={state.page}
				data-count={state.count}
			>
				{filterable && (
					<FilterBar
						query={query}
						options={options}
						labels={labels}
						locale={locale}
						where={where}
						ready={ready}
						showCalendar={showCalendar}
						fixedKeys={fixedKeys}
						count={state.count}
						idPrefix={idPrefix}
					/>
				)}
				<ActiveFilters
					chips={chips}
					showResetAll={showsResetAll(query, firstDay)}
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
							headingLevel={props.headingLevel}
							leadImage={props.leadImage}
						/>
					)}
					{state.loading &&
						(state.events.length === 0 ? (
							<ListSkeleton {...(props.skeleton ?? { days: 1, cards: 4 })} />
						) : (
							<ListSkeleton cards={2} />
						))}
					{state.failed && (
						<div className="event-list__failed" role="alert">
							<p>{labels.failed}</p>
							<button type="button" className="btn btn--secondary" onClick={list.retry}>
								{labels.retry}
							</button>
						</div>
					)}
				</div>
				{paging === 'button' ? (
					<ShowMoreButton
						eventCount={state.events.length}
						hasNext={state.hasNext}
						loading={state.loading}
						label={labels.showMore}
						onShowMore={list.loadNextPage}
					>
						{props.allLink ? (
							<a className="btn btn--secondary" href={props.allLink.href}>
								{props.allLink.label}
								<ArrowIcon />
							</a>
						) : (
							props.children
						)}
					</ShowMoreButton>
				) : (
					state.hasNext && (
						<div className="event-list__more">
							<a
								ref={trigger}
								className="btn btn--secondary"
								href={pageHref(state.page + 1)}
								rel="next"
								onClick={(event) => {
									event.preventDefault();
									list.loadNextPage();
								}}
							>
								{labels.more}
								<ArrowIcon direction="down" />
							</a>
						</div>
					)
				)}
			</div>
		</EventsStoreContext>
	);
}
