/** Placeholder day and cards while a page of events loads (SPEC §2 'Loading skeletons'). */
export function ListSkeleton({ cards }: { cards: number }) {
	return (
		<div className="event-day event-skeleton" aria-hidden="true">
			<div className="event-skeleton__heading" />
			<div className="event-day__events">
				{Array.from({ length: cards }, (_, index) => (
					<div className="event-skeleton__card" key={index} />
				))}
			</div>
		</div>
	);
}
