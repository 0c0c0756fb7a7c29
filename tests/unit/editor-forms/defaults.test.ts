import { describe, expect, it } from 'vitest';
import { MODULE_MODELS, ModuleSchema, type ModuleModel } from '../../../src/lib/contract/blocks.ts';
import { newModuleDefaults } from '../../../src/islands/editor/forms/defaults.ts';
import { MODEL_FIELDS } from '../../../src/islands/editor/forms/model-fields.ts';
import { REQUIRED_VALUES } from './fixtures.ts';

const models = MODULE_MODELS as readonly ModuleModel[];
const withPlaceholders = (values: Record<string, unknown>) => ({ ...values, id: 1, slug: 'new' });

describe('newModuleDefaults', () => {
	it.each(models)(
		'%s: defaults plus the minimal required values parse with ModuleSchema',
		(model) => {
			const values = { ...newModuleDefaults(model), ...REQUIRED_VALUES[model] };
			const parsed = ModuleSchema.safeParse(withPlaceholders(values));
			expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
		},
	);

	it.each(Object.keys(REQUIRED_VALUES) as ModuleModel[])(
		'%s: the bare defaults do not validate (a required field is empty)',
		(model) => {
			expect(ModuleSchema.safeParse(withPlaceholders(newModuleDefaults(model))).success).toBe(
				false,
			);
		},
	);

	it('models without required fields validate as they are', () => {
		const free = models.filter((model) => !(model in REQUIRED_VALUES));
		expect(free.length).toBeGreaterThan(0);
		for (const model of free) {
			expect(
				ModuleSchema.safeParse(withPlaceholders(newModuleDefaults(model))).success,
				model,
			).toBe(true);
		}
	});

	it.each(models)(
		'%s: has no id or slug, names its model, and holds every field its form shows',
		(model) => {
			const defaults = newModuleDefaults(model);
			expect(defaults).not.toHaveProperty('id');
			expect(defaults).not.toHaveProperty('slug');
			expect(defaults['model']).toBe(model);
			for (const spec of MODEL_FIELDS[model])
				expect(defaults, `${model}.${spec.key}`).toHaveProperty(spec.key);
		},
	);

	it('returns a fresh object each time (lists are not shared between new blocks)', () => {
		const first = newModuleDefaults('faq');
		const second = newModuleDefaults('faq');
		expect(first['items']).not.toBe(second['items']);
	});

	it('has a form for every model', () => {
		for (const model of models) expect(MODEL_FIELDS[model].length, model).toBeGreaterThan(0);
	});
});
