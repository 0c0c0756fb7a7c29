import { describe, expect, it } from 'vitest';
import { ModuleSchema } from '../../../src/lib/contract/blocks.ts';
import { renderedPaths } from '../../../src/islands/editor/forms/field-specs.ts';
import {
	fieldForPath,
	issueMessage,
	mapIssuesToFields,
} from '../../../src/islands/editor/forms/field-errors.ts';
import { formLabels } from '../../../src/islands/editor/forms/labels.ts';
import { MODEL_FIELDS } from '../../../src/islands/editor/forms/model-fields.ts';
import { newModuleDefaults } from '../../../src/islands/editor/forms/defaults.ts';
import { IMAGE } from './fixtures.ts';

const de = formLabels('de');
const en = formLabels('en');

/** Parses `values` as the form would and places the issues on the form's fields. */
function placed(model: keyof typeof MODEL_FIELDS, values: Record<string, unknown>, labels = de) {
	const data = { ...newModuleDefaults(model), ...values, id: 1, slug: 'new' };
	const parsed = ModuleSchema.safeParse(data);
	if (parsed.success) throw new Error('expected issues');
	return mapIssuesToFields(
		parsed.error.issues,
		renderedPaths(MODEL_FIELDS[model], data),
		data,
		labels,
	);
}

describe('mapIssuesToFields with the contract schemas', () => {
	it('puts a missing headline on the content field', () => {
		expect(placed('headline', {}).fields).toEqual({ content: 'Pflichtfeld.' });
		expect(placed('headline', { content: '   ' }, en).fields).toEqual({ content: 'Required.' });
	});

	it('names both link fields of an empty link block', () => {
		expect(Object.keys(placed('link', {}).fields).sort()).toEqual(['link', 'link_text']);
	});

	it('asks for an image when none is chosen, and for a broken one marks the image field', () => {
		expect(placed('image', {}).fields['image']).toBe('Bitte ein Bild wählen.');
		const broken = placed('image', { image: { ...IMAGE, url: '' } });
		expect(Object.keys(broken.fields)).toEqual(['image']);
	});

	it('places list entry errors on the entry field', () => {
		const result = placed('faq', {
			items: [
				{ question: 'ok', answer: '' },
				{ question: '', answer: '' },
			],
		});
		expect(result.fields).toEqual({ 'items.1.question': 'Pflichtfeld.' });
	});

	it('puts an empty required list on the list', () => {
		expect(placed('imagelist', {}).fields).toEqual({ images: 'Mindestens 1 Eintrag nötig.' });
	});

	it('marks an image entry of an image list that has no image yet', () => {
		expect(placed('imagelist', { images: [IMAGE, null] }).fields).toEqual({
			'images.1': 'Bitte ein Bild wählen.',
		});
	});

	it('explains an embed from a service outside the allowlist', () => {
		expect(placed('audio', { embed: 'https://evil.example/x' }).fields['embed']).toBe(
			de.errors.embed,
		);
		expect(placed('audio', { embed: '' }).fields['embed']).toBe('Pflichtfeld.');
	});

	it('gives the blog count limits', () => {
		expect(placed('blogteaserlist', { count: 9 }).fields).toEqual({ count: 'Höchstens 8.' });
		expect(placed('blogteaserlist', { count: 0 }).fields).toEqual({ count: 'Mindestens 1.' });
		expect(placed('blogteaserlist', { count: null }).fields).toEqual({ count: 'Pflichtfeld.' });
	});

	it('gives the full-teaser text limit and the anchor pattern', () => {
		expect(placed('fullteaser', { image: IMAGE, text: 'x'.repeat(3001) }).fields).toEqual({
			text: 'Höchstens 3000 Zeichen.',
		});
		expect(placed('headline', { content: 'x', anchor: 'Bad Anchor' }).fields['anchor']).toBe(
			de.errors.anchor,
		);
	});

	it('requires online_from of hero media', () => {
		expect(placed('heromedia', {}).fields).toEqual({ online_from: 'Pflichtfeld.' });
		expect(placed('heromedia', { online_from: '1.12.2026' }).fields).toEqual({
			online_from: de.errors.date,
		});
	});

	it('keeps the first message per field and returns issues no field shows', () => {
		const result = mapIssuesToFields(
			[
				{ code: 'too_small', origin: 'string', minimum: 1, path: ['content'], message: '' },
				{ code: 'too_big', origin: 'string', maximum: 5, path: ['content'], message: '' },
				{ code: 'invalid_type', expected: 'string', path: ['slug'], message: '' },
			],
			['content'],
			{ slug: null },
			de,
		);
		expect(result).toEqual({
			fields: { content: 'Pflichtfeld.' },
			unplaced: ['slug: Pflichtfeld.'],
		});
	});
});

describe('fieldForPath', () => {
	it('chooses the deepest rendered field holding the path', () => {
		const paths = ['items', 'items.0', 'items.0.image'];
		expect(fieldForPath('items.0.image.url', paths)).toBe('items.0.image');
		expect(fieldForPath('items', paths)).toBe('items');
		expect(fieldForPath('itemsX', paths)).toBeUndefined();
	});
});

describe('issueMessage', () => {
	it('tells a wrong number apart from a missing one', () => {
		const issue = { code: 'invalid_type', expected: 'number', path: ['venue'], message: '' };
		expect(issueMessage(issue, de, null)).toBe('Pflichtfeld.');
		expect(issueMessage(issue, de, 'abc')).toBe(de.errors.number);
	});
});

describe('renderedPaths', () => {
	it('lists top-level fields, lists and each entry field', () => {
		const values = { title: '', items: [{ question: '', answer: '' }] };
		expect(renderedPaths(MODEL_FIELDS.faq, values)).toEqual([
			'title',
			'items',
			'items.0.question',
			'items.0.answer',
		]);
		expect(renderedPaths(MODEL_FIELDS.imagelist, { images: [IMAGE] })).toContain('images.0');
	});
});
