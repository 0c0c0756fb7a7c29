import { isAllowedEmbed, type EmbedKind } from '../../lib/contract/embeds.ts';

/** How the frame of an embed is sized: a ratio for players, a fixed height for widgets. */
export type EmbedFrame =
	{ aspectRatio: string; maxWidth?: number } | { height: number; maxWidth?: number };

/** An external embed, ready to render as an iframe once the visitor allows external media. */
export type Embed = {
	kind: EmbedKind;
	/** The provider's name for the visitor, e.g. 'YouTube'. */
	provider: string;
	/** The host the iframe loads from: where the visitor's data goes. */
	host: string;
	/** The provider's embed URL. */
	src: string;
	/** The embed URL that starts playing at once (the same as `src` where there is nothing to play). */
	autoplaySrc: string;
	frame: EmbedFrame;
	/** The address the editor entered, for a plain link to the content at the provider. */
	pageUrl: string;
};

/** A HubSpot form: the portal's embed script and the form frame it fills. */
export type HubspotEmbed = {
	provider: 'HubSpot';
	host: string;
	region: string;
	portalId: string;
	formId: string;
	scriptSrc: string;
};

const VIDEO_FRAME: EmbedFrame = { aspectRatio: '16 / 9' };
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const HUBSPOT_DEFAULT_REGION = 'eu1';

type Draft = Omit<Embed, 'kind' | 'host' | 'pageUrl' | 'autoplaySrc'> & { autoplaySrc?: string };

/** The URL's host without a leading 'www.' or 'm.', lower-cased. */
function bareHost(url: URL): string {
	return url.hostname.toLowerCase().replace(/^(?:www|m)\./, '');
}

/** The non-empty path segments of a URL. */
function segments(url: URL): string[] {
	return url.pathname.split('/').filter((part) => part !== '');
}

/** Adds query parameters to a URL string that may already have some. */
function withParams(src: string, params: Record<string, string>): string {
	const url = new URL(src);
	for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
	return url.toString();
}

