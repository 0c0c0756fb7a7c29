import { castleCapacities } from './castle/capacities.ts';
import { regionCapacities } from './region/capacities.ts';
import type { CapacityPlan } from '../../src/backend/ticketing/capacity-plan.ts';

export type { CapacityPlan } from '../../src/backend/ticketing/capacity-plan.ts';

/** The demo ticketing system's capacities per deployment (see CapacityPlan). */
export const capacityPlans: Record<'castle' | 'region', CapacityPlan> = {
	castle: castleCapacities,
	region: regionCapacities,
};
