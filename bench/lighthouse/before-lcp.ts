/** One row of Lighthouse's network-requests audit, the fields the count below reads. */
export type NetworkRow = {
	networkEndTime?: number;
	transferSize?: number;
	priority?: string;
	resourceType?: string;
};

/** What Lantern waits for before the largest paint: how many requests, how many bytes on the wire. */
export type BeforeLcp = { requests: number; kilobytes: number };

/**
 * The requests Lighthouse's simulated LCP waits for: Lantern's LCP graph (both its optimistic and
 * pessimistic one) holds every request that ended before the LCP observed in the unthrottled load,
 * except low-priority images, and LCP is when the last of them ends in the simulation. So every byte
 * fetched before the largest paint (fonts, scripts, style sheets, the user-details call) delays it,
 * whether or not the paint needed it. Times are ms from the navigation's start.
 */
export function requestsBeforeLcp(rows: readonly NetworkRow[], observedLcpMs: number): BeforeLcp {
	const counted = rows.filter(
		(row) =>
			row.networkEndTime !== undefined &&
			row.networkEndTime <= observedLcpMs &&
			!(row.resourceType === 'Image' && (row.priority === 'Low' || row.priority === 'VeryLow')),
	);
	const bytes = counted.reduce((sum, row) => sum + (row.transferSize ?? 0), 0);
	return { requests: counted.length, kilobytes: Math.round(bytes / 102.4) / 10 };
}
