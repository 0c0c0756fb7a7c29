/**
 * Embed allowlists by kind (SPEC §5). An embed is a URL; it is allowed when its host is one of the
 * kind's hosts or a subdomain of one. The older variants' extra hosts are included so old content
 * keeps rendering.
 */
export const EMBED_HOSTS = {
	// Music streaming, sound sharing, podcast hosting; older variant adds a classical-music service.
	audio: [
		'open.spotify.com',
		'soundcloud.com',
		'w.soundcloud.com',
		'podcasts.apple.com',
		'embed.podcasts.apple.com',
		'podigee.io',
		'idagio.com',
	],
	// Document publishing services; older variant adds two more.
	viewer: ['issuu.com', 'e.issuu.com', 'yumpu.com', 'calameo.com', 'flipsnack.com'],
	// Two video platforms, one with a short-link form.
	video: [
		'youtube.com',
		'www.youtube.com',
		'youtube-nocookie.com',
		'youtu.be',
		'vimeo.com',
		'player.vimeo.com',
	],
	// Four social networks.
	socialmedia: ['instagram.com', 'facebook.com', 'x.com', 'twitter.com', 'tiktok.com'],
} as const;
export type EmbedKind = keyof typeof EMBED_HOSTS;

/** True when `value` is an https URL whose host belongs to the allowlist of `kind`. */
export function isAllowedEmbed(kind: EmbedKind, value: string): boolean {
	let url: URL;
	try {
		url = new URL(value);
	} catch {
		return false;
	}
	if (url.protocol !== 'https:') return false;
	const host = url.hostname.toLowerCase();
	return EMBED_HOSTS[kind].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
