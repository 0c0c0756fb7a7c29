import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import type { Locale } from '../../lib/contract/common.ts';
import { $eventCalendar, loadAvailableDates } from '../../stores/events.ts';

const DayCalendar = lazy(() => import('./DayCalendar.tsx'));

/**
 * The calendar's content once hydrated: loads the days that have events (when not loaded for
 * the current filters) and the picker itself, both only when the calendar is first opened.
 */
export function CalendarPanel({
	locale,
	today,
	selected,
	loadingLabel,
	onSelect,
}: {
	locale: Locale;
	today: string;
	selected: string;
	loadingLabel: string;
	onSelect: (day: string) => void;
}) {
	const { dates } = useStore($eventCalendar);
	useEffect(() => {
		if (dates === null) void loadAvailableDates();
	}, [dates]);

	const loading = (
		<p className="calendar-panel__loading" role="status">
			{loadingLabel}
		</p>
	);
	if (dates === null) return loading;
	return (
		<Suspense fallback={loading}>
			<DayCalendar
				locale={locale}
				today={today}
				selected={selected}
				available={dates}
				onSelect={onSelect}
			/>
		</Suspense>
	);
}
