import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import {
	$alert,
	$alertVisible,
	alertDismissalCookie,
	dismissAlert,
	readCookie,
	showAlert,
} from '../../../src/stores/alert.ts';
import { $header, setMenuOpen } from '../../../src/stores/header.ts';

afterEach(() => {
	setMenuOpen(false);
	$alert.set({ id: null, dismissedId: null });
	cleanStores($alert, $alertVisible, $header);
});

describe('$alert', () => {
	it('is hidden without an alert', () => {
		expect($alertVisible.get()).toBe(false);
	});

	it('shows an alert unless this very one was dismissed', () => {
		showAlert('701', null);
		expect($alertVisible.get()).toBe(true);
		showAlert('701', '700');
		expect($alertVisible.get()).toBe(true);
		showAlert('701', '701');
		expect($alertVisible.get()).toBe(false);
	});

	it('hides while the header menu is open and comes back when it closes', () => {
		showAlert('701', null);
		setMenuOpen(true);
		expect($alertVisible.get()).toBe(false);
		setMenuOpen(false);
		expect($alertVisible.get()).toBe(true);
	});

	it('stays hidden after dismissal, also when the menu closes', () => {
		showAlert('701', null);
		expect(dismissAlert()).toBe('701');
		expect($alertVisible.get()).toBe(false);
		setMenuOpen(true);
		setMenuOpen(false);
		expect($alertVisible.get()).toBe(false);
	});

	it('has nothing to dismiss without an alert', () => {
		expect(dismissAlert()).toBeNull();
	});
});

describe('the dismissal cookie', () => {
	it('lasts 365 days on the whole site, SameSite=Lax', () => {
		expect(alertDismissalCookie('701')).toBe(
			'alert_dismissed=701; Max-Age=31536000; Path=/; SameSite=Lax',
		);
	});

	it('is read back from document.cookie', () => {
		expect(readCookie('a=1; alert_dismissed=701; b=x=y', 'alert_dismissed')).toBe('701');
		expect(readCookie('a=1; b=x=y', 'b')).toBe('x=y');
		expect(readCookie('a=1', 'alert_dismissed')).toBeNull();
		expect(readCookie('', 'alert_dismissed')).toBeNull();
	});
});
