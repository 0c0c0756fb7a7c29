import { useEffect, useRef, type ReactNode } from 'react';
import { ArrowIcon } from './Icons.tsx';

/**
 * 'Show more' for a list that must let visitors reach what follows it (a block on a CMS page):
 * the next page loads on a click only. Once it has arrived, focus moves to the first new event,
 * so keyboard and screen-reader users go on where the list grew (the button is gone after the
 * last page). `children` stand beside it (a block's link to the events page).
 */
export function ShowMoreButton({
	eventCount,
	hasNext,
	loading,
	label,
	onShowMore,
	children,
}: {
	eventCount: number;
	hasNext: boolean;
	loading: boolean;
	label: string;
	onShowMore: () => void;
	children?: ReactNode;
}) {
	const root = useRef<HTMLDivElement>(null);
	/** How many events the list had when the button was pressed; null: nothing asked for. */
	const countBefore = useRef<number | null>(null);

	useEffect(() => {
		const before = countBefore.current;
		if (before === null || loading) return;
		countBefore.current = null;
		if (eventCount <= before) return;
		const links = root.current
			?.closest('[data-event-list-mount]')
			?.querySelectorAll<HTMLAnchorElement>('.event-card__link');
		links?.[before]?.focus();
	}, [eventCount, loading]);

	return (
		<div ref={root} className={hasNext || children ? 'event-list__more' : undefined}>
			{hasNext && (
				<button
					type="button"
					className="btn btn--secondary"
					onClick={() => {
						countBefore.current = eventCount;
						onShowMore();
					}}
				>
					{label}
					<ArrowIcon direction="down" />
				</button>
			)}
			{children}
		</div>
	);
}
