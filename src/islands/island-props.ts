/**
 * The JSON data block an island's server markup leaves inside its root
 * (`<script type="application/json" data-props>`, written with scriptJson): unlike a `data-props`
 * attribute, whose every quote costs six bytes as `&quot;`. The root's first child, so the first
 * match inside it.
 */
export const PROPS_BLOCK = 'script[data-props]';

/**
 * The props in `root`'s JSON data block (PROPS_BLOCK), read before React renders into the root,
 * which replaces the block with the rest of the server's markup.
 */
export function islandProps<T>(root: Element): T {
	return JSON.parse(root.querySelector(PROPS_BLOCK)?.textContent || '{}') as T;
}
