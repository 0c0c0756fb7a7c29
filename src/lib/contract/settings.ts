import { z } from 'zod';

const HtmlBlockSchema = z.object({ code: z.string() });

/** GET /pageeditor-api/settings (SPEC §3 'Site settings', §7). */
export const SiteSettingsSchema = z.object({
	status: z.string().default('ok'),
	is_site_online: z.boolean(),
	is_shop_online: z.boolean(),
	html_footer_logos: HtmlBlockSchema.nullable().default(null),
	html_footer_top: HtmlBlockSchema.nullable().default(null),
	html_footer_bottom: HtmlBlockSchema.nullable().default(null),
	html_header: HtmlBlockSchema.nullable().default(null),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
