import { getPersons } from '../../lib/cms/index.ts';
import { collectAll, perLocale, slugAndId } from '../../lib/cms/static-paths.ts';

/** Static paths of every person page in both locales, from the URLs the back end gives. */
export function personPaths() {
	return perLocale(async (locale) => {
		const persons = await collectAll((page) => getPersons({ locale }, { page, page_size: 100 }));
		return persons.flatMap((person) => {
			const path = slugAndId(person.url);
			return path ? [{ params: { locale, ...path } }] : [];
		});
	});
}
