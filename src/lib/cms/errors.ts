/** Base of every error the content client throws; `status` is what the visitor's page answers. */
export class CmsError extends Error {
	readonly status: number;
	readonly url: string;
	constructor(message: string, status: number, url: string) {
		super(message);
		this.name = new.target.name;
		this.status = status;
		this.url = url;
	}
}

/** The back end answered 404 for this URL. */
export class CmsNotFoundError extends CmsError {
	constructor(url: string) {
		super(`Not found: ${url}`, 404, url);
	}
}

/** The page exists but is offline and the visitor is not staff (SPEC §4): shows the 404 page. */
export class CmsPageOfflineError extends CmsError {
	constructor(url: string) {
		super('Page offline', 404, url);
	}
}

/** Settings say the site is not online, or the settings call failed (SPEC §8): 503. */
export class CmsSiteOfflineError extends CmsError {
	constructor(url: string, reason: string) {
		super(`Website offline: ${reason}`, 503, url);
	}
}

/** The back end could not be reached or answered 5xx. */
export class CmsUnreachableError extends CmsError {
	constructor(url: string, reason: string) {
		super(`Back end unreachable at ${url}: ${reason}`, 503, url);
	}
}

/**
 * The back end refused the request (4xx other than 404); `field` names the input it rejected and
 * `body` is its parsed answer (e.g. per-field form errors).
 */
export class CmsRequestError extends CmsError {
	readonly field: string | undefined;
	readonly body: unknown;
	constructor(url: string, status: number, message: string, field?: string, body?: unknown) {
		super(`${message} (${url})`, status, url);
		this.field = field;
		this.body = body;
	}
}

/** The answer did not match the contract: names the URL and the first failing field. */
export class CmsContractError extends CmsError {
	readonly field: string;
	constructor(url: string, field: string, detail: string) {
		super(`Answer of ${url} violates the contract at '${field}': ${detail}`, 502, url);
		this.field = field;
	}
}
