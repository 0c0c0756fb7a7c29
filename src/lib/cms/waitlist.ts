import {
	WaitlistEntryStateSchema,
	WaitlistJoinTargetSchema,
	type WaitlistEntryState,
	type WaitlistJoinTarget,
} from '../contract/index.ts';
import { cmsRequest, query, type CmsContext } from './client.ts';

/**
 * What the join page shows of seat group `seatGroup` of event date `idJet`, live (never cached).
 * @throws CmsNotFoundError for unknown ids
 */
export function getWaitlistTarget(
	ctx: CmsContext,
	idJet: number,
	seatGroup: number,
): Promise<WaitlistJoinTarget> {
	return cmsRequest(
		`/${ctx.locale}/api/waitlist/target/${query({ event_jet_id: idJet, seat_group: seatGroup })}`,
		{},
		WaitlistJoinTargetSchema,
		{ locale: ctx.locale },
	);
}

/**
 * The state of the waiting-list entry of secret `token`, for its page.
 * @throws CmsNotFoundError for an unknown token
 */
export function getWaitlistEntry(ctx: CmsContext, token: string): Promise<WaitlistEntryState> {
	return cmsRequest(
		`/${ctx.locale}/api/waitlist/${encodeURIComponent(token)}/state/`,
		{},
		WaitlistEntryStateSchema,
		{ locale: ctx.locale },
	);
}
