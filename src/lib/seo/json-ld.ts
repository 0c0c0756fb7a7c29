import type {
	Address,
	ArticleDetail,
	EventDetail,
	ImageObj,
	ImageThumbnails,
	Locale,
	Price,
	VenueDetail,
	VenueListItem,
} from '../contract/index.ts';
import { absoluteUrl } from './absolute-url.ts';
import { isoInBerlin } from './berlin-time.ts';
import { htmlToText } from '../html/html-to-text.ts';
import { accessFeatureNodes, eventAccessibilityFeatures } from './access-json-ld.ts';
import { resolveAccess } from '../access/features.ts';

/** A schema.org node as plain data, ready for scriptJson (src/lib/html/script-json.ts). */
export type JsonLd = { [key: string]: unknown };

/** What every builder needs besides the content: the page's language and the public origin. */
export type JsonLdSite = {
	locale: Locale;
	/** The public origin (Astro.site, from SITE_URL); every URL in the output is absolute. */
	origin: URL | string;
	/** The organisation's name in the page's language (siteNameIn). */
	siteName: string;
	/** Absolute URL or site path of the organisation's logo, when the site has one. */
	logo?: string | undefined;
};

/** The venue an event takes place in, as far as known (name, page, address, coordinates). */
export type EventVenue = Pick<VenueListItem, 'name' | 'url' | 'address' | 'geo'>;

const SCHEMA = 'https://schema.org';
const LANGUAGE_TAGS: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

/** The stable node id of the site's organisation, so pages can refer to one entity. */
export function organizationId(origin: URL | string): string {
	return absoluteUrl('/#organization', origin);
}

/** The organisation as a nested node (organizer, publisher). */
function organizationNode(site: JsonLdSite): JsonLd {
	return {
		'@type': 'Organization',
		'@id': organizationId(site.origin),
		name: site.siteName,
		url: absoluteUrl(`/${site.locale}`, site.origin),
		...(site.logo ? { logo: absoluteUrl(site.logo, site.origin) } : {}),
	};
}

/**
 * The venue's organisation (schema.org `Organization`) for the home page: name, home URL in the
 * page's language, logo when known.
 */
export function organizationJsonLd(site: JsonLdSite): JsonLd {
	return { '@context': SCHEMA, ...organizationNode(site) };
}

/** Absolute URLs of the given images, first the main one, without duplicates. */
function imageUrls(
	origin: URL | string,
	main: ImageObj | null,
	thumbnails: ImageThumbnails | null,
	more: readonly ImageObj[] = [],
): string[] {
	const paths = [main?.url, ...more.map((image) => image.url)];
	if (!main && thumbnails) paths.unshift(thumbnails.large);
	const urls = paths.flatMap((path) => (path ? [absoluteUrl(path, origin)] : []));
	return [...new Set(urls)];
}

function postalAddress(address: Address): JsonLd {
	return {
		'@type': 'PostalAddress',
		streetAddress: address.street,
		postalCode: address.zip,
		addressLocality: address.city,
		addressCountry: address.country,
	};
}

/**
 * Where the event takes place: the room's name, the venue's page, address and coordinates, and
 * the place's access features as they are on this date.
 */
function eventPlace(event: EventDetail, venue: EventVenue | null, site: JsonLdSite): JsonLd {
	const name = event.room?.name ?? venue?.name ?? site.siteName;
	const url = venue?.url ?? event.room?.url;
	const amenities = accessFeatureNodes(event.access, site.locale);
	return {
		'@type': 'Place',
		name,
		...(url ? { url: absoluteUrl(url, site.origin) } : {}),
		...(venue ? { address: postalAddress(venue.address) } : {}),
		...(venue?.geo
			? { geo: { '@type': 'GeoCoordinates', latitude: venue.geo.lat, longitude: venue.geo.lng } }
			: {}),
		...(amenities.length > 0 ? { amenityFeature: amenities } : {}),
	};
}

/**
 * A venue as schema.org `Place`: name, page, address, coordinates, image and its access features
 * (`amenityFeature`).
 */
export function placeJsonLd(venue: VenueDetail, site: JsonLdSite): JsonLd {
	const images = imageUrls(site.origin, venue.image_obj, venue.image_thumbnails);
	const amenities = accessFeatureNodes(resolveAccess(venue.access_values), site.locale);
	return {
		'@context': SCHEMA,
		'@type': 'Place',
		name: venue.name,
		url: absoluteUrl(venue.url, site.origin),
		address: postalAddress(venue.address),
		...(venue.geo
			? { geo: { '@type': 'GeoCoordinates', latitude: venue.geo.lat, longitude: venue.geo.lng } }
			: {}),
		...(images.length > 0 ? { image: images } : {}),
		...(venue.teaser_text ? { description: venue.teaser_text } : {}),
		...(amenities.length > 0 ? { amenityFeature: amenities } : {}),
	};
}

