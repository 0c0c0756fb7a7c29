import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	NO_WORKER_PATH,
	registerServiceWorker,
} from '../../../src/islands/page-runtime/service-worker.ts';

describe('NO_WORKER_PATH', () => {
	it('matches the editor hub and the webshop paths, with or without a locale', () => {
		for (const path of [
			'/cms-hub',
			'/cms-hub/',
			'/webshop',
			'/webshop/cart/abc',
			'/de/webshop/cart',
			'/eventim.webshop/x',
			'/test.webshop',
			'/testshop/',
			'/eventim-template',
		]) {
			expect(NO_WORKER_PATH.test(path), path).toBe(true);
		}
	});

	it('does not match the site’s pages', () => {
		for (const path of ['/', '/de', '/en/', '/de/events', '/en/magazine/x/1', '/de/webshops']) {
			expect(NO_WORKER_PATH.test(path), path).toBe(false);
		}
	});
});

describe('registerServiceWorker', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	function stubPage(
		pathname: string,
		readyState: string,
		register = vi.fn(() => Promise.resolve()),
	) {
		const listeners: Record<string, () => void> = {};
		vi.stubGlobal('navigator', { serviceWorker: { register } });
		vi.stubGlobal('location', { pathname });
		vi.stubGlobal('document', { readyState });
		vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
			listeners[type] = listener;
		});
		return { register, listeners };
	}

	it('registers /sw.js once the page has loaded', () => {
		const { register, listeners } = stubPage('/de/events', 'interactive');
		registerServiceWorker();
		expect(register).not.toHaveBeenCalled();
		listeners['load']?.();
		expect(register).toHaveBeenCalledWith('/sw.js');
	});

	it('registers at once when the page has loaded already', () => {
		const { register } = stubPage('/en', 'complete');
		registerServiceWorker();
		expect(register).toHaveBeenCalledWith('/sw.js');
	});

	it('does nothing on the webshop and hub paths', () => {
		const { register, listeners } = stubPage('/webshop/cart', 'complete');
		registerServiceWorker();
		listeners['load']?.();
		expect(register).not.toHaveBeenCalled();
	});

	it('does nothing without service workers', () => {
		vi.stubGlobal('navigator', {});
		vi.stubGlobal('location', { pathname: '/de' });
		vi.stubGlobal('document', { readyState: 'complete' });
		expect(() => registerServiceWorker()).not.toThrow();
	});

	it('ignores a failed registration', async () => {
		const failing = vi.fn(() => Promise.reject(new Error('SecurityError')));
		stubPage('/de', 'complete', failing);
		const unhandled = vi.fn();
		process.on('unhandledRejection', unhandled);
		registerServiceWorker();
		// Node reports an unhandled rejection once the microtasks have run: a macrotask later.
		await new Promise(setImmediate);
		process.off('unhandledRejection', unhandled);
		expect(failing).toHaveBeenCalled();
		expect(unhandled).not.toHaveBeenCalled();
	});
});
