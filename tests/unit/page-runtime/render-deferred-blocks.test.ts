import { describe, expect, it } from 'vitest';
import {
	renderDeferredBlocks,
	type IdleScheduler,
} from '../../../src/islands/page-runtime/render-deferred-blocks.ts';

/** Page blocks as far as renderDeferredBlocks sees them: attributes, in document order. */
function pageWithBlocks(count: number) {
	const blocks = Array.from({ length: count }, () => new Map<string, string>());
	const root = {
		querySelector: () => {
			const block = blocks.find((attributes) => !attributes.has('data-rendered'));
			return block ? { setAttribute: (name: string, value: string) => block.set(name, value) } : null;
		},
	} as unknown as ParentNode;
	const rendered = () => blocks.filter((attributes) => attributes.has('data-rendered')).length;
	return { root, rendered };
}

/** A scheduler whose load and idle moments the test brings about by hand. */
function manualScheduler() {
	const idle: (() => void)[] = [];
	let onLoad: (() => void) | null = null;
	const scheduler: IdleScheduler = {
		whenIdle: (task) => idle.push(task),
		afterLoad: (task) => {
			onLoad = task;
		},
	};
	return {
		scheduler,
		load: () => onLoad?.(),
		idleMoment: () => idle.shift()?.(),
		pendingIdle: () => idle.length,
	};
}

describe('renderDeferredBlocks', () => {
	it('waits for the page to load, then renders one block per idle moment, top to bottom', async () => {
		const page = pageWithBlocks(3);
		const browser = manualScheduler();
		const done = renderDeferredBlocks(page.root, browser.scheduler);
		expect(browser.pendingIdle()).toBe(0);
		browser.load();
		expect(page.rendered()).toBe(0);
		browser.idleMoment();
		expect(page.rendered()).toBe(1);
		browser.idleMoment();
		browser.idleMoment();
		expect(page.rendered()).toBe(3);
		browser.idleMoment();
		await expect(done).resolves.toBeUndefined();
		expect(browser.pendingIdle()).toBe(0);
	});

	it('ends at once on a page without deferred blocks', async () => {
		const browser = manualScheduler();
		const done = renderDeferredBlocks(pageWithBlocks(0).root, browser.scheduler);
		browser.load();
		browser.idleMoment();
		await expect(done).resolves.toBeUndefined();
	});
});
