import { expect, test, type Page } from '@playwright/test';
import { declineConsent } from './consent.ts';
import { deferredSheetsApplied } from './deferred-sheets.ts';
import { CASTLE_URL, REGION_URL } from './servers.ts';

/**
 * First paint in one round trip (issue 22): no stylesheet blocks it, the first viewport is styled
 * by the inline critical CSS alone, the full sheets still apply (and with JavaScript off), the
 * preloaded fonts exist, and a first-time visitor still gets a working cookie banner.
 */

const VIEWPORTS = [
	{ width: 375, height: 812 },
	{ width: 1440, height: 900 },
] as const;

const PAGES = [
	[CASTLE_URL, '/de'],
	[CASTLE_URL, '/de/impressum'],
	[REGION_URL, '/de'],
	[REGION_URL, '/de/events'],
	[CASTLE_URL, '/de/events/schlossfuehrung-beletage/1001'],
	[REGION_URL, '/de/magazine/interview-jonas-ebner/211'],
] as const;

/**
 * What the <head> of the page's HTML, as it arrived, loads before the first paint: blocking
 * stylesheets, the inline critical CSS, deferred sheets. (Scripts add the cookie banner's sheets
 * later; the live document would count those.)
 */
async function headCss(page: Page, html: string) {
	return page.evaluate((source) => {
		const head = new DOMParser().parseFromString(source, 'text/html').head;
		const links = [...head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
		return {
			blocking: links
				.filter((link) => !link.closest('noscript') && !link.hasAttribute('data-deferred-css'))
				.map((link) => link.href),
			deferred: links.filter((link) => link.hasAttribute('data-deferred-css')).length,
			critical: head.querySelector('style[data-critical-css]')?.textContent?.length ?? 0,
			noscript: [...head.querySelectorAll('noscript')].map((element) => element.innerHTML).join(''),
		};
	}, html);
}

/**
 * Every element the page paints in its viewport, once its fonts, images and finite animations
 * there are done: its box (clipped to the viewport) and the styles that show, by its place
 * in the document. Two loads that paint the same first screen answer the same.
 */
async function firstViewport(page: Page): Promise<Record<string, string>> {
	return page.evaluate(async () => {
		await document.fonts.ready;
		const inView = (box: DOMRect) =>
			box.bottom > 0 && box.top < innerHeight && box.width > 0 && box.height > 0;
		const pending = [...document.images].filter(
			(image) => !image.complete && inView(image.getBoundingClientRect()),
		);
		await Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
		// Those in view: a block out of view skipped by content-visibility never runs its own.
		const finite = document.getAnimations().filter((animation) => {
			const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
			return (
				animation.effect?.getComputedTiming().endTime !== Infinity &&
				target !== null &&
				inView(target.getBoundingClientRect())
			);
		});
		// By their play state, frame by frame: Chromium may leave the `finished` promise of one that
		// has run its course pending for good (seen at 1440 px on the region's event list).
		const until = performance.now() + 10_000;
		while (
			finite.some((animation) => animation.playState === 'running') &&
			performance.now() < until
		) {
			await new Promise(requestAnimationFrame);
		}
		const shown = ['display', 'position', 'color', 'background-color', 'font-size', 'font-family'];
		const more = ['font-weight', 'padding-left', 'border-top-width', 'text-align', 'object-fit'];
		const boxes: Record<string, string> = {};
		[...document.body.querySelectorAll('*')].forEach((element, index) => {
			const box = element.getBoundingClientRect();
			if (!inView(box)) return;
			if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return;
			const style = getComputedStyle(element);
			const top = Math.max(0, box.top);
			const height = Math.min(innerHeight, box.bottom) - top;
			boxes[`${index} ${element.tagName} ${element.getAttribute('class') ?? ''}`] = [
				...[box.left, top, box.width, height].map(Math.round),
				...[...shown, ...more].map((name) => style.getPropertyValue(name)),
			].join(' ');
		});
		return boxes;
	});
}

for (const [origin, path] of PAGES) {
	test.describe(`${origin}${path}`, () => {
		test('has no render-blocking stylesheet and applies the full sheets after load', async ({
			page,
		}) => {
			const response = await page.goto(`${origin}${path}`);
			const css = await headCss(page, (await response?.text()) ?? '');
			expect(css.blocking).toEqual([]);
			expect(css.deferred).toBeGreaterThan(0);
			expect(css.critical).toBeGreaterThan(1000);
			expect(css.noscript).toContain('rel="stylesheet"');
			// Loaded, the deferred sheets apply to the screen: the footer (after the first viewport) is styled.
			await expect.poll(() => deferredSheetsApplied(page)).toBe(true);
			const footer = page.locator('footer').last();
			await expect(footer).toHaveCSS('display', /^(block|flex|grid)$/);
			// Each font face declared once, by the head: a sheet that brought @font-face rules
			// as it applied would make the browser lay out the whole page twice more.
			const faces = await page.evaluate(() =>
				[...document.fonts].map(
					(face) => `${face.family} ${face.weight} ${face.style} ${face.unicodeRange}`,
				),
			);
			expect(faces.length).toBeGreaterThan(3);
			expect(new Set(faces).size).toBe(faces.length);
		});

		test('paints its first viewport at 375 and 1440 px by the inline CSS as the full sheets do', async ({
			browser,
		}) => {
			for (const viewport of VIEWPORTS) {
				const context = await browser.newContext({ viewport });
				await declineConsent(context, origin);
				const page = await context.newPage();
				// The build's sheets never arrive: what the first paint shows before they do.
				await page.route(/\/_astro\/.*\.css$/, (route) => route.abort());
				await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
				const critical = await firstViewport(page);
				await page.unroute(/\/_astro\/.*\.css$/);
				await page.goto(`${origin}${path}`, { waitUntil: 'domcontentloaded' });
				await expect.poll(() => deferredSheetsApplied(page)).toBe(true);
				const full = await firstViewport(page);
				expect(Object.keys(full).length).toBeGreaterThan(40);
				expect(critical, `${viewport.width} px`).toEqual(full);
				await context.close();
			}
		});
	});
}

test('the colour bands below the first screen fade no ink in when the full sheets apply', async ({
	page,
}) => {
	// An ink that fades is inherited by every element inside the band: each was restyled every
	// frame for 0.9 s, out of sight, on the phone's main thread.
	await page.addInitScript(() => {
		const inkFades: string[] = [];
		Object.assign(window, { inkFades });
		addEventListener('transitionrun', (event) => {
			const target = event.target as Element;
			if (event.propertyName === 'color' && target.matches('.cc01, .cc02, .cc03')) {
				inkFades.push(target.className);
			}
		});
	});
	await page.goto(`${CASTLE_URL}/de`);
	await expect.poll(() => deferredSheetsApplied(page)).toBe(true);
	const bands = await page.evaluate(async () => {
		await new Promise(requestAnimationFrame);
		await new Promise(requestAnimationFrame);
		return [...document.querySelectorAll('.cc02, .cc03')].filter(
			(band) => band.getBoundingClientRect().top > innerHeight,
		).length;
	});
	expect(bands).toBeGreaterThan(0);
	expect(await page.evaluate(() => (window as unknown as { inkFades: string[] }).inkFades)).toEqual(
		[],
	);
});

test('with JavaScript off the page is fully styled by the <noscript> sheets', async ({
	browser,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	const sheets: string[] = [];
	page.on('requestfinished', (request) => {
		if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
	});
	await page.goto(`${CASTLE_URL}/de/impressum`);
	const deferred = await page.evaluate(() =>
		[...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')].map(
			(link) => new URL(link.href).pathname,
		),
	);
	expect(deferred.length).toBeGreaterThan(0);
	for (const href of deferred) expect(sheets).toContain(href);
	const appliesToScreen = await page.evaluate(() =>
		[...document.styleSheets].some(
			(sheet) => sheet.href !== null && sheet.media.mediaText === '' && sheet.cssRules.length > 100,
		),
	);
	expect(appliesToScreen).toBe(true);
	await context.close();
});

test('the preloaded fonts exist and are the ones the page uses', async ({ page, request }) => {
	const fetchedFonts: string[] = [];
	page.on('request', (sent) => {
		if (sent.resourceType() === 'font') fetchedFonts.push(sent.url());
	});
	await page.goto(`${CASTLE_URL}/de`);
	const fonts = await page
		.locator('link[rel="preload"][as="font"]')
		.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
	expect(fonts.length).toBeGreaterThan(0);
	for (const font of fonts) {
		const response = await request.get(font);
		expect(response.status()).toBe(200);
		expect(response.headers()['content-type']).toContain('font/woff2');
	}
	// The page's text is set in the web font itself, loaded from those files (document.fonts.check
	// answers true when no face of the family exists at all, so the faces are asked for by name).
	const loadedFaces = () =>
		page.evaluate(() =>
			[...document.fonts]
				.filter((face) => face.status === 'loaded')
				.map((face) => `${face.family.replace(/["']/g, '')} ${face.weight}`),
		);
	await expect.poll(loadedFaces).toContain('Inter 300');
	await expect.poll(loadedFaces).toContain('Cormorant Garamond 500');
	// A page of German text needs the small core subsets alone, never the faces' whole latin files.
	expect(fetchedFonts.length).toBeGreaterThanOrEqual(fonts.length);
	expect(fetchedFonts.filter((url) => !/-core\.[\w-]+\.woff2$/.test(url))).toEqual([]);
});

test('a first-time visitor still gets the cookie banner, and it works', async ({ page }) => {
	await page.goto(`${REGION_URL}/de`);
	const decline = page.getByRole('button', { name: 'Nur notwendige' });
	await expect(decline).toBeVisible();
	await decline.click();
	await expect(decline).toBeHidden();
	const cookies = await page.context().cookies();
	expect(cookies.some((cookie) => cookie.name === 'cc_cookie')).toBe(true);
});

test('a semi-lazy image list loads its first row without scrolling, once the lead image is in', async ({
	page,
}) => {
	// The castle home leads with a hero image; its gallery far below is semi-lazy.
	await page.goto(`${CASTLE_URL}/de`);
	const early = page.locator('img[data-after-lead]');
	await expect(early.first()).toBeAttached();
	const count = await early.count();
	expect(count).toBeGreaterThan(1);
	await expect
		.poll(() =>
			early.evaluateAll(
				(images) => images.filter((image) => (image as HTMLImageElement).complete).length,
			),
		)
		.toBe(count);
	const order = await page.evaluate(() => {
		const entry = (image: HTMLImageElement) =>
			performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming;
		const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
		const after = [...document.querySelectorAll<HTMLImageElement>('img[data-after-lead]')];
		return {
			leadEnd: entry(lead).responseEnd,
			afterStarts: after.map((image) => entry(image).startTime),
			belowTheFold: after.every((image) => image.getBoundingClientRect().top > innerHeight),
			scrolled: scrollY,
		};
	});
	expect(order.belowTheFold).toBe(true);
	expect(order.scrolled).toBe(0);
	for (const start of order.afterStarts) expect(start).toBeGreaterThanOrEqual(order.leadEnd);
});

test('a visitor who scrolls before the full sheets arrive sees no unstyled block, and all once they apply or fail', async ({
	page,
}) => {
	for (const origin of [CASTLE_URL, REGION_URL]) {
		// The build's sheets do not arrive (yet): the inline CSS styles the hero (it fills the first
		// screen) and the block after it; what follows must show nothing rather than unstyled markup.
		await page.route(/\/_astro\/.*\.css$/, () => {});
		await page.goto(`${origin}/de`, { waitUntil: 'domcontentloaded' });
		const unstyled = await page.evaluate(async () => {
			const next = document.querySelector('.blocks__item:has(> [data-fills-screen]) + *');
			const later = [
				// Inside each block's content: that keeps its (unstyled, unpainted) box.
				...document.querySelectorAll('.blocks__item:has(> [data-fills-screen]) + * ~ * > * *'),
				...document.querySelectorAll('main ~ footer *'),
			];
			const seen = new Set<string>();
			for (let screen = 1; screen <= 12; screen++) {
				scrollTo({ top: screen * innerHeight, behavior: 'instant' });
				await new Promise((frame) => requestAnimationFrame(frame));
				for (const element of later) {
					const box = element.getBoundingClientRect();
					if (box.bottom <= 0 || box.top >= innerHeight || !element.checkVisibility()) continue;
					seen.add(`${element.tagName}.${element.getAttribute('class') ?? ''}`);
				}
			}
			return { seen: [...seen], later: later.length, hasNext: next !== null, scrolled: scrollY };
		});
		expect(unstyled.hasNext).toBe(true);
		expect(unstyled.later).toBeGreaterThan(100);
		expect(unstyled.scrolled).toBeGreaterThan(0);
		expect(unstyled.seen, origin).toEqual([]);

		await page.unrouteAll({ behavior: 'ignoreErrors' });

		// Sheets that fail for good: what waited for them shows, unstyled rather than missing.
		await page.route(/\/_astro\/.*\.css$/, (route) => route.abort());
		await page.goto(`${origin}/de`);
		await page.locator('main ~ footer').scrollIntoViewIfNeeded();
		await expect(page.locator('main ~ footer a').first()).toBeVisible();
		await page.unrouteAll();

		await page.goto(`${origin}/de`);
		await expect.poll(() => deferredSheetsApplied(page)).toBe(true);
		await page.locator('main ~ footer').scrollIntoViewIfNeeded();
		await expect(page.locator('main ~ footer a').first()).toBeVisible();
		// Every block's content renders, and blocks out of sight still wait for the viewport.
		const rendering = await page.evaluate(() => ({
			hidden: [
				...document.querySelectorAll('.blocks__item:has(> [data-fills-screen]) + * ~ * > *'),
			].filter((content) => getComputedStyle(content).contentVisibility === 'hidden').length,
			deferred: [...document.querySelectorAll('.blocks__item--deferrable')].filter(
				(block) => getComputedStyle(block).contentVisibility === 'auto',
			).length,
		}));
		expect(rendering).toEqual({ hidden: 0, deferred: expect.any(Number) });
		expect(rendering.deferred).toBeGreaterThan(0);
	}
});
