import { IdParamSchema, SlugSchema } from '../../lib/contract/index.ts';

/**
 * The rest of a series path below `/{locale}/series/` (SPEC §2: `{slug?}/{id}`): `21` or
 * `konzerte-im-festsaal/21`. Null for anything else.
 */
export function parseSeriesPath(
	rest: string | undefined,
): { slug: string | null; id: number } | null {
	const parts = (rest ?? '').split('/').filter(Boolean);
	if (parts.length < 1 || parts.length > 2) return null;
	const id = IdParamSchema.safeParse(parts.at(-1));
	if (!id.success) return null;
	const slug = parts.length === 2 ? (parts[0] as string) : null;
	if (slug !== null && !SlugSchema.safeParse(slug).success) return null;
	return { slug, id: id.data };
}
