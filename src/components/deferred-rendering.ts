import type { Column, Module, ModuleModel } from '../lib/contract/blocks.ts';

/**
 * Blocks whose text always sits on the page's own ground: no colour band, no image or poster
 * behind it, no dark card. Only these may skip rendering while out of sight (BlockRenderer's
 * content-visibility): a contrast checker that reads a skipped block finds the page's ground
 * behind every text, which is right for these and wrong for the others.
 */
const ON_PAGE_GROUND = new Set<ModuleModel>([
	'headline',
	'text',
	'link',
	'image',
	'imagealias',
	'selfhostedvideo',
	'selfhostedaudio',
	'faq',
	'quote',
	'teaserlist',
	'blogteaserlist',
	'imagelist',
	'logolist',
	'twocolumns',
	'anchorlist',
]);

const columnsOnPageGround = (columns: readonly Column[]): boolean =>
	columns.every((column) => column.children.every(mayDeferRendering));

/**
 * True when `module` may skip its style, layout and paint while it is out of sight: its text sits
 * on the page's ground, and so does that of every block it holds. A section with a background or
 * an image never does, nor a block with an editor's extra class; consent placeholders, venue
 * cards, full teasers and the hero neither.
 */
export function mayDeferRendering(module: Module): boolean {
	// Editors' extra classes may give a block a colour band (cc01–cc03) or other styling.
	if ('extra_class' in module && module.extra_class.trim() !== '') return false;
	switch (module.model) {
		case 'section':
			return !module.background && !module.image && columnsOnPageGround(module.columns);
		case 'container':
			return columnsOnPageGround(module.columns);
		default:
			return ON_PAGE_GROUND.has(module.model);
	}
}
