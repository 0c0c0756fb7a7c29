import postcss, { type AtRule, type ChildNode, type Declaration } from 'postcss';

/** At-rules a page's own stylesheet may use; @import, @namespace and the like go. */
const KEPT_AT_RULES = new Set([
	'media',
	'supports',
	'container',
	'layer',
	'keyframes',
	'font-face',
]);

/** Values that run script in some browser, bind behaviour or hide such text behind escapes. */
const DANGEROUS_VALUE = /expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:|\\/i;
const DANGEROUS_PROPERTY = /^(?:behavior|-moz-binding)$/i;
/** url(…) and image-set/src strings: only site paths and https, nothing else. */
const URL_FUNCTION = /\burl\(\s*(['"]?)(.*?)\1\s*\)/gi;
const SAFE_CSS_URL = /^(?:https:\/\/|\/(?![/\\]))/i;

function isSafeDeclaration(declaration: Declaration): boolean {
	if (DANGEROUS_PROPERTY.test(declaration.prop) || DANGEROUS_VALUE.test(declaration.value)) {
		return false;
	}
	for (const [, , target = ''] of declaration.value.matchAll(URL_FUNCTION)) {
		if (!SAFE_CSS_URL.test(target.trim())) return false;
	}
	// A string outside url() may still be fetched (image-set("…")): same rule.
	if (/image-set|(?:^|[^-\w])src\(/i.test(declaration.value)) return false;
	return true;
}

function keepNode(node: ChildNode): boolean {
	if (node.type === 'comment') return false;
	if (node.type === 'atrule') return KEPT_AT_RULES.has((node as AtRule).name.toLowerCase());
	if (node.type === 'decl') return isSafeDeclaration(node);
	return true;
}

/**
 * The stylesheet of a custom error page, safe to place in a `<style>` element: comments,
 * at-rules other than @media, @supports, @container, @layer, @keyframes and @font-face, and every
 * declaration with expression(), javascript:, behaviours, CSS escapes or a url() that is not a
 * site path or https are dropped; '<' is written as the escape `\3c `, so nothing can close the
 * element. CSS that does not parse is dropped whole.
 */
export function sanitizeErrorPageCss(css: string): string {
	let root: postcss.Root;
	try {
		root = postcss.parse(css);
	} catch {
		return '';
	}
	root.walk((node) => {
		if (!keepNode(node)) node.remove();
	});
	return root.toString().replace(/</g, '\\3c ');
}
