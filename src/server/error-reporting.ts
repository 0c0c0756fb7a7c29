/** Where and what a reported error happened: request id, path, status, site … */
export type ErrorContext = Record<string, string | number | boolean | undefined>;

/** The JSON an error-reporting service receives. */
export type ErrorReport = {
	time: string;
	name: string;
	message: string;
	stack?: string;
	context: ErrorContext;
};

type ReporterOptions = {
	/** The service's endpoint; without it errors are only logged. */
	url?: string | undefined;
	fetch?: typeof fetch;
	log?: (line: string) => void;
	timeoutMs?: number;
	now?: () => Date;
};

/** The report for `error`: its name, message and stack, never sent to visitors. */
export function describeForReport(error: unknown, context: ErrorContext, time: Date): ErrorReport {
	const known = error instanceof Error;
	return {
		time: time.toISOString(),
		name: known ? error.name : 'Error',
		message: known ? error.message : String(error),
		...(known && error.stack ? { stack: error.stack } : {}),
		context,
	};
}

/**
 * A reporter: logs each error to stderr and, with a `url`, POSTs it there (fire-and-forget, gives
 * up after `timeoutMs`). The returned promise never rejects; callers need not wait for it.
 */
export function createErrorReporter(options: ReporterOptions = {}) {
	const send = options.fetch ?? globalThis.fetch;
	const log = options.log ?? ((line: string) => console.error(line));
	const timeoutMs = options.timeoutMs ?? 2000;
	return async function report(error: unknown, context: ErrorContext = {}): Promise<void> {
		try {
			const report = describeForReport(error, context, (options.now ?? (() => new Date()))());
			log(`[error] ${JSON.stringify(report)}`);
			if (!options.url) return;
			const response = await send(options.url, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(report),
				signal: AbortSignal.timeout(timeoutMs),
			});
			if (!response.ok) log(`[error] reporting service answered ${response.status}`);
		} catch (failure) {
			try {
				log(`[error] could not report: ${String(failure)}`);
			} catch {
				// A broken logger must not take the server down either.
			}
		}
	};
}

/** SPEC §7 'an error-reporting service': the server's reporter, sending to ERROR_REPORT_URL if set. */
export const reportError = createErrorReporter({
	url: process.env['ERROR_REPORT_URL'] || undefined,
});
