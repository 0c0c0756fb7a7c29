import { describe, expect, it } from 'vitest';
import { TOOLBAR_MODULE_KINDS, MODULE_MODELS } from '../../../src/lib/contract/blocks.ts';
import {
	blockTitle,
	editorStrings,
	modelName,
	moduleLabel,
} from '../../../src/islands/editor/editor-strings.ts';

describe('editor strings', () => {
	it('give the exact alert texts of SPEC §8 in both languages', () => {
		expect(editorStrings('en')('failed')).toBe("Unfortunately, that didn't work.");
		expect(editorStrings('de')('failed')).toBe('Leider hat das nicht funktioniert.');
		expect(editorStrings('en')('saved')).toBe('Saved.');
		expect(editorStrings('de')('saved')).toBe('Gespeichert.');
	});

	it('fill in values and name each control after its module', () => {
		const name = moduleLabel('headline', 12, 'en');
		expect(name).toBe('Headline 12');
		expect(editorStrings('en')('editModule', { name })).toBe('Edit Headline 12');
		expect(editorStrings('de')('editModule', { name: moduleLabel('headline', 12, 'de') })).toBe(
			'Überschrift 12 bearbeiten',
		);
	});

	it('name every block model in both languages', () => {
		for (const model of [...MODULE_MODELS, ...TOOLBAR_MODULE_KINDS]) {
			expect(modelName(model, 'en')).not.toBe(model);
			expect(modelName(model, 'de')).not.toBe(model);
		}
	});

	it('title a block by its type and first words, never by its id', () => {
		expect(blockTitle('headline', { id: 1003, content: 'Willkommen im Schloss' }, 'de')).toBe(
			'Überschrift „Willkommen im Schloss“',
		);
		const text = {
			id: 7,
			content: '<p>Gärten &amp; Säle <b>des</b> Schlosses, offen jeden Tag</p>',
		};
		expect(blockTitle('text', text, 'en')).toBe('Text “Gärten & Säle des Schlosses, offen …”');
		// Without text (an image without caption), the type alone; a huge word is cut.
		expect(blockTitle('image', { id: 9, caption: '  ', image: null }, 'de')).toBe('Bild');
		expect(blockTitle('headline', { content: 'x'.repeat(300) }, 'en')).toBe(
			`Headline “${'x'.repeat(60)}…”`,
		);
	});
});
