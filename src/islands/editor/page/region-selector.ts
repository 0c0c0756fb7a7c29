/** A part of the page the editor swaps after a change, named the way the server renders it. */
export type Region =
	{ kind: 'holder'; holder: string } | { kind: 'section'; slug: string } | { kind: 'main' };

/** A CSS attribute value in double quotes. */
function quoted(value: string): string {
	return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** The selector that finds `region` in a freshly loaded page. */
export function regionSelector(region: Region): string {
	switch (region.kind) {
		case 'holder':
			return `.blocks[data-holder=${quoted(region.holder)}]`;
		case 'section':
			return `[data-editor-section][data-slug=${quoted(region.slug)}]`;
		case 'main':
			return 'main#main-content';
	}
}
