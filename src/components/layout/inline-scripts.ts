/**
 * The site's own inline scripts: the only inline scripts the Content-Security-Policy allows
 * (by hash, with Astro's island runtime: src/server/security-headers.ts). Components render them
 * from here, so the hash and the page can never differ. Every other script of the site is a
 * file of the build (`vite.build.assetsInlineLimit` in astro.config.mjs keeps Astro from
 * inlining small ones), and nothing that comes with content is ever allowed.
 */

import { MINIMUM_VERSIONS, USER_AGENT_RULES } from '../../islands/page-runtime/browser-support.ts';
import { DISMISSED_KEY } from '../../islands/page-runtime/device-notices.ts';
import { SHEETS_APPLIED_PROPERTY } from '../../lib/critical-css/sheets-applied.ts';
import {
	AFTER_LEAD_ATTRIBUTE,
	LEAD_IMAGE_SELECTOR,
	LEAD_IMAGE_WAIT_MS,
} from '../../islands/page-runtime/lead-image.ts';

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
	// and every browser since run this. Every page sends it, so names are one letter:
	// r rules, m minimum versions, k session key, n notice, o older, b brands, e the button.
	(function (r, m, k) {
		var n = document.querySelector('[data-info-notice="unsupportedBrowser"]');
		if (!n) return;
		function o(b, x, y) {
			var l = m[b];
			return x < l[0] || (x == l[0] && y < l[1]);
		}
		function u() {
			if (!('noModule' in document.createElement('script'))) return 1;
			for (var i = 0; i < r.length; i++) {
				var a = new RegExp(r[i][1]).exec(navigator.userAgent);
				if (a) return o(r[i][0], +a[1], +(a[2] || 0));
			}
			var b = (navigator.userAgentData && navigator.userAgentData.brands) || [];
			for (i = 0; i < b.length; i++) {
				if (b[i].brand == 'Chromium') return o('chrome', parseInt(b[i].version, 10) || 0, 0);
			}
		}
		function s(v) {
			try { return v ? sessionStorage.setItem(k, v) : sessionStorage.getItem(k) == '1'; } catch (x) {}
		}
		if (s() || !u()) return;
		n.hidden = false;
		n.onclick = function (v) {
			var e = v.target;
			while (e && e.nodeName != 'BUTTON') e = e.parentNode;
			if (!e) return;
			if (e.hasAttribute('data-info-reload')) location.reload();
			else {
				n.hidden = true;
				s('1');
			}
		};
	})(${JSON.stringify(USER_AGENT_RULES.map(([name, pattern]) => [name, pattern.source]))}, ${JSON.stringify(MINIMUM_VERSIONS)}, ${JSON.stringify(`${DISMISSED_KEY}unsupportedBrowser`)});
`);

export { LEAD_IMAGE_WAIT_MS };

/**
 * After the page's deferred stylesheets (src/lib/critical-css/defer-stylesheets.ts): they arrive
 * `disabled`, which a browser does not fetch, so nothing loads them before the first paint. They
 * are enabled in the task after the frame that paints the page's lead image (lead-image.ts, once
 * decoded or failed), or after the first frame on a page without one (or whose lead
 * image the first frame came before), and at the latest LEAD_IMAGE_WAIT_MS after the head; they
 * load as media 'print' and apply to the screen once all of them have loaded (or failed),
 * together; then SHEETS_APPLIED_PROPERTY is set on the root as well, so what waits for the sheets
 * shows even when one failed (unstyled rather than missing). At the same moment the images marked AFTER_LEAD_ATTRIBUTE turn eager (one parsed
 * later stays lazy).
 */
export const DEFERRED_CSS_SCRIPT = compactScript(`
	// The first paint needs only the inline critical CSS, and the page's fonts and lead image (its
	// largest paint) need the connection before the sheets and early images do. Each sheet that
	// starts to apply restyles and lays out the whole page (a long task on a phone): all of them at
	// once do it once. Every page sends this, so names are one letter: l the sheets' links, w how
	// many loads are awaited (more than there are sheets: not started yet), f after the next frame,
	// s start (after the lead image), a a sheet arrived, p after the lead image's paint.
	((l, w, f) => {
		var s = () => {
			if (w > l.length) {
				w = l.length;
				l.forEach((k) => {
					k.onload = k.onerror = a;
					k.disabled = false;
				});
				document.querySelectorAll('img[${AFTER_LEAD_ATTRIBUTE}]').forEach((m) => (m.loading = 'eager'));
			}
		};
		var a = () => --w || (l.forEach((k) => (k.media = 'all')), document.documentElement.style.setProperty('${SHEETS_APPLIED_PROPERTY}', 'visible'));
		var p = () => f(s);
		setTimeout(s, ${LEAD_IMAGE_WAIT_MS});
		f(() => {
			// A lead image not yet parsed by the first frame is not waited for.
			var m = document.querySelector('${LEAD_IMAGE_SELECTOR}');
			m ? m.decode().then(p, p) : s();
		});
	})(document.querySelectorAll('link[data-deferred-css]'), 1e9, (x) => requestAnimationFrame(() => setTimeout(x)));
`);

/** Every inline script a page of the site may carry, as rendered. */
export const SITE_INLINE_SCRIPTS: readonly string[] = [
	TOP_ALERT_SCRIPT,
	UNSUPPORTED_BROWSER_SCRIPT,
	DEFERRED_CSS_SCRIPT,
];
