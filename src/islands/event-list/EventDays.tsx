import type { Locale } from '../../lib/contract/common.ts';
import { formatDayHeading, type EventListEntry } from '../../views/event/event-days.ts';
import type { EventCardData, TeaserCardData } from './cards.ts';
import { EventCard } from './EventCard.tsx';
import type { EventListLabels } from './labels.ts';
import { ListTeaser } from './ListTeaser.tsx';

/** The list: one section per Berlin day with its events, editorial teasers between the days. */
export function EventDays({
	entries,
	locale,
	currentYear,
	labels,
	idPrefix,
}: {
	entries: readonly EventListEntry<EventCardData, TeaserCardData>[];
	locale: Locale;
	currentYear: number;
	labels: EventListLabels;
	idPrefix: string;
}) {
	let cardIndex = 0;
	return entries.map((entry) => {
		if (entry.kind === 'teaser') {
			return <ListTeaser key={`teaser-${entry.teaser.id}`} teaser={entry.teaser} labels={labels} />;
		}
		const headingId = `${idPrefix}-day-${entry.day}`;
		return (
			<section className="event-day" aria-labelledby={headingId} key={entry.day}>
				<h2 className="event-day__heading" id={headingId}>
					<time dateTime={entry.day}>{formatDayHeading(entry.day, locale, currentYear)}</time>
				</h2>
				<ul className="event-day__events">
					{entry.events.map((event) => (
						<li key={event.id}>
							<EventCard event={event} locale={locale} eager={cardIndex++ < 3} labels={labels} />
						</li>
					))}
				</ul>
			</section>
		);
	});
}
