/**
 * Links the stylesheets at `hrefs` (in order, each once per page) and resolves when all have loaded
 * or failed. For islands loaded on demand: their CSS, imported with `?url`, then stays out of the
 * page's render-blocking <head> (Astro puts the CSS of every chunk a page script can import,
 * dynamically too, into the head of each page) and arrives only with the island that needs it.
 */
export function loadStylesheets(hrefs: readonly string[]): Promise<void> {
	return Promise.all(
		hrefs.map((href) => {
			const existing = document.querySelector<HTMLLinkElement>(
				`link[rel="stylesheet"][href="${CSS.escape(href)}"]`,
			);
			if (existing?.sheet) return Promise.resolve();
			const link = existing ?? document.createElement('link');
			const settled = new Promise<void>((resolve) => {
				link.addEventListener('load', () => resolve(), { once: true });
				link.addEventListener('error', () => resolve(), { once: true });
			});
			if (!existing) {
				link.rel = 'stylesheet';
				link.href = href;
				document.head.append(link);
			}
			return settled;
		}),
	).then(() => undefined);
}
