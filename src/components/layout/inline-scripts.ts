/**
 * The site's own inline scripts: the only inline scripts the Content-Security-Policy allows
 * (by hash, with Astro's island runtime: src/server/security-headers.ts). Components render them
 * from here, so the hash and the page can never differ. Every other script of the site is a
 * file of the build (`vite.build.assetsInlineLimit` in astro.config.mjs keeps Astro from
 * inlining small ones), and nothing that comes with content is ever allowed.
 */

import { MINIMUM_VERSIONS, USER_AGENT_RULES } from '../../islands/page-runtime/browser-support.ts';
import { DISMISSED_KEY } from '../../islands/page-runtime/device-notices.ts';

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

/**
 * InfoLayer, right after its notices: shows 'unsupported browser' (unless closed in this session)
 * to a browser without module scripts or older than its minimum version (browser-support.ts) —
 * by the user-agent string, else Chromium's brands; unknown browsers pass. A classic script in
 * the oldest syntax, so that the browsers it warns can run it; the device notices
 * (page-runtime/info-layer.ts) wait while it shows.
 */
export const UNSUPPORTED_BROWSER_SCRIPT = compactScript(`
	// var and function only, no arrow, spread or 'catch' without a binding: Internet Explorer 11
	// and every browser since run this.
	(function (rules, minimum, key) {
		var notice = document.querySelector('[data-info-notice="unsupportedBrowser"]');
		if (!notice) return;
		var older = function (name, major, minor) {
			var least = minimum[name];
			return major < least[0] || (major === least[0] && minor < least[1]);
		};
		var outdated = function () {
			if (!('noModule' in document.createElement('script'))) return true;
			for (var i = 0; i < rules.length; i += 1) {
				var match = new RegExp(rules[i][1]).exec(navigator.userAgent);
				if (match) return older(rules[i][0], Number(match[1]), Number(match[2] || 0));
			}
			var brands = (navigator.userAgentData && navigator.userAgentData.brands) || [];
			for (var j = 0; j < brands.length; j += 1) {
				if (brands[j].brand === 'Chromium') return older('chrome', parseInt(brands[j].version, 10) || 0, 0);
			}
			return false;
		};
		var closed = function () {
			try { return sessionStorage.getItem(key) === '1'; } catch (error) { return false; }
		};
		if (closed() || !outdated()) return;
		notice.hidden = false;
		notice.onclick = function (event) {
			var button = event.target;
			while (button && button.nodeName !== 'BUTTON') button = button.parentNode;
			if (!button) return;
			if (button.hasAttribute('data-info-reload')) location.reload();
			else {
				notice.hidden = true;
				try { sessionStorage.setItem(key, '1'); } catch (error) {}
			}
		};
	})(${JSON.stringify(USER_AGENT_RULES.map(([name, pattern]) => [name, pattern.source]))}, ${JSON.stringify(MINIMUM_VERSIONS)}, ${JSON.stringify(`${DISMISSED_KEY}unsupportedBrowser`)});
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
	UNSUPPORTED_BROWSER_SCRIPT,
	DEFERRED_CSS_SCRIPT,
];
