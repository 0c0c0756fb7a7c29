import type { Address } from '../../lib/contract/index.ts';

/**
 * A map service's page for a venue (OpenStreetMap): a marker at its coordinates when known,
 * otherwise a search for its address.
 */
export function mapUrl(address: Address, geo: { lat: number; lng: number } | null): string {
	if (geo) {
		const { lat, lng } = geo;
		return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
	}
	const query = new URLSearchParams({
		query: `${address.street}, ${address.zip} ${address.city}, ${address.country}`,
	});
	return `https://www.openstreetmap.org/search?${query.toString()}`;
}
