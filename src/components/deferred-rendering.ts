import {
	BACKGROUND_CLASSES,
	type Column,
	type Module,
	type ModuleModel,
} from '../lib/contract/blocks.ts';

/**
 * Blocks whose text always sits on the page's own ground or on a panel of the block's own box:
 * no dark band, no image or poster behind it, no card of another colour. Only these may skip rendering while out of sight (BlockRenderer's
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
	'highlightteaser',
	'fullteaser',
]);

/** Background classes with light text on a dark ground (backgrounds.css); cc01 keeps the ink. */
const DARK_GROUNDS = new Set<string>(BACKGROUND_CLASSES.filter((name) => name !== 'cc01'));

/** True when an editor's extra classes (space-separated) include a dark ground. */
const namesDarkGround = (extraClass: string): boolean =>
	extraClass.split(/\s+/).some((name) => DARK_GROUNDS.has(name));

const columnsOnPageGround = (columns: readonly Column[]): boolean =>
	columns.every((column) => column.children.every(mayDeferRendering));

/**
 * True when `module` may skip its style, layout and paint while it is out of sight: its text sits
 * on the page's ground or on the cream band (cc01), whose ink is the page's, and so does that of
 * every block it holds. A section on a dark band or an image never does, nor a block an editor
 * gave a dark band by an extra class; consent placeholders, venue cards and the hero neither.
 */
export function mayDeferRendering(module: Module): boolean {
	if ('extra_class' in module && namesDarkGround(module.extra_class)) return false;
	switch (module.model) {
		case 'section':
			return (
				(module.background === null || !DARK_GROUNDS.has(module.background)) &&
				!module.image &&
				columnsOnPageGround(module.columns)
			);
		case 'container':
			return columnsOnPageGround(module.columns);
		default:
			return ON_PAGE_GROUND.has(module.model);
	}
}
