import type { Locale } from '../../lib/contract/common.ts';
import type { Module, ModuleModel } from '../../lib/contract/blocks.ts';

/** The module of one `model`, e.g. `BlockOf<'headline'>`. */
export type BlockOf<M extends ModuleModel> = Extract<Module, { model: M }>;

/**
 * Where blocks render: 'page' places them in the site's content container (bands such as
 * sections and hero media span the full width); 'column' fills a section's column as it is.
 */
export type BlockLayout = 'page' | 'column';

/** What the block renderer hands every block component. */
export type BlockProps<M extends ModuleModel> = {
	module: BlockOf<M>;
	locale: Locale;
	/** The moment online windows are checked against. */
	now: Date;
	layout: BlockLayout;
};