/** Seconds from a YouTube time value: '90', '90s', '1m30s', '1h2m3s'; null when unreadable. */
export function parseStartTime(value: string | null): number | null {
	if (value === null || value === '') return null;
	if (/^\d+$/.test(value)) return Number(value);
	const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
	if (!match) return null;
	const [, h = '0', m = '0', s = '0'] = match;
	return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function youtube(url: URL): Draft | null {
	const host = bareHost(url);
	const parts = segments(url);
	let id: string | undefined;
	if (host === 'youtu.be') id = parts[0];
	else if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
	else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
	if (id === undefined || !YOUTUBE_ID.test(id)) return null;
	const params = new URLSearchParams({ rel: '0' });
	const start = parseStartTime(url.searchParams.get('t') ?? url.searchParams.get('start'));
	if (start !== null && start > 0) params.set('start', String(start));
	const src = `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`;
	return {
		provider: 'YouTube',
		src,
		autoplaySrc: withParams(src, { autoplay: '1' }),
		frame: VIDEO_FRAME,
	};
}

function vimeo(url: URL): Draft | null {
	const parts = segments(url);
	// Showcase and group addresses carry their own number before the video's.
	const afterVideo = parts.indexOf('video') + 1 || parts.indexOf('videos') + 1;
	const index =
		afterVideo > 0 && /^\d+$/.test(parts[afterVideo] ?? '')
			? afterVideo
			: parts.findIndex((part) => /^\d+$/.test(part));
	const id = parts[index];
	if (id === undefined) return null;
	const following = parts[index + 1];
	const hash =
		url.searchParams.get('h') ??
		(following && /^[0-9a-f]{6,}$/i.test(following) ? following : null);
	const params = new URLSearchParams({ dnt: '1' });
	if (hash) params.set('h', hash);
	const src = `https://player.vimeo.com/video/${id}?${params.toString()}`;
	return {
		provider: 'Vimeo',
		src,
		autoplaySrc: withParams(src, { autoplay: '1' }),
		frame: VIDEO_FRAME,
	};
}

function spotify(url: URL): Draft | null {
	const parts = segments(url).filter((part) => !part.startsWith('intl-'));
	const offset = parts[0] === 'embed' ? 1 : 0;
	const type = parts[offset];
	const id = parts[offset + 1];
	if (!type || !id || !['track', 'album', 'playlist', 'episode', 'show', 'artist'].includes(type)) {
		return null;
	}
	const compact = type === 'track' || type === 'episode';
	return {
		provider: 'Spotify',
		src: `https://open.spotify.com/embed/${type}/${id}`,
		frame: { height: compact ? 152 : 352 },
	};
}

function soundcloud(url: URL): Draft | null {
	if (url.hostname.toLowerCase() === 'w.soundcloud.com') {
		const target = url.searchParams.get('url');
		if (!target) return null;
		return soundcloudPlayer(target);
	}
	if (segments(url).length < 2) return null;
	return soundcloudPlayer(`https://soundcloud.com${url.pathname}`);
}

function soundcloudPlayer(target: string): Draft {
	const params = new URLSearchParams({ url: target, visual: 'false', show_comments: 'false' });
	const src = `https://w.soundcloud.com/player/?${params.toString()}`;
	return {
		provider: 'SoundCloud',
		src,
		autoplaySrc: withParams(src, { auto_play: 'true' }),
		frame: { height: target.includes('/sets/') ? 450 : 166 },
	};
}

function applePodcasts(url: URL): Draft | null {
	if (!segments(url).includes('podcast')) return null;
	const episode = url.searchParams.has('i');
	return {
		provider: 'Apple Podcasts',
		src: `https://embed.podcasts.apple.com${url.pathname}${url.search}`,
		frame: { height: episode ? 175 : 450 },
	};
}

function podigee(url: URL): Draft | null {
	const parts = segments(url);
	if (parts.length === 0) return null;
	const path = parts[parts.length - 1] === 'embed' ? parts.slice(0, -1) : parts;
	return {
		provider: 'Podigee',
		src: `https://${url.hostname.toLowerCase()}/${path.join('/')}/embed?context=external`,
		frame: { height: 190 },
	};
}

function issuu(url: URL): Draft | null {
	if (url.hostname.toLowerCase() === 'e.issuu.com') {
		return { provider: 'Issuu', src: url.toString(), frame: { aspectRatio: '3 / 2' } };
	}
	const [user, docs, document] = segments(url);
	if (!user || docs !== 'docs' || !document) return null;
	const params = new URLSearchParams({ d: document, u: user });
	return {
		provider: 'Issuu',
		src: `https://e.issuu.com/embed.html?${params.toString()}`,
		frame: { aspectRatio: '3 / 2' },
	};
}

function yumpu(url: URL): Draft | null {
	const parts = segments(url);
	const view = parts.indexOf('view');
	const id = parts[view + 1];
	if (view < 1 || id === undefined || !/^\d+$/.test(id)) return null;
	const language = /^[a-z]{2}$/.test(parts[0] ?? '') ? parts[0] : 'de';
	return {
		provider: 'Yumpu',
		src: `https://www.yumpu.com/${language}/embed/view/${id}`,
		frame: { aspectRatio: '3 / 2' },
	};
}

function calameo(url: URL): Draft | null {
	const host = url.hostname.toLowerCase();
	const code =
		host === 'v.calameo.com'
			? url.searchParams.get('bkcode')
			: (() => {
					const [kind, id] = segments(url);
					return kind === 'read' || kind === 'books' ? (id ?? null) : null;
				})();
	if (!code) return null;
	const params = new URLSearchParams({ bkcode: code, mode: 'viewer' });
	return {
		provider: 'Calaméo',
		src: `https://v.calameo.com/?${params.toString()}`,
		frame: { aspectRatio: '3 / 2' },
	};
}

function instagram(url: URL): Draft | null {
	const [type, code] = segments(url);
	if (!type || !code || !['p', 'reel', 'tv'].includes(type)) return null;
	return {
		provider: 'Instagram',
		src: `https://www.instagram.com/${type}/${code}/embed/`,
		frame: { height: 760, maxWidth: 540 },
	};
}

function facebook(url: URL): Draft | null {
	const parts = segments(url);
	const isVideo = parts.includes('videos') || parts[0] === 'watch' || parts[0] === 'reel';
	const isPost = parts.includes('posts') || parts[0] === 'permalink.php' || parts[0] === 'photo';
	if (!isVideo && !isPost) return null;
	const href = `https://www.facebook.com${url.pathname}${url.search}`;
	const params = new URLSearchParams({ href, show_text: 'true', width: '500' });
	return {
		provider: 'Facebook',
		src: `https://www.facebook.com/plugins/${isVideo ? 'video' : 'post'}.php?${params.toString()}`,
		frame: isVideo ? VIDEO_FRAME : { height: 640, maxWidth: 500 },
	};
}

function xPost(url: URL): Draft | null {
	const parts = segments(url);
	const index = parts.indexOf('status');
	const id = parts[index + 1];
	if (index < 1 || id === undefined || !/^\d+$/.test(id)) return null;
	const params = new URLSearchParams({ id, dnt: 'true' });
	return {
		provider: 'X',
		src: `https://platform.twitter.com/embed/Tweet.html?${params.toString()}`,
		frame: { height: 640, maxWidth: 550 },
	};
}

function tiktok(url: URL): Draft | null {
	const parts = segments(url);
	const index = parts.indexOf('video');
	const id = parts[index + 1];
	if (index < 0 || id === undefined || !/^\d+$/.test(id)) return null;
	return {
		provider: 'TikTok',
		src: `https://www.tiktok.com/embed/v2/${id}`,
		frame: { height: 740, maxWidth: 340 },
	};
}

/** An allowed URL whose embed form is not known: the editor pasted the embed address itself. */
function passThrough(provider: string, frame: EmbedFrame) {
	return (url: URL): Draft => ({ provider, src: url.toString(), frame });
}

type Builder = (url: URL) => Draft | null;

/** Builders per kind, keyed by the bare host (subdomains match their parent's entry). */
const BUILDERS: Record<EmbedKind, Record<string, Builder>> = {
	video: {
		'youtube.com': youtube,
		'youtu.be': youtube,
		'youtube-nocookie.com': youtube,
		'vimeo.com': vimeo,
	},
	audio: {
		'open.spotify.com': spotify,
		'soundcloud.com': soundcloud,
		'podcasts.apple.com': applePodcasts,
		'podigee.io': podigee,
		'idagio.com': passThrough('IDAGIO', { height: 352 }),
	},
	viewer: {
		'issuu.com': issuu,
		'yumpu.com': yumpu,
		'calameo.com': calameo,
		'flipsnack.com': passThrough('Flipsnack', { aspectRatio: '3 / 2' }),
	},
	socialmedia: {
		'instagram.com': instagram,
		'facebook.com': facebook,
		'x.com': xPost,
		'twitter.com': xPost,
		'tiktok.com': tiktok,
	},
};

/** The builder for a host: an exact entry, else the entry of the nearest parent domain. */
function builderFor(kind: EmbedKind, host: string): Builder | undefined {
	const builders = BUILDERS[kind];
	const labels = host.split('.');
	for (let i = 0; i < labels.length - 1; i++) {
		const builder = builders[labels.slice(i).join('.')];
		if (builder) return builder;
	}
	return undefined;
}

/**
 * The embed for a URL the editor entered in a block of `kind`, in the provider's embed form
 * (YouTube → youtube-nocookie.com/embed, Vimeo → player.vimeo.com with Do Not Track, Spotify →
 * open.spotify.com/embed, SoundCloud → w.soundcloud.com/player, Issuu → e.issuu.com, …).
 * Null when the URL is not https, not on the kind's allowlist (SPEC §5) or not a recognisable
 * piece of content.
 */
export function buildEmbed(kind: EmbedKind, value: string): Embed | null {
	if (!isAllowedEmbed(kind, value.trim())) return null;
	const url = new URL(value.trim());
	const builder = builderFor(kind, url.hostname.toLowerCase());
	const draft = builder?.(url) ?? null;
	if (draft === null) return null;
	return {
		...draft,
		kind,
		host: new URL(draft.src).hostname,
		autoplaySrc: draft.autoplaySrc ?? draft.src,
		pageUrl: url.toString(),
	};
}

/**
 * The HubSpot form for a block's `hubspot_id`: 'portalId:formId', 'region:portalId:formId' or
 * 'portalId/formId' (region eu1 unless given). Null when the id does not name a portal and a form.
 */
export function buildHubspotEmbed(hubspotId: string): HubspotEmbed | null {
	const parts = hubspotId.trim().split(/[:/]/);
	const [region, portalId, formId] =
		parts.length === 3 ? parts : parts.length === 2 ? [HUBSPOT_DEFAULT_REGION, ...parts] : [];
	if (!region || !portalId || !formId) return null;
	if (!/^[a-z]{2}\d$/.test(region) || !/^\d+$/.test(portalId)) return null;
	if (!/^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(formId)) return null;
	// HubSpot's first region has no suffix in its script host.
	const host = region === 'na1' ? 'js.hsforms.net' : `js-${region}.hsforms.net`;
	return {
		provider: 'HubSpot',
		host,
		region,
		portalId,
		formId: formId.toLowerCase(),
		scriptSrc: `https://${host}/forms/embed/${portalId}.js`,
	};
}
