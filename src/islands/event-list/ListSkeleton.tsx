/**
 * Placeholder days and cards while a page of events loads (SPEC §2 'Loading skeletons'): `days`
 * days of `cards` cards each, shaped like the page that is on its way.
 */
export function ListSkeleton({ cards, days = 1 }: { cards: number; days?: number | undefined }) {
	return Array.from({ length: days }, (_, day) => (
		<div className="event-day event-skeleton" aria-hidden="true" key={day}>
			<div className="event-skeleton__heading" />
			<div className="event-day__events">
				{Array.from({ length: cards }, (_, index) => (
					<div className="event-skeleton__card" key={index} />
				))}
			</div>
		</div>
	));
}
