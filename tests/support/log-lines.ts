import type { LineDestination } from '../../src/server/line-batch.ts';
import type { RequestLogEntry } from '../../src/server/request-log.ts';

/** A log destination that keeps each batch it is lent, as text, in `chunks`. */
export function linesInto(chunks: string[]): LineDestination {
	return { write: (chunk) => void chunks.push(Buffer.from(chunk).toString()) };
}

/** The entries of request-log lines as a test's destination received them (in batches). */
export function logEntries(chunks: readonly string[]): RequestLogEntry[] {
	return chunks
		.join('')
		.split('\n')
		.filter(Boolean)
		.map((line) => JSON.parse(line) as RequestLogEntry);
}

/** Waits (no fixed sleep: it polls) until `chunks` hold `count` entries; lines come in batches. */
export async function waitForLogEntries(
	chunks: readonly string[],
	count: number,
): Promise<RequestLogEntry[]> {
	while (logEntries(chunks).length < count) {
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
	return logEntries(chunks);
}
