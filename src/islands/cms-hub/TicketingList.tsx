import type { z } from 'zod';
import type { Locale, TicketingEventSchema } from '../../lib/contract/index.ts';
import { formatEditorDateTime } from '../../lib/format/editor-dates.ts';
import { isSitePath, reservedPercent } from './hub-format.ts';
import { fill } from '../../lib/i18n/fill.ts';
import type { HubLabels } from './hub-labels.ts';

type TicketingEvent = z.infer<typeof TicketingEventSchema>;

export type TicketingListProps = {
	events: readonly TicketingEvent[];
	locale: Locale;
	labels: HubLabels['tickets'];
};

/** Upcoming ticketed events: date, title, reserved of capacity as a bar, and 'sold out'. */
export function TicketingList({ events, locale, labels }: TicketingListProps) {
	return (
		<ol className="hub-list">
			{events.map((event) => {
				const percent = reservedPercent(event.reserved, event.capacity, event.sold_out);
				const text =
					event.capacity > 0
						? fill(labels.reserved, { reserved: event.reserved, capacity: event.capacity })
						: fill(labels.noCapacity, { reserved: event.reserved });
				return (
					<li key={`${event.id}-${event.id_jet}`} className="hub-list__item hub-ticket">
						<p className="hub-list__meta">
							<time dateTime={event.date_start}>
								{formatEditorDateTime(event.date_start, locale)}
							</time>
						</p>
						<div className="hub-ticket__head">
							{isSitePath(event.url) ? (
								<a className="hub-ticket__title" href={event.url}>
									{event.title}
								</a>
							) : (
								<span className="hub-ticket__title">{event.title}</span>
							)}
							{event.sold_out && (
								<span className="hub-badge hub-badge--sold-out">{labels.soldOut}</span>
							)}
						</div>
						<div className="hub-ticket__bar" aria-hidden="true">
							<span
								className={`hub-ticket__fill${event.sold_out ? ' hub-ticket__fill--full' : ''}`}
								style={{ width: `${percent}%` }}
							/>
						</div>
						<p className="hub-ticket__numbers">{text}</p>
					</li>
				);
			})}
		</ol>
	);
}
