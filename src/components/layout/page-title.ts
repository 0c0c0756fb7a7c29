/**
 * The document title per SPEC §9, 'page name | site name'; just the site name when the page has
 * no name of its own or is named like the site (the start page).
 */
export function documentTitle(pageName: string, siteName: string): string {
	const name = pageName.trim();
	return name && name !== siteName ? `${name} | ${siteName}` : siteName;
}
