import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import type { Locale } from '../../lib/contract/common.ts';
import { useEventsStore } from './events-context.ts';

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
	const list = useEventsStore();
	const { dates } = useStore(list.$calendar);
	useEffect(() => {
		if (dates === null) void list.loadAvailableDates();
	}, [list, dates]);

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
