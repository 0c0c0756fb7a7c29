import type { AccessFeature } from '../access/features.ts';
import { hasFewTicketsLeft } from '../booking/availability.ts';
import type { EventListItem, EventTeaser } from '../contract/event.ts';
import { FALLBACK_FORMATS, imageSrcset } from '../../components/media/srcset.ts';
import type { ImageObj } from '../contract/image.ts';
import type { FilterOption } from '../contract/taxonomy.ts';
import { isExternalLink } from '../links/link-target.ts';
import { EVENT_CARD_SIZES, LIST_TEASER_SIZES } from './card-sizes.ts';

/** An image as the cards draw it: the fallback URL, its size and one srcset per format. */
export type CardImage = {
	url: string;
	width: number;
	height: number;
	alt: string;
	avif: string;
	webp: string;
	fallback: string;
};

/** What an event card of the list shows (SPEC §2 'Event teaser card'), small enough for props. */
export type EventCardData = {
	id: number;
	url: string;
	name: string;
	/** The preline, else the event type's name. */
	preline: string;
	subline: string;
	date_start: string;
	room: string | null;
	cancelled: boolean;
	/** Every seat group has status '0' (SPEC §4). */
	soldOut: boolean;
	/** On sale, but only a few tickets left in every seat group on sale (never with soldOut). */
	fewLeft: boolean;
	/** The access features this date offers (venue ⊕ event ⊕ date). */
	access: AccessFeature[];
	image: CardImage | null;
};

/** An editorial teaser of the list (SPEC §3 'Event teaser'); `position` is its day. */
export type TeaserCardData = {
	id: number;
	position: string;
	preline: string;
	headline: string;
	subline: string;
	linkText: string;
	href: string;
	external: boolean;
	image: CardImage | null;
};

/** A filter option as the dropdowns show it: `value` is the id (the slug for types, SPEC §3). */
export type OptionData = { value: string; name: string };

function cardImage(image: ImageObj | null, sizes: string): CardImage | null {
	if (!image) return null;
	const avif = imageSrcset(image, ['avif'], sizes);
	const webp = imageSrcset(image, ['webp'], sizes);
	return {
		url: image.url,
		width: image.width,
		height: image.height,
		alt: image.alt,
		avif,
		webp,
		// As ResponsiveImage: every browser that reads srcset shows WebP, so the <img> lists its own
		// formats only when there is no typed source (its src stays for the rest).
		fallback: avif || webp ? '' : imageSrcset(image, FALLBACK_FORMATS, sizes),
	};
}

/** The card of an event from the list answer. */
export function toEventCard(event: EventListItem): EventCardData {
	return {
		id: event.id,
		url: event.url,
		name: event.name,
		preline: event.preline || event.type?.name || '',
		subline: event.subline,
		date_start: event.date_start,
		room: event.room?.name ?? null,
		cancelled: event.is_cancelled,
		soldOut:
			!event.is_cancelled &&
			event.seat_groups.length > 0 &&
			event.seat_groups.every((group) => group.status === '0'),
		fewLeft: !event.is_cancelled && hasFewTicketsLeft(event.seat_groups),
		access: event.access,
		image: cardImage(event.image_obj, EVENT_CARD_SIZES),
	};
}

/** The card of an editorial teaser. */
export function toTeaserCard(teaser: EventTeaser): TeaserCardData {
	const href = teaser.link.url.trim();
	return {
		id: teaser.id,
		position: teaser.position,
		preline: teaser.preline,
		headline: teaser.headline,
		subline: teaser.subline,
		linkText: teaser.link_text,
		href,
		external: isExternalLink(href),
		image: cardImage(teaser.image_obj, LIST_TEASER_SIZES),
	};
}

/** The options a filter offers: those with show_in_filter (SPEC §3); types by slug. */
export function toOptions(options: readonly FilterOption[], bySlug: boolean): OptionData[] {
	return options
		.filter((option) => option.show_in_filter)
		.map((option) => ({ value: bySlug ? option.slug : String(option.id), name: option.name }));
}
