import { castle } from '../../sites/castle.ts';
import { region } from '../../sites/region.ts';
import type { FewLeftThreshold, TicketLimits } from '../../sites/site-config.ts';
import type { SiteName } from '../context.ts';

/** The caps on carts of each deployment, from its site config (`tickets`). */
export const ticketLimits: Record<SiteName, TicketLimits> = {
	castle: castle.tickets,
	region: region.tickets,
};

/** When each deployment shows 'few tickets left', from its site config (`fewLeft`). */
export const fewLeftThresholds: Record<SiteName, FewLeftThreshold> = {
	castle: castle.fewLeft,
	region: region.fewLeft,
};

/** The 400 message for a request or cart over `max` tickets. */
export const tooManyTicketsText = (max: number) =>
	`At most ${max} tickets per cart: remove some or complete this order first`;
