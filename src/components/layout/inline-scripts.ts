/**
 * The site's own inline scripts: the only inline scripts the Content-Security-Policy allows
 * (by hash, with Astro's island runtime: src/server/security-headers.ts). Components render them
 * from here, so the hash and the page can never differ. Every other script of the site is a
 * file of the build (`vite.build.assetsInlineLimit` in astro.config.mjs keeps Astro from
 * inlining small ones), and nothing that comes with content is ever allowed.
 */

/**
 * A script as pages carry it: without its indentation, blank lines and whole-line `//` comments,
 * which are for readers of this file (every page sends these bytes, and counts them as its JS).
 */
export function compactScript(script: string): string {
	return script
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line !== '' && !line.startsWith('//'))
		.join('\n');
}

/** TopAlert: hides a dismissed alert before the first paint on prerendered pages. */
export const TOP_ALERT_SCRIPT = compactScript(`
	// Before the first paint, so a dismissed alert never flashes on a prerendered page.
	(function (alert) {
		const match = /(?:^|;\\s*)alert_dismissed=([^;]*)/.exec(document.cookie);
		if (alert && match && match[1] === alert.getAttribute('data-alert-id')) {
			alert.classList.add('is-dismissed');
		}
	})(document.currentScript && document.currentScript.previousElementSibling);
`);

/** InfoLayer (`nomodule`): browsers without module scripts see the 'unsupported' notice. */
export const INFO_LAYER_SCRIPT = compactScript(`
	// Browsers without module scripts never run the checks below: they are unsupported by definition.
	// (let and const are fine there: Internet Explorer 11 and every browser since know them.)
	(function () {
		const notice = document.querySelector('[data-info-notice="unsupportedBrowser"]');
		if (!notice) return;
		notice.hidden = false;
		notice.onclick = function (event) {
			let button = event.target;
			while (button && button.nodeName !== 'BUTTON') button = button.parentNode;
			if (!button) return;
			if (button.hasAttribute('data-info-reload')) location.reload();
			else notice.hidden = true;
		};
	})();
`);

/**
 * After the page's deferred stylesheets (src/lib/critical-css/defer-stylesheets.ts): they arrive
 * as media 'print', which never holds up the first paint, and apply to the screen once all of
 * them have loaded (or failed), together.
 */
export const DEFERRED_CSS_SCRIPT = compactScript(`
	// The first paint needs only the inline critical CSS. Each sheet that starts to apply restyles
	// and lays out the whole page (a long task on a phone): all of them at once do it once.
	(function (links) {
		let waiting = links.length;
		const arrived = function () {
			waiting -= 1;
			if (waiting === 0) links.forEach(function (link) { link.media = 'all'; });
		};
		links.forEach(function (link) {
			if (link.sheet) arrived();
			else {
				link.addEventListener('load', arrived);
				link.addEventListener('error', arrived);
			}
		});
	})(Array.prototype.slice.call(document.querySelectorAll('link[data-deferred-css]')));
`);

/** Every inline script a page of the site may carry, as rendered. */
export const SITE_INLINE_SCRIPTS: readonly string[] = [
	TOP_ALERT_SCRIPT,
	INFO_LAYER_SCRIPT,
	DEFERRED_CSS_SCRIPT,
];
