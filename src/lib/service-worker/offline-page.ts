/** Where the worker puts the address of the page to retry (HTML-escaped at request time). */
export const RETRY_HREF_TOKEN = '__RETRY_HREF__';

/** The texts of the offline page, from the locale's translations (offline.*). */
export interface OfflineTexts {
	readonly title: string;
	readonly text: string;
	readonly retry: string;
}

const escapeHtml = (value: string): string =>
	value
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;');

/**
 * The page the service worker shows when a page navigation fails for lack of network: one
 * self-contained document (inline styles, no script, no external resource) with a link that loads
 * the same address again. `RETRY_HREF_TOKEN` stands for that address.
 */
export function offlinePageHtml(locale: 'de' | 'en', texts: OfflineTexts): string {
	const title = escapeHtml(texts.title);
	return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#fff;color:#1a1a1a">
<main style="max-width:32rem;padding:2rem 1.5rem;text-align:center">
<h1 style="font-size:1.75rem;font-weight:600;margin:0 0 1rem">${title}</h1>
<p style="font-size:1rem;line-height:1.5;margin:0 0 2rem">${escapeHtml(texts.text)}</p>
<a href="${RETRY_HREF_TOKEN}" data-offline-retry style="display:inline-block;padding:.75rem 1.5rem;border:2px solid currentColor;color:inherit;font-weight:600;text-decoration:none">${escapeHtml(texts.retry)}</a>
</main>
</body>
</html>
`;
}
