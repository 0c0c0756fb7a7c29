import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Locale } from '../../lib/contract/common.ts';
import { queryFromSearch } from '../../lib/events/list-query.ts';
import type { EventsStore } from '../../stores/events/list.ts';
import {
	$eventOverlay,
	closeEventOverlay,
	followOverlayHistory,
	openEventOverlay,
} from '../../stores/events/overlay.ts';
import { CloseIcon } from '../event-list/Icons.tsx';
import type { EventListLabels } from '../event-list/labels.ts';
import { ListSkeleton } from '../event-list/ListSkeleton.tsx';

// The list and its styles load when the overlay first opens, not with every page.
const EventList = lazy(() => import('../event-list/EventList.tsx'));

export type EventOverlayProps = {
	locale: Locale;
	listPath: string;
	pageSize: number;
	title: string;
	closeLabel: string;
	labels: EventListLabels;
};

/** The props and the overlay's own list, which no other list on the page shares. */
type Props = EventOverlayProps & { list: EventsStore };

/**
 * The full-screen event overlay 'Programm und Karten' (SPEC §2): opened by any
 * `a[data-event-overlay-open]` (the sticky overlay button, a plain link to the events page
 * without JavaScript), it shows the event list with its filters, mirrored in the query with
 * overlay=true. A modal dialog: focus stays inside, Escape or the close button close it and
 * clear the query; back, forward and a change of path close it too. Mounted on the first click
 * by `overlay-trigger.ts`.
 */
export default function EventOverlay(props: Props) {
	const { locale, listPath, pageSize, title, closeLabel, labels, list } = props;
	const open = useStore($eventOverlay);
	const dialog = useRef<HTMLDialogElement>(null);

	useEffect(() => {
		const openFromLink = (event: MouseEvent) => {
			const link = (event.target as Element | null)?.closest?.('a[data-event-overlay-open]');
			if (!link || event.defaultPrevented || event.button !== 0) return;
			if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
			event.preventDefault();
			openEventOverlay(list);
		};
		document.addEventListener('click', openFromLink);
		const stopFollowing = followOverlayHistory();
		return () => {
			document.removeEventListener('click', openFromLink);
			stopFollowing();
		};
	}, [list]);

	useEffect(() => {
		const element = dialog.current;
		if (!element) return;
		if (open && !element.open) element.showModal();
		if (!open && element.open) element.close();
	}, [open]);

	return (
		<dialog
			ref={dialog}
			className="event-overlay"
			aria-labelledby={open ? 'event-overlay-title' : undefined}
			onClose={() => closeEventOverlay()}
		>
			{open && (
				<div className="event-overlay__frame">
					<header className="event-overlay__header container">
						<h2 className="event-overlay__title" id="event-overlay-title">
							{title}
						</h2>
						<button
							type="button"
							className="event-overlay__close"
							onClick={() => closeEventOverlay()}
						>
							<CloseIcon size="1.75rem" />
							<span className="visually-hidden">{closeLabel}</span>
						</button>
					</header>
					<div className="event-overlay__body" data-scroll-root>
						<div className="container">
							<Suspense fallback={<ListSkeleton cards={4} />}>
								<EventList
									locale={locale}
									listPath={listPath}
									pageSize={pageSize}
									urlMode="overlay"
									idPrefix="overlay"
									showCalendar
									labels={labels}
									start={queryFromSearch(location.search)}
									store={list}
								/>
							</Suspense>
						</div>
					</div>
				</div>
			)}
		</dialog>
	);
}
