import type { Kind } from './kinds.ts';

/** A change to stored content, reported after it is committed (for cache invalidation). */
export type ContentChange = {
	site: string;
	kind: Kind;
	id: number;
	locale: string;
	/** The site path of the object before and after the change (absent ones left out). */
	paths: string[];
};
