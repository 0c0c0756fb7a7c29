import type { CapacityPlan } from '../../../src/backend/ticketing/capacity-plan.ts';

/**
 * Castle rooms are small: tours go in groups of 15, the Hall of Mirrors seats 60 per category.
 * The candlelight tours (6 per slot), the children's tour (8) and the song recital (24) sell out
 * quickly in the demo.
 */
export const castleCapacities: CapacityPlan = {
	seatGroup: 60,
	timeslot: 15,
	events: {
		'schloss-bei-kerzenlicht': { timeslot: 6 },
		'kinderfuehrung-fuerstin-amalie': { seatGroup: 8 },
		'liederabend-schubert-hensel': { seatGroup: 24 },
	},
};
