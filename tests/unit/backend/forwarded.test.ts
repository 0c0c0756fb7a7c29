import { describe, expect, it } from 'vitest';
import {
	clientAddress,
	compileTrustedProxies,
	isTlsConnection,
} from '../../../src/backend/http/forwarded.ts';

const none = compileTrustedProxies(undefined);
const loopback = compileTrustedProxies('loopback, 10.0.0.0/8');

describe('forwarding headers', () => {
	it('ignores X-Forwarded-For when no proxy is trusted', () => {
		const facts = {
			remoteAddress: '203.0.113.7',
			encrypted: false,
			headers: { 'x-forwarded-for': '1.2.3.4' },
		};
		expect(clientAddress(facts, none)).toBe('203.0.113.7');
	});

	it('believes a trusted proxy, but not what the client wrote before it', () => {
		const facts = {
			remoteAddress: '127.0.0.1',
			encrypted: false,
			headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.1.2.3' },
		};
		expect(clientAddress(facts, loopback)).toBe('198.51.100.9');
	});

	it('believes X-Forwarded-Proto only from a trusted proxy', () => {
		const spoofed = {
			remoteAddress: '203.0.113.7',
			encrypted: false,
			headers: { 'x-forwarded-proto': 'https' },
		};
		expect(isTlsConnection(spoofed, loopback)).toBe(false);
		const proxied = {
			remoteAddress: '127.0.0.1',
			encrypted: false,
			headers: { 'x-forwarded-proto': 'https' },
		};
		expect(isTlsConnection(proxied, loopback)).toBe(true);
	});

	it('refuses a TRUSTED_PROXIES entry that is no address', () => {
		expect(() => compileTrustedProxies('not-an-address')).toThrow();
	});
});
