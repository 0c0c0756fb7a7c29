import type { Locale } from '../../lib/contract/common.ts';
import { formatDayHeading, type EventListEntry } from '../../lib/events/event-days.ts';
import type { EventCardData, TeaserCardData } from '../../lib/events/cards.ts';
import { EventCard } from './EventCard.tsx';
import type { EventListLabels } from './labels.ts';
import { ListTeaser } from './ListTeaser.tsx';

/**
 * The list: one section per Berlin day with its events, editorial teasers between the days. The
 * days' headings have `headingLevel` (3 inside a block under its own h2), the cards' titles the
 * next level.
 */
export function EventDays({
	entries,
	locale,
	currentYear,
	labels,
	idPrefix,
	headingLevel = 2,
	leadImage = false,
}: {
	entries: readonly EventListEntry<EventCardData, TeaserCardData>[];
	locale: Locale;
	currentYear: number;
	labels: EventListLabels;
	idPrefix: string;
	headingLevel?: 2 | 3 | undefined;
	/** The first image (teaser or card) is the page's largest early paint: load it first. */
	leadImage?: boolean | undefined;
}) {
	const DayHeading = headingLevel === 2 ? 'h2' : 'h3';
	let leadLeft = leadImage;
	/** True for the first image of the list when it leads, false for every other. */
	const takeLead = (hasImage: boolean): boolean => {
		if (!leadLeft || !hasImage) return false;
		leadLeft = false;
		return true;
	};
	return entries.map((entry) => {
		if (entry.kind === 'teaser') {
			return (
				<ListTeaser
					key={`teaser-${entry.teaser.id}`}
					teaser={entry.teaser}
					labels={labels}
					lead={takeLead(Boolean(entry.teaser.image))}
				/>
			);
		}
		const headingId = `${idPrefix}-day-${entry.day}`;
		return (
			<section className="event-day" aria-labelledby={headingId} key={entry.day}>
				<DayHeading className="event-day__heading" id={headingId}>
					<time dateTime={entry.day}>{formatDayHeading(entry.day, locale, currentYear)}</time>
				</DayHeading>
				<ul className="event-day__events">
					{entry.events.map((event) => (
						<li key={event.id}>
							<EventCard
								event={event}
								locale={locale}
								lead={takeLead(Boolean(event.image))}
								labels={labels}
								titleLevel={headingLevel === 2 ? 3 : 4}
							/>
						</li>
					))}
				</ul>
			</section>
		);
	});
}
