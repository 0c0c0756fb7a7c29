// No optional chaining or nullish coalescing here: see browser-support.ts.

/** The part of `navigator.connection` (Network Information API) the page reads. */
export interface ConnectionHints {
	effectiveType?: string | undefined;
	saveData?: boolean | undefined;
}

/** A slow connection ('slow-2g', '2g') or the visitor's data saver. */
export function isLowBandwidth(connection: ConnectionHints | undefined): boolean {
	return (
		!!connection && (connection.saveData === true || /2g/.test(connection.effectiveType || ''))
	);
}
