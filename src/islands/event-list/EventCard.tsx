import type { Locale } from '../../lib/contract/common.ts';
import { formatStartTime } from '../../lib/events/event-days.ts';
import { EVENT_CARD_SIZES } from '../../lib/events/card-sizes.ts';
import type { EventCardData } from '../../lib/events/cards.ts';
import { ClockIcon, LocationIcon } from './Icons.tsx';
import { AccessIcons } from './AccessIcons.tsx';
import type { AccessFeature } from '../../lib/access/features.ts';
import { Picture } from './Picture.tsx';

/**
 * An event card of the list (SPEC §2): the thumbnail as background under a scrim, the start time,
 * preline, name, subline and room; 'Ausverkauft' when every seat group is gone (SPEC §4), 'Nur
 * noch wenige Plätze' when every one on sale is nearly gone,
 * 'Abgesagt' when cancelled, and the access features as a row of icons. The whole card links to
 * the event.
 */
export function EventCard({
	event,
	locale,
	lead,
	labels,
	titleLevel = 3,
}: {
	event: EventCardData;
	locale: Locale;
	/** The list's first image: loaded at once and first (Picture). */
	lead: boolean;
	labels: {
		soldOut: string;
		fewLeft: string;
		cancelled: string;
		filter: { access: string };
		access: Record<AccessFeature, string>;
	};
	/** The title's heading level: one below the day's. */
	titleLevel?: 3 | 4 | undefined;
}) {
	const Title = titleLevel === 3 ? 'h3' : 'h4';
	return (
		<article
			className={`event-card linked-card scrim${event.cancelled ? ' event-card--cancelled' : ''}`}
		>
			<div className="event-card__media">
				{event.image && <Picture image={event.image} alt="" lead={lead} sizes={EVENT_CARD_SIZES} />}
			</div>
			<div className="event-card__top scrim__content">
				<span className="event-card__time">
					<ClockIcon />
					<time dateTime={event.date_start}>{formatStartTime(event.date_start, locale)}</time>
				</span>
				{event.cancelled ? (
					<span className="event-badge event-badge--alert">{labels.cancelled}</span>
				) : (
					<>
						{event.soldOut && <span className="event-badge">{labels.soldOut}</span>}
						{event.fewLeft && (
							<span className="event-badge event-badge--few">{labels.fewLeft}</span>
						)}
					</>
				)}
			</div>
			<div className="event-card__body scrim__content">
				{event.preline && <p className="preline">{event.preline}</p>}
				<Title className="event-card__title">
					<a className="event-card__link linked-card__link" href={event.url}>
						{event.name}
					</a>
				</Title>
				{event.subline && <p className="event-card__subline">{event.subline}</p>}
				{event.room && (
					<p className="event-card__room">
						<LocationIcon />
						{event.room}
					</p>
				)}
				<AccessIcons features={event.access} label={labels.filter.access} names={labels.access} />
			</div>
		</article>
	);
}
