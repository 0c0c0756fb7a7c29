import { createContext, useContext } from 'react';
import type { BookingData } from './booking-data.ts';

/** The open widget's event data and labels, for its parts. */
export const BookingDataContext = createContext<BookingData | null>(null);

/** The widget's data; only inside <BookingWidget>. */
export function useBookingData(): BookingData {
	const data = useContext(BookingDataContext);
	if (!data) throw new Error('useBookingData outside the booking widget');
	return data;
}
