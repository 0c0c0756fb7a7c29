import type { z } from 'zod';
import type { CardSchema, RefSchema } from '../../../src/lib/contract/index.ts';
import type { Key, LinkTarget } from './defs.ts';
import type { BiText, Bilingual } from './text.ts';
import type { DetailKind } from './urls.ts';

export type CardDraft = Bilingual<z.input<typeof CardSchema>>;
export type RefDraft = Bilingual<z.input<typeof RefSchema>>;

/** Cards of every detail object by kind and key, so content can link to any other content. */
export type Registry = {
	add(kind: DetailKind, key: Key, card: CardDraft): void;
	/** The card of an object; throws on an unknown key so broken references fail the build. */
	card(kind: DetailKind, key: Key): CardDraft;
	/** The URL of a link target. */
	url(target: LinkTarget): BiText;
	/** The id of an object. */
	id(kind: DetailKind, key: Key): number;
	has(kind: DetailKind, key: Key): boolean;
};

/** Creates an empty registry. */
export function createRegistry(): Registry {
	const cards = new Map<string, CardDraft>();
	const card = (kind: DetailKind, key: Key): CardDraft => {
		const found = cards.get(`${kind}:${key}`);
		if (!found) throw new Error(`seed: unknown ${kind} '${key}'`);
		return found;
	};
	return {
		add(kind, key, value) {
			if (cards.has(`${kind}:${key}`)) throw new Error(`seed: duplicate ${kind} '${key}'`);
			cards.set(`${kind}:${key}`, value);
		},
		card,
		url(target) {
			if ('path' in target) return target.path;
			return card(target.kind, target.key).url as BiText;
		},
		id: (kind, key) => card(kind, key).id,
		has: (kind, key) => cards.has(`${kind}:${key}`),
	};
}
