import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HeadRewrite } from '../../../src/build/rewrite-head.ts';

/**
 * A head rewrite for the compress pool's workers in precompress.test.ts: a `<meta>` naming the
 * client folder it was made for before `</head>`; throws for a page whose head asks it to.
 */
export function markHead(dirs: { client: string }): HeadRewrite {
	return (html, headEnd) => {
		if (html.includes('<title>fail</title>')) throw new Error('rewrite failed');
		return `${html.slice(0, headEnd)}<meta name="client" content="${dirs.client}">`;
	};
}

/**
 * A head rewrite that reads what the build wrote when it is made: a `<meta>` with the text of the
 * client folder's `mark.txt` before `</head>`.
 */
export function markHeadFromFile(dirs: { client: string }): HeadRewrite {
	const mark = readFileSync(join(dirs.client, 'mark.txt'), 'utf8');
	return (html, headEnd) => `${html.slice(0, headEnd)}<meta name="mark" content="${mark}">`;
}
