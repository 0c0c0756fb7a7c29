/**
 * Whose forwarding headers to believe. `TRUSTED_PROXIES` lists the addresses or CIDR ranges of the
 * proxies in front of this process (comma-separated; `loopback`, `linklocal` and `uniquelocal` name
 * the usual ranges). Unset means none: `X-Forwarded-For` and `X-Forwarded-Proto` are then ignored
 * and the socket's peer is the client. Only a hop that a trusted proxy vouches for is believed, so a
 * client cannot choose its own address or scheme by sending the headers itself.
 */
import proxyaddr from 'proxy-addr';

/** Decides whether the hop at `address` is a proxy of ours. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** The trust of `list` (the value of TRUSTED_PROXIES); throws on an entry that is no address or range. */
export function compileTrustedProxies(list: string | undefined): ProxyTrust {
	const entries = (list ?? '')
		.split(',')
		.map((entry) => entry.trim())
		.filter(Boolean);
	return proxyaddr.compile(entries);
}

/** The trust configured by the environment (TRUSTED_PROXIES), compiled once. */
let fromEnv: ProxyTrust | undefined;
export function trustedProxies(): ProxyTrust {
	fromEnv ??= compileTrustedProxies(process.env['TRUSTED_PROXIES']);
	return fromEnv;
}

/** What is known of a request's connection: its peer and its headers. */
export type ConnectionFacts = {
	remoteAddress: string | undefined;
	encrypted: boolean;
	headers: Readonly<Record<string, string | string[] | undefined>>;
};

const header = (value: string | string[] | undefined) =>
	Array.isArray(value) ? value.join(',') : value;

/**
 * The client's address: the socket's peer, or — when that peer is a trusted proxy — the nearest
 * address in `X-Forwarded-For` that is not itself a trusted proxy.
 */
export function clientAddress(
	facts: ConnectionFacts,
	trust: ProxyTrust = trustedProxies(),
): string {
	const remoteAddress = facts.remoteAddress ?? '';
	if (!remoteAddress) return 'unknown';
	const forwardedFor = header(facts.headers['x-forwarded-for']);
	const request = {
		headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
		connection: { remoteAddress },
		socket: { remoteAddress },
	};
	return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
}

/**
 * True when the client reached us over TLS: the socket's own, or `X-Forwarded-Proto` when the
 * socket's peer is a trusted proxy (its last value: the one that proxy wrote).
 */
export function isTlsConnection(
	facts: ConnectionFacts,
	trust: ProxyTrust = trustedProxies(),
): boolean {
	const remoteAddress = facts.remoteAddress ?? '';
	if (!remoteAddress || !trust(remoteAddress, 0)) return facts.encrypted;
	const proto = header(facts.headers['x-forwarded-proto'])?.split(',').pop()?.trim().toLowerCase();
	return proto ? proto === 'https' : facts.encrypted;
}
