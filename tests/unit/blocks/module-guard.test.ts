import { describe, expect, it } from 'vitest';
import { guardModule } from '../../../src/components/blocks/module-guard.ts';

const base = { id: 1, slug: 'block-1' };

describe('guardModule', () => {
	it('accepts a valid block and fills in defaults', () => {
		const result = guardModule({ ...base, model: 'headline', content: 'Welcome' });
		expect(result.ok).toBe(true);
		if (result.ok && result.module.model === 'headline') {
			expect(result.module.headline_level).toBe(2);
			expect(result.module.anchor).toBe('');
		}
	});

	it('rejects unknown models, broken blocks and non-objects with a reason', () => {
		const unknown = guardModule({ ...base, model: 'carousel3d' });
		expect(unknown.ok).toBe(false);
		const broken = guardModule({ ...base, model: 'headline', content: '' });
		expect(broken.ok).toBe(false);
		if (!broken.ok) expect(broken.reason).toContain('headline 1');
		expect(guardModule(null).ok).toBe(false);
		expect(guardModule('text').ok).toBe(false);
		expect(guardModule([]).ok).toBe(false);
	});

	it('checks a section without its children and hands the children back unchecked', () => {
		const good = { ...base, id: 2, model: 'text', content: '<p>Hi</p>' };
		const bad = { ...base, id: 3, model: 'video', video_url: 'https://evil.example/x' };
		const result = guardModule({
			...base,
			model: 'section',
			background: 'cc02',
			layout: '50-50',
			columns: [{ classes: 'a', children: [good, bad] }, { children: [] }],
		});
		expect(result.ok).toBe(true);
		if (result.ok && result.module.model === 'section') {
			expect(result.module.columns).toHaveLength(2);
			expect(result.module.columns[0]?.children).toEqual([good, bad]);
			expect(result.module.columns[1]?.classes).toBe('');
		}
	});

	it('rejects a section with an unknown background', () => {
		const result = guardModule({
			...base,
			model: 'section',
			background: 'cc09',
			columns: [{ children: [] }],
		});
		expect(result.ok).toBe(false);
	});

	it('hands event list children back unchecked', () => {
		const child = { ...base, id: 5, model: 'nonsense' };
		const result = guardModule({ ...base, model: 'eventlist', tag: 4, children: [child] });
		expect(result.ok).toBe(true);
		if (result.ok && result.module.model === 'eventlist') {
			expect(result.module.children).toEqual([child]);
			expect(result.module.filters).toBe(true);
		}
	});
});
