import type { Key, PersonDef } from './defs.ts';
import { pic } from './images.ts';
import { bi, slugify, type BiText } from './text.ts';

/** A team or ensemble member as authored: the full name may start with an academic title. */
export type PersonInput = {
	id: number;
	key: Key;
	/** e.g. 'Dr. Leonore Falkenberg' or 'Jakob Rehm'. */
	name: string;
	category: Key;
	role: BiText;
	biography: BiText;
	productions: Key[];
	email?: string;
	photoCredit: string;
};

/** Splits the name, derives the slug and the 4:5 portrait. */
export function personDef(input: PersonInput): PersonDef {
	const honorific = input.name.startsWith('Dr. ') ? 'Dr.' : undefined;
	const plain = honorific ? input.name.slice(4) : input.name;
	const parts = plain.split(' ');
	const lastName = parts.pop() ?? plain;
	const firstName = parts.join(' ');
	return {
		key: input.key,
		id: input.id,
		...(honorific ? { honorific } : {}),
		slug: slugify(plain),
		firstName,
		lastName,
		role: input.role,
		category: input.category,
		email: input.email ?? null,
		biography: input.biography,
		image: pic(
			'portrait',
			`person-${input.key}`,
			'4x5',
			bi(`Porträt von ${input.name}`, `Portrait of ${input.name}`),
			input.photoCredit,
		),
		productions: input.productions,
	};
}

/**
 * A positional shorthand for one site's people, all photographed by `photoCredit`:
 * `person(id, key, name, category, role, biography, productions, email?)`.
 */
export function personAuthor(photoCredit: string) {
	return (
		id: number,
		key: Key,
		name: string,
		category: Key,
		role: BiText,
		biography: BiText,
		productions: Key[],
		email?: string,
	): PersonDef =>
		personDef({
			id,
			key,
			name,
			category,
			role,
			biography,
			productions,
			...(email ? { email } : {}),
			photoCredit,
		});
}
