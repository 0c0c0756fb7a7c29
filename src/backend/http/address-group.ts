import ipaddr from 'ipaddr.js';

/**
 * The address a per-client limit counts: IPv4 as it is, IPv6 by its /64 — the block one
 * subscriber usually holds (IPv4-mapped as IPv4); anything else as it is.
 */
export function addressGroup(address: string): string {
	if (!ipaddr.isValid(address)) return address;
	const parsed = ipaddr.process(address);
	if (parsed.kind() === 'ipv4') return parsed.toString();
	const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
	return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
