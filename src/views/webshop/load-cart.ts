import { cmsGet, CmsNotFoundError, type CmsContext } from '../../lib/cms/index.ts';
import { CartDetailSchema, CartTokenSchema, type CartDetail } from '../../lib/contract/index.ts';

/** The cookie the back end names the visitor's cart in (set by POST /api/shop-cart/). */
export const CART_COOKIE = 'webshop_cart';

const fetchCart = (ctx: CmsContext, token: string) =>
	cmsGet(`/${ctx.locale}/api/shop-cart/${token}/`, CartDetailSchema, ctx);

/**
 * The cart behind `/webshop/cart/{token}`, described in the context's language.
 * @throws CmsNotFoundError for malformed or unknown tokens (404 page)
 */
export async function loadCart(ctx: CmsContext, token: string | undefined): Promise<CartDetail> {
	const parsed = CartTokenSchema.safeParse(token);
	if (!parsed.success) throw new CmsNotFoundError(`/webshop/cart/${token ?? ''}`);
	return await fetchCart(ctx, parsed.data);
}

/** The visitor's own cart (from the cart cookie), or null when there is none (any more). */
export async function loadOwnCart(
	ctx: CmsContext,
	token: string | undefined,
): Promise<CartDetail | null> {
	if (!CartTokenSchema.safeParse(token).success) return null;
	try {
		return await loadCart(ctx, token);
	} catch (error) {
		if (error instanceof CmsNotFoundError) return null;
		throw error;
	}
}