/** Every price of the event once: the top-level list and those of its seat groups. */
function allPrices(event: EventDetail): Price[] {
	const byId = new Map<number, Price>();
	for (const price of [...event.prices, ...event.seat_groups.flatMap((group) => group.prices)]) {
		if (!byId.has(price.id)) byId.set(price.id, price);
	}
	return [...byId.values()];
}

/**
 * One `Offer` per price; availability from its seat group: SoldOut (status '0'),
 * LimitedAvailability (few tickets left) or InStock.
 */
function eventOffers(event: EventDetail, site: JsonLdSite): JsonLd[] {
	const url = absoluteUrl(event.ticket_url ?? event.url, site.origin);
	return allPrices(event).map((price) => {
		const group = event.seat_groups.find((candidate) => candidate.id === price.seat_group);
		const availability = group
			? `${SCHEMA}/${group.status === '0' ? 'SoldOut' : group.few_left === true ? 'LimitedAvailability' : 'InStock'}`
			: undefined;
		return {
			'@type': 'Offer',
			name: price.name,
			price: Number(price.price),
			priceCurrency: 'EUR',
			url,
			...(group ? { category: group.seat_group } : {}),
			...(availability ? { availability } : {}),
		};
	});
}

/**
 * An event date as schema.org `Event` (`ExhibitionEvent` for exhibitions): name, start and end
 * with the Berlin offset, status, offline attendance, place with address when the venue is known
 * and its access features, images, plain-text description, one offer per price, the
 * accessibility features schema.org has terms for, and the organisation as organizer.
 */
export function eventJsonLd(
	event: EventDetail,
	site: JsonLdSite,
	venue: EventVenue | null = null,
): JsonLd {
	const description =
		event.meta_description || htmlToText(event.description, 'paragraphs') || event.subline;
	const images = imageUrls(site.origin, event.image_obj, event.image_thumbnails, event.images);
	const offers = eventOffers(event, site);
	const accessibility = eventAccessibilityFeatures(event.access);
	return {
		'@context': SCHEMA,
		'@type': event.event_type_new === 'exhibition' ? 'ExhibitionEvent' : 'Event',
		name: event.name,
		url: absoluteUrl(event.url, site.origin),
		startDate: isoInBerlin(event.date_start),
		...(event.date_end ? { endDate: isoInBerlin(event.date_end) } : {}),
		eventStatus: `${SCHEMA}/${event.is_cancelled ? 'EventCancelled' : 'EventScheduled'}`,
		eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
		location: eventPlace(event, venue, site),
		...(images.length > 0 ? { image: images } : {}),
		...(description ? { description } : {}),
		...(offers.length > 0 ? { offers } : {}),
		...(accessibility.length > 0 ? { accessibilityFeature: accessibility } : {}),
		organizer: organizationNode(site),
		inLanguage: LANGUAGE_TAGS[site.locale],
	};
}

/**
 * A magazine article as schema.org `Article`: headline, description, publication date with the
 * Berlin offset, author (a `Person`, or the organisation when none is named), images, publisher,
 * section and keywords.
 */
export function articleJsonLd(article: ArticleDetail, site: JsonLdSite): JsonLd {
	const url = absoluteUrl(article.url, site.origin);
	const description =
		article.meta_description || article.teaser_text || htmlToText(article.body, 'paragraphs');
	const images = imageUrls(site.origin, article.image_obj, article.image_thumbnails);
	const author = article.author.trim();
	return {
		'@context': SCHEMA,
		'@type': 'Article',
		headline: article.title,
		url,
		mainEntityOfPage: { '@type': 'WebPage', '@id': url },
		datePublished: isoInBerlin(article.published_at),
		author: author ? { '@type': 'Person', name: author } : organizationNode(site),
		publisher: organizationNode(site),
		...(images.length > 0 ? { image: images } : {}),
		...(description ? { description } : {}),
		...(article.category ? { articleSection: article.category.name } : {}),
		...(article.tags.length > 0
			? { keywords: article.tags.map((tag) => tag.name).join(', ') }
			: {}),
		inLanguage: LANGUAGE_TAGS[site.locale],
	};
}
