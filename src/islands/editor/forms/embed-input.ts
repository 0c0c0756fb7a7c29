/**
 * The embed URL in what an editor pasted: a URL stays as it is; from iframe or other embed code
 * the first src (or href) attribute is taken, with '&amp;' decoded.
 */
export function embedUrlFromInput(input: string): string {
	const value = input.trim();
	if (!value.startsWith('<')) return value;
	const match = /\s(?:src|href)\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(value);
	const url = match?.[1] ?? match?.[2];
	return url === undefined ? value : url.replaceAll('&amp;', '&').trim();
}
