import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	$consent,
	$consentSettingsRequested,
	consentBannerMode,
	consentDeclined,
	consentSettingsOpened,
	hasConsent,
	isLegalPath,
	onConsentChange,
	requestConsentSettings,
	setConsent,
	type ConsentState,
} from '../../../src/stores/consent.ts';

afterEach(() => {
	$consent.set({ ready: false, decided: false, accepted: ['required'] });
	$consentSettingsRequested.set(false);
	cleanStores($consent, $consentSettingsRequested);
});

const state = (decided: boolean, accepted: ConsentState['accepted']): ConsentState => ({
	ready: true,
	decided,
	accepted,
});

describe('$consent', () => {
	it('always holds the required category and only known ones, in a fixed order', () => {
		setConsent(['external-media', 'unknown', 'tracking'], true);
		expect($consent.get()).toEqual({
			ready: true,
			decided: true,
			accepted: ['required', 'tracking', 'external-media'],
		});
		expect(hasConsent('external-media')).toBe(true);
		expect(hasConsent('marketing')).toBe(false);
	});

	it('calls the onConsentChange hook once a decision is known and on every change', () => {
		const listener = vi.fn();
		const stop = onConsentChange(listener);
		setConsent([], false);
		expect(listener).not.toHaveBeenCalled();
		setConsent(['required'], true);
		setConsent(['required'], true);
		setConsent(['required', 'tracking'], true);
		expect(listener.mock.calls).toEqual([[['required']], [['required', 'tracking']]]);
		stop();
	});

	it('tells a hook added later the decision at once', () => {
		setConsent(['marketing'], true);
		const listener = vi.fn();
		onConsentChange(listener)();
		expect(listener).toHaveBeenCalledWith(['required', 'marketing']);
	});

	it('passes settings requests to the cookie manager', () => {
		requestConsentSettings();
		expect($consentSettingsRequested.get()).toBe(true);
		consentSettingsOpened();
		expect($consentSettingsRequested.get()).toBe(false);
	});
});

describe('the consent banner', () => {
	it('counts only a decision against every optional category as declined', () => {
		expect(consentDeclined(state(true, ['required']))).toBe(true);
		expect(consentDeclined(state(true, ['required', 'tracking']))).toBe(false);
		expect(consentDeclined(state(false, ['required']))).toBe(false);
	});

	it('is never offered by itself on a legal page', () => {
		const page = { onLegalPage: true, cameFromLegalPage: true };
		expect(consentBannerMode({ ...page, state: state(false, ['required']) })).toBe('hidden');
		expect(consentBannerMode({ ...page, state: state(true, ['required']) })).toBe('hidden');
	});

	it('comes back after leaving a legal page when the visitor had declined', () => {
		const left = { onLegalPage: false, cameFromLegalPage: true };
		expect(consentBannerMode({ ...left, state: state(true, ['required']) })).toBe('again');
		expect(consentBannerMode({ ...left, state: state(true, ['required', 'marketing']) })).toBe(
			'when-undecided',
		);
		const stayed = { onLegalPage: false, cameFromLegalPage: false };
		expect(consentBannerMode({ ...stayed, state: state(true, ['required']) })).toBe(
			'when-undecided',
		);
	});

	it('knows the legal pages, with or without a trailing slash', () => {
		const legal = ['/de/agb', '/de/datenschutz', '/de/impressum'];
		expect(isLegalPath('/de/impressum', legal)).toBe(true);
		expect(isLegalPath('/de/datenschutz/', legal)).toBe(true);
		expect(isLegalPath('/de/impressum-alt', legal)).toBe(false);
		expect(isLegalPath('/de', legal)).toBe(false);
	});
});
