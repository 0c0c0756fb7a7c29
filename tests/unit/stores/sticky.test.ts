import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import {
	$sticky,
	$stickyShown,
	isPastStickyThreshold,
	setFooterInView,
	setSectionsOpen,
	toggleSections,
	updateStickyScroll,
} from '../../../src/stores/sticky.ts';

afterEach(() => {
	$sticky.set({ pastThreshold: false, footerInView: false, sectionsOpen: false });
	cleanStores($sticky, $stickyShown);
});

describe('sticky navigation threshold (SPEC §9)', () => {
	it('lies at half the window height, whatever the window', () => {
		expect(isPastStickyThreshold(400, 800)).toBe(false);
		expect(isPastStickyThreshold(401, 800)).toBe(true);
		expect(isPastStickyThreshold(406, 812)).toBe(false);
		expect(isPastStickyThreshold(451, 900)).toBe(true);
	});
});

describe('$stickyShown', () => {
	it('is hidden at the top and shown after scrolling past half the window height', () => {
		updateStickyScroll(0, 800);
		expect($stickyShown.get()).toBe(false);
		updateStickyScroll(401, 800);
		expect($stickyShown.get()).toBe(true);
		updateStickyScroll(120, 800);
		expect($stickyShown.get()).toBe(false);
	});

	it('follows the window height when it changes (rotation, resize)', () => {
		updateStickyScroll(500, 800);
		expect($stickyShown.get()).toBe(true);
		updateStickyScroll(500, 1200);
		expect($stickyShown.get()).toBe(false);
	});

	it('hides while the footer is in view and returns when it leaves', () => {
		updateStickyScroll(2000, 800);
		setFooterInView(true);
		expect($stickyShown.get()).toBe(false);
		setFooterInView(false);
		expect($stickyShown.get()).toBe(true);
	});

	it('stays hidden near the top even when a short page shows its footer', () => {
		setFooterInView(false);
		updateStickyScroll(100, 800);
		expect($stickyShown.get()).toBe(false);
	});
});

describe('list of sections', () => {
	it('opens and closes with the sections button', () => {
		updateStickyScroll(900, 800);
		toggleSections();
		expect($sticky.get().sectionsOpen).toBe(true);
		toggleSections();
		expect($sticky.get().sectionsOpen).toBe(false);
	});

	it('closes when the bar goes away (footer in view or back at the top)', () => {
		updateStickyScroll(900, 800);
		setSectionsOpen(true);
		setFooterInView(true);
		expect($sticky.get().sectionsOpen).toBe(false);

		setFooterInView(false);
		setSectionsOpen(true);
		updateStickyScroll(0, 800);
		expect($sticky.get().sectionsOpen).toBe(false);
	});

	it('can be opened while the bar is hidden (a keyboard user tabbing into it)', () => {
		setSectionsOpen(true);
		expect($sticky.get().sectionsOpen).toBe(true);
		// Scrolling further down while it stays hidden keeps the list as the visitor left it.
		setFooterInView(true);
		expect($sticky.get().sectionsOpen).toBe(true);
	});
});
