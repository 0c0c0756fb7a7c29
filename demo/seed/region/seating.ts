import { bi } from '../shared/text.ts';
import type { PriceList, SeatGroupPlan } from '../shared/tickets.ts';

/** Full price, reduced (half) and the culture pass price. */
export function theatrePrices(full: string, reduced: string): PriceList {
	return [
		['full', full],
		['reduced', reduced],
		['pass', '5.00'],
	];
}

/** The three price categories of the main stage of the municipal theatre. */
export function mainStageSeats(
	cat1: [string, string],
	cat2: [string, string],
	cat3: [string, string],
): SeatGroupPlan[] {
	return [
		{ name: bi('Parkett, 1. Kategorie', 'Stalls, category 1'), prices: theatrePrices(...cat1) },
		{ name: bi('Parkett, 2. Kategorie', 'Stalls, category 2'), prices: theatrePrices(...cat2) },
		{
			name: bi('Rang', 'Circle'),
			text: bi('Teilweise eingeschränkte Sicht', 'Partly restricted view'),
			prices: theatrePrices(...cat3),
		},
	];
}

/** Unreserved seating with full, reduced and culture pass prices. */
export function openSeating(full: string, reduced: string): SeatGroupPlan[] {
	return [
		{ name: bi('Freie Platzwahl', 'Unreserved seating'), prices: theatrePrices(full, reduced) },
	];
}

/** Concert hall categories of the civic hall. */
export function hallSeats(cat1: [string, string], cat2: [string, string]): SeatGroupPlan[] {
	return [
		{ name: bi('Saal, Kategorie A', 'Hall, category A'), prices: theatrePrices(...cat1) },
		{ name: bi('Saal, Kategorie B', 'Hall, category B'), prices: theatrePrices(...cat2) },
		{
			name: bi('Rollstuhlplatz mit Begleitung', 'Wheelchair space with companion'),
			prices: [['full', cat2[0]]],
		},
	];
}
