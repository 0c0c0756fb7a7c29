import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * A stylesheet cut into what a page's first paint may need: style rules with the tokens (class
 * names, Astro's `data-astro-cid-*` scope attributes) an element must carry for them to apply,
 * inside the at-rules that hold them. Parsed once per built stylesheet; picking a page's rules
 * from it is then a set lookup per rule (no CSS parsing per page).
 */
export type SheetNode =
	/** Applies when every token of one of its selectors is on the page (none: always). */
	| { kind: 'rule'; css: string; selectors: readonly (readonly string[])[] }
	/** @media, @supports, @container, @layer blocks: written when one of their children is. */
	| { kind: 'group'; open: string; children: readonly SheetNode[] }
	/** @keyframes: written when a written rule may name them. */
	| { kind: 'keyframes'; name: string; css: string }
	/** @font-face, @property, custom properties …: always written. */
	| { kind: 'keep'; css: string };

const GROUPS = new Set(['media', 'supports', 'container', 'layer', 'scope', 'starting-style']);

/**
 * The token of an open `<details>`: a rule whose selector asks for `[open]` (outside functional
 * pseudo-classes) is only needed by a first paint that shows an open one (page-tokens.ts).
 */
export const OPEN_DETAILS_TOKEN = '[open]';
const OPEN = /\[open\]/;

/**
 * The token of a pointer over or pressing an element: no page's markup carries it, so rules for
 * `:hover` and `:active` (outside functional pseudo-classes) come with the full sheet. They
 * restyle what is painted already (a colour, an underline), never lay the page out anew.
 */
export const POINTER_TOKEN = ':hover';
const POINTER = /:(?:hover|active)\b/;

// Classes inside these may be absent from a matching element (:not) or are alternatives
// (:is, :where, :has): they are not required, so a rule using them is kept rather than lost.
const FUNCTIONAL = /:(?:not|is|where|has|matches|-webkit-any)\(/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const SCOPE = /\[(data-astro-cid-[\w-]+)\]/g;

/** `selector` without the arguments of its functional pseudo-classes. */
function withoutFunctionalArguments(selector: string): string {
	let out = '';
	let last = 0;
	for (const match of selector.matchAll(FUNCTIONAL)) {
		if (match.index < last) continue;
		out += selector.slice(last, match.index);
		let depth = 0;
		let end = match.index + match[0].length - 1;
		for (; end < selector.length; end++) {
			if (selector[end] === '(') depth++;
			else if (selector[end] === ')' && --depth === 0) break;
		}
		last = end + 1;
	}
	return out + selector.slice(last);
}

/**
 * The tokens an element must carry for `selector` to match it (its own or an ancestor's), and
 * OPEN_DETAILS_TOKEN when it matches only in or beside an open `<details>`, POINTER_TOKEN when only
 * under the pointer.
 */
export function selectorTokens(selector: string): string[] {
	const plain = withoutFunctionalArguments(selector);
	return [
		...new Set([
			...[...plain.matchAll(CLASS)].map((match) => match[1]!),
			...[...plain.matchAll(SCOPE)].map((match) => match[1]!),
			...(OPEN.test(plain) ? [OPEN_DETAILS_TOKEN] : []),
			...(POINTER.test(plain) ? [POINTER_TOKEN] : []),
		]),
	];
}

function nodesOf(container: Container): SheetNode[] {
	const nodes: SheetNode[] = [];
	for (const child of container.nodes ?? []) {
		const node = nodeOf(child);
		if (node) nodes.push(node);
	}
	return nodes;
}

function nodeOf(child: ChildNode): SheetNode | null {
	if (child.type === 'rule') {
		const css = child.toString();
		return { kind: 'rule', css, selectors: child.selectors.map(selectorTokens) };
	}
	if (child.type === 'atrule') {
		if (GROUPS.has(child.name.toLowerCase()) && child.nodes) {
			return { kind: 'group', open: `@${child.name} ${child.params}{`, children: nodesOf(child) };
		}
		if (/keyframes$/i.test(child.name)) {
			return { kind: 'keyframes', name: child.params.trim(), css: child.toString() };
		}
		return { kind: 'keep', css: child.toString() };
	}
	return null;
}

/** The nodes of stylesheet `css`, in order. */
export function parseSheet(css: string): SheetNode[] {
	return nodesOf(postcss.parse(css));
}

/**
 * The CSS of `nodes` whose rules may apply to a page whose elements carry `tokens`, with the
 * @keyframes that `keyframes` asks for (by default all).
 */
export function pickRules(
	nodes: readonly SheetNode[],
	tokens: ReadonlySet<string>,
	keyframes: (name: string) => boolean = () => true,
): string {
	let out = '';
	for (const node of nodes) {
		if (node.kind === 'keep') out += node.css;
		else if (node.kind === 'keyframes') {
			if (keyframes(node.name)) out += node.css;
		} else if (node.kind === 'rule') {
			if (node.selectors.some((needs) => needs.every((token) => tokens.has(token)))) {
				out += node.css;
			}
		} else {
			const inner = pickRules(node.children, tokens, keyframes);
			if (inner !== '') out += `${node.open}${inner}}`;
		}
	}
	return out;
}
