import { describe, expect, it } from 'vitest';
import { MODEL_FIELDS } from '../../../src/islands/editor/forms/model-fields.ts';
import { submitFailure } from '../../../src/islands/editor/forms/submit-failure.ts';
import { candidateModule, validateModule } from '../../../src/islands/editor/forms/validate.ts';
import { IMAGE } from './fixtures.ts';

describe('validateModule', () => {
	it('sends the stored module with the edits over it, keeping fields the form does not show', () => {
		const initial = {
			id: 12,
			slug: 'h-12',
			model: 'headline',
			content: 'Alt',
			parent: 3,
			legacy_flag: 'x',
		};
		const result = validateModule('headline', MODEL_FIELDS.headline, initial, {
			...initial,
			content: 'Neu',
		});
		expect(result).toEqual({ ok: true, data: { ...initial, content: 'Neu' } });
	});

	it('does not invent an id or slug for a new block', () => {
		const values = { model: 'text', content: '<p>x</p>', anchor: '', decrease_distance: false };
		const result = validateModule('text', MODEL_FIELDS.text, {}, values);
		expect(result.ok && result.data).toEqual(values);
		expect(candidateModule('text', {}, values)).toMatchObject({ id: 1, slug: 'new' });
	});

	it('refuses a full-teaser description over 3000 characters (SPEC §5), by the contract', () => {
		const result = validateModule(
			'fullteaser',
			MODEL_FIELDS.fullteaser,
			{},
			{ image: IMAGE, text: 'x'.repeat(3001) },
		);
		expect(!result.ok && result.issues.map((issue) => issue.path.join('.'))).toEqual(['text']);
	});

	it('accepts 3000 characters', () => {
		const text = 'x'.repeat(3000);
		expect(
			validateModule('fullteaser', MODEL_FIELDS.fullteaser, {}, { image: IMAGE, text }).ok,
		).toBe(true);
	});

	it('refuses links with a scheme that is not allowed, also inside list entries', () => {
		const link = validateModule(
			'link',
			MODEL_FIELDS.link,
			{},
			{ link_text: 'x', link: 'javascript:alert(1)' },
		);
		expect(!link.ok && link.issues.map((issue) => issue.path.join('.'))).toEqual(['link']);
		const logos = validateModule(
			'logolist',
			MODEL_FIELDS.logolist,
			{},
			{
				logos: [{ image: IMAGE, link: 'data:text/html,x' }],
			},
		);
		expect(!logos.ok && logos.issues.map((issue) => issue.path.join('.'))).toEqual([
			'logos.0.link',
		]);
	});
});

describe('submitFailure', () => {
	it('reads the message and field of a rejected save', () => {
		const error = Object.assign(new Error('Link ist ungültig'), { field: 'link' });
		expect(submitFailure(error, 'fallback')).toEqual({
			message: 'Link ist ungültig',
			field: 'link',
		});
		expect(submitFailure({ error: 'Bad', field: 'content' }, 'fallback')).toEqual({
			message: 'Bad',
			field: 'content',
		});
	});

	it('falls back when the rejection says nothing', () => {
		expect(submitFailure(new Error(''), 'Speichern fehlgeschlagen.')).toEqual({
			message: 'Speichern fehlgeschlagen.',
		});
		expect(submitFailure(undefined, 'f')).toEqual({ message: 'f' });
	});
});
