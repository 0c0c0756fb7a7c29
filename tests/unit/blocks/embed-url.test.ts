import { describe, expect, it } from 'vitest';
import {
	buildEmbed,
	buildHubspotEmbed,
	parseStartTime,
} from '../../../src/components/blocks/embed-url.ts';

const YT = 'dQw4w9WgXcQ';

describe('buildEmbed: video', () => {
	it.each([
		`https://www.youtube.com/watch?v=${YT}`,
		`https://youtube.com/watch?feature=share&v=${YT}`,
		`https://m.youtube.com/watch?v=${YT}`,
		`https://youtu.be/${YT}`,
		`https://www.youtube.com/embed/${YT}`,
		`https://www.youtube.com/shorts/${YT}`,
		`https://www.youtube-nocookie.com/embed/${YT}`,
	])('turns %s into the youtube-nocookie embed', (url) => {
		const embed = buildEmbed('video', url);
		expect(embed?.src).toBe(`https://www.youtube-nocookie.com/embed/${YT}?rel=0`);
		expect(embed?.host).toBe('www.youtube-nocookie.com');
		expect(embed?.provider).toBe('YouTube');
		expect(embed?.autoplaySrc).toBe(
			`https://www.youtube-nocookie.com/embed/${YT}?rel=0&autoplay=1`,
		);
		expect(embed?.frame).toEqual({ aspectRatio: '16 / 9' });
		expect(embed?.pageUrl).toBe(new URL(url).toString());
	});

	it('keeps a YouTube start time', () => {
		expect(buildEmbed('video', `https://youtu.be/${YT}?t=1m30s`)?.src).toBe(
			`https://www.youtube-nocookie.com/embed/${YT}?rel=0&start=90`,
		);
		expect(buildEmbed('video', `https://www.youtube.com/watch?v=${YT}&t=42`)?.src).toContain(
			'start=42',
		);
	});

	it('rejects YouTube addresses without a video', () => {
		expect(buildEmbed('video', 'https://www.youtube.com/@somechannel')).toBeNull();
		expect(buildEmbed('video', 'https://www.youtube.com/watch?v=short')).toBeNull();
	});

	it.each([
		['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
		[
			'https://vimeo.com/76979871/8272103f6e',
			'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e',
		],
		[
			'https://vimeo.com/channels/staffpicks/76979871',
			'https://player.vimeo.com/video/76979871?dnt=1',
		],
		[
			'https://vimeo.com/showcase/1234/video/76979871',
			'https://player.vimeo.com/video/76979871?dnt=1',
		],
		[
			'https://player.vimeo.com/video/76979871?h=abc123def',
			'https://player.vimeo.com/video/76979871?dnt=1&h=abc123def',
		],
	])('turns %s into the Vimeo player', (url, src) => {
		const embed = buildEmbed('video', url);
		expect(embed?.src).toBe(src);
		expect(embed?.host).toBe('player.vimeo.com');
		expect(embed?.autoplaySrc).toContain('autoplay=1');
	});

	it('rejects hosts outside the allowlist, plain http and nonsense', () => {
		expect(buildEmbed('video', 'https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
		expect(buildEmbed('video', `http://www.youtube.com/watch?v=${YT}`)).toBeNull();
		expect(buildEmbed('video', 'youtube')).toBeNull();
		expect(buildEmbed('video', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
		expect(buildEmbed('audio', `https://youtu.be/${YT}`)).toBeNull();
	});
});

describe('buildEmbed: audio', () => {
	it('uses the Spotify embed player, compact for tracks', () => {
		const track = buildEmbed(
			'audio',
			'https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC?si=x',
		);
		expect(track?.src).toBe('https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC');
		expect(track?.frame).toEqual({ height: 152 });
		const album = buildEmbed('audio', 'https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3');
		expect(album?.frame).toEqual({ height: 352 });
	});

	it('wraps SoundCloud pages in the widget player', () => {
		const embed = buildEmbed('audio', 'https://soundcloud.com/artist/a-track');
		expect(embed?.host).toBe('w.soundcloud.com');
		const src = new URL(embed?.src ?? '');
		expect(src.searchParams.get('url')).toBe('https://soundcloud.com/artist/a-track');
		expect(embed?.frame).toEqual({ height: 166 });
		expect(embed?.autoplaySrc).toContain('auto_play=true');
		expect(buildEmbed('audio', 'https://soundcloud.com/artist/sets/live')?.frame).toEqual({
			height: 450,
		});
	});

	it('keeps an existing SoundCloud widget address', () => {
		const widget = `https://w.soundcloud.com/player/?url=${encodeURIComponent('https://api.soundcloud.com/tracks/123')}`;
		expect(new URL(buildEmbed('audio', widget)?.src ?? '').searchParams.get('url')).toBe(
			'https://api.soundcloud.com/tracks/123',
		);
	});

	it('moves Apple Podcasts to its embed host', () => {
		const embed = buildEmbed(
			'audio',
			'https://podcasts.apple.com/de/podcast/kultur/id123456?i=1000',
		);
		expect(embed?.src).toBe('https://embed.podcasts.apple.com/de/podcast/kultur/id123456?i=1000');
		expect(embed?.frame).toEqual({ height: 175 });
	});

	it('uses the Podigee external embed', () => {
		expect(buildEmbed('audio', 'https://kultur.podigee.io/12-neue-folge')?.src).toBe(
			'https://kultur.podigee.io/12-neue-folge/embed?context=external',
		);
	});
});

describe('buildEmbed: viewer', () => {
	it('turns an Issuu document into its embed', () => {
		const embed = buildEmbed('viewer', 'https://issuu.com/schloss/docs/programm-2026');
		expect(embed?.src).toBe('https://e.issuu.com/embed.html?d=programm-2026&u=schloss');
		expect(embed?.provider).toBe('Issuu');
	});

	it('turns Yumpu and Calaméo documents into their embeds', () => {
		expect(buildEmbed('viewer', 'https://www.yumpu.com/de/document/view/6543210/heft')?.src).toBe(
			'https://www.yumpu.com/de/embed/view/6543210',
		);
		expect(buildEmbed('viewer', 'https://www.calameo.com/read/000123abc')?.src).toBe(
			'https://v.calameo.com/?bkcode=000123abc&mode=viewer',
		);
	});
});

describe('buildEmbed: social media', () => {
	it('embeds Instagram posts and reels', () => {
		expect(buildEmbed('socialmedia', 'https://www.instagram.com/p/C0dE123/')?.src).toBe(
			'https://www.instagram.com/p/C0dE123/embed/',
		);
		expect(buildEmbed('socialmedia', 'https://www.instagram.com/reel/C0dE123/')?.src).toBe(
			'https://www.instagram.com/reel/C0dE123/embed/',
		);
		expect(buildEmbed('socialmedia', 'https://www.instagram.com/schloss/')).toBeNull();
	});

	it('embeds posts of X (and twitter.com) by id', () => {
		const embed = buildEmbed('socialmedia', 'https://twitter.com/schloss/status/1234567890');
		expect(embed?.src).toBe('https://platform.twitter.com/embed/Tweet.html?id=1234567890&dnt=true');
		expect(embed?.provider).toBe('X');
	});

	it('embeds Facebook posts and TikTok videos', () => {
		const post = buildEmbed('socialmedia', 'https://www.facebook.com/schloss/posts/pfbid02abc');
		expect(post?.src.startsWith('https://www.facebook.com/plugins/post.php?href=')).toBe(true);
		expect(
			buildEmbed('socialmedia', 'https://www.tiktok.com/@schloss/video/7300000000000000000')?.src,
		).toBe('https://www.tiktok.com/embed/v2/7300000000000000000');
	});
});

describe('parseStartTime', () => {
	it('reads seconds and h/m/s forms', () => {
		expect(parseStartTime('75')).toBe(75);
		expect(parseStartTime('75s')).toBe(75);
		expect(parseStartTime('1h2m3s')).toBe(3723);
		expect(parseStartTime('soon')).toBeNull();
		expect(parseStartTime(null)).toBeNull();
	});
});

describe('buildHubspotEmbed', () => {
	const form = '1a8a8d6f-d8cb-4876-bf15-5df9da9d85ec';

	it('reads portal and form, region eu1 by default', () => {
		expect(buildHubspotEmbed(`4202168:${form}`)).toEqual({
			provider: 'HubSpot',
			host: 'js-eu1.hsforms.net',
			region: 'eu1',
			portalId: '4202168',
			formId: form,
			scriptSrc: 'https://js-eu1.hsforms.net/forms/embed/4202168.js',
		});
		expect(buildHubspotEmbed(`4202168/${form}`)?.portalId).toBe('4202168');
	});

	it('takes a region prefix; na1 has no suffix in the host', () => {
		expect(buildHubspotEmbed(`na1:50725925:${form}`)?.scriptSrc).toBe(
			'https://js.hsforms.net/forms/embed/50725925.js',
		);
		expect(buildHubspotEmbed(`na2:50725925:${form}`)?.host).toBe('js-na2.hsforms.net');
	});

	it('rejects ids that do not name a portal and a form', () => {
		expect(buildHubspotEmbed(form)).toBeNull();
		expect(buildHubspotEmbed(`abc:${form}`)).toBeNull();
		expect(buildHubspotEmbed('4202168:not-a-guid')).toBeNull();
		expect(buildHubspotEmbed('')).toBeNull();
	});
});
