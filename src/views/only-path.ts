import { CmsNotFoundError } from '../lib/cms/index.ts';
import type { RouteInput } from './route-data.ts';

/**
 * A loader for an on-demand twin that stands in for one prerendered path (a list page): the twin's
 * rest parameter must be empty, anything below that path is unknown content (the 404 page).
 */
export function onlyOwnPath<T>(
	load: (input: RouteInput) => Promise<T>,
	rest = 'rest',
): (input: RouteInput) => Promise<T> {
	return (input) => {
		if (input.params[rest]) throw new CmsNotFoundError(input.url.pathname);
		return load(input);
	};
}
