import { WaitlistJoinSchema, type WaitlistJoinTarget } from '../../lib/contract/index.ts';
import { CmsNotFoundError, getWaitlistTarget } from '../../lib/cms/index.ts';
import { waitlistJoinPath, waitlistPostPaths } from '../../lib/waitlist/paths.ts';
import type { RouteInput } from '../route-data.ts';

/** The join form's fields. */
export type JoinField = 'block_id' | 'name' | 'email' | 'quantity';
const FIELDS: readonly JoinField[] = ['block_id', 'name', 'email', 'quantity'];

/** What the join page shows. */
export type JoinPageData = {
	target: WaitlistJoinTarget;
	/** The page itself: where the form posts and what the language switch keeps. */
	path: string;
	alternates: { de: string; en: string };
	values: Record<JoinField, string>;
	/** Refused fields; `form` when the post as a whole failed (e.g. a stale token). */
	errors: Partial<Record<JoinField | 'form', true>>;
	/** `sent`: check your mail; `on_sale`: book directly (also when `target.on_sale`). */
	outcome: 'sent' | 'on_sale' | undefined;
	status: number;
};

const ID = /^[1-9][0-9]{0,9}$/;
const idOf = (value: string | null | undefined) => (value && ID.test(value) ? Number(value) : 0);
const textOf = (value: FormDataEntryValue | null) =>
	typeof value === 'string' ? value.slice(0, 1000) : '';

/**
 * Loads `/{locale}/waitlist/?event_jet_id=&seat_group=[&block_id=]`, the join page of a sold-out
 * seat group or timeslot (unknown ids: 404). GET shows the form (`sent=1`, `on_sale=1`,
 * `invalid=` are the back end's answers to a post). POST checks the fields: refused ones come
 * back marked with what was typed (400); a post that passes goes on to the back end with a 307
 * (same body), which joins with the visitor's own address for the mail limits and CSRF check.
 */
export async function loadJoinPage(
	input: RouteInput,
	request: Request,
	csrfToken: string,
): Promise<JoinPageData | Response> {
	const { ctx, locale, url } = input;
	const params = url.searchParams;
	const idJet = idOf(params.get('event_jet_id'));
	const seatGroup = idOf(params.get('seat_group'));
	if (!idJet || !seatGroup) throw new CmsNotFoundError(url.pathname);
	const target = await getWaitlistTarget(ctx, idJet, seatGroup);
	const blockId = idOf(params.get('block_id'));
	const at = (code: 'de' | 'en') =>
		waitlistJoinPath(code, { idJet, seatGroup, blockId: blockId || undefined });
	const invalid = params.get('invalid');
	const page: JoinPageData = {
		target,
		path: at(locale),
		alternates: { de: at('de'), en: at('en') },
		values: { block_id: blockId ? String(blockId) : '', name: '', email: '', quantity: '1' },
		errors: invalid ? { [FIELDS.find((field) => field === invalid) ?? 'form']: true } : {},
		outcome: params.has('sent') ? 'sent' : params.has('on_sale') ? 'on_sale' : undefined,
		status: 200,
	};
	if (request.method !== 'POST' || target.on_sale) return page;

	const form = await request.formData().catch(() => new FormData());
	const values = {
		block_id: textOf(form.get('block_id')),
		name: textOf(form.get('name')),
		email: textOf(form.get('email')).trim(),
		quantity: textOf(form.get('quantity')).trim(),
	};
	const quantity = /^\d{1,3}$/.test(values.quantity) ? Number(values.quantity) : NaN;
	const checked = WaitlistJoinSchema.safeParse({
		event_jet_id: idJet,
		seat_group: seatGroup,
		...(target.slots.length > 0 ? { block_id: idOf(values.block_id) } : {}),
		quantity,
		name: values.name,
		email: values.email,
	});
	const errors: JoinPageData['errors'] = {};
	for (const issue of checked.success ? [] : checked.error.issues) {
		const field = FIELDS.find((name) => name === issue.path[0]);
		errors[field ?? 'form'] = true;
	}
	if (quantity > target.max_tickets) errors.quantity = true;
	if (
		target.slots.length > 0 &&
		!target.slots.some((slot) => String(slot.block_id) === values.block_id)
	) {
		errors.block_id = true;
	}
	// A token that no longer matches the cookie would fail at the back end: ask for a resend here.
	if (textOf(form.get('csrfmiddlewaretoken')) !== csrfToken) errors.form = true;
	if (Object.keys(errors).length > 0) return { ...page, values, errors, status: 400 };
	return new Response(null, {
		status: 307,
		headers: { Location: waitlistPostPaths.join(locale), 'Cache-Control': 'no-store' },
	});
}
