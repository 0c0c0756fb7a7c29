import type { CapacityPlan } from '../../../src/backend/ticketing/capacity-plan.ts';

/**
 * Regional stages seat 120 per category; the studio play 'Schwerkraft' (10 seats) and the theatre
 * club taster session (6 places) are nearly full in the demo.
 */
export const regionCapacities: CapacityPlan = {
	seatGroup: 120,
	timeslot: 20,
	events: {
		schwerkraft: { seatGroup: 10 },
		'theaterclub-schnupperprobe': { seatGroup: 6 },
	},
};
