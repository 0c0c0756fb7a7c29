import { describe, expect, it } from 'vitest';
import { comparePageBodies } from '../../../src/lib/page-compare/compare-pages.ts';
import { wordDiff } from '../../../src/lib/page-compare/word-diff.ts';

const rich = (model: string, field: string) => model === 'text' && field === 'content';

const headline = (id: number, content: string) => ({
	id,
	model: 'headline',
	content,
	headline_level: 2,
});
const text = (id: number, content: string) => ({ id, model: 'text', content });
const section = (id: number, ...columns: unknown[][]) => ({
	id,
	model: 'section',
	columns: columns.map((children) => ({ classes: '', children })),
});
const page = (...modules: unknown[]) => ({ title: 'Seite', is_online: true, modules });

describe('wordDiff', () => {
	it('marks the inserted and the deleted words, keeping the rest', () => {
		expect(wordDiff('Alte Überschrift hier', 'Neue Überschrift hier')).toEqual([
			{ op: 'del', text: 'Alte' },
			{ op: 'ins', text: 'Neue' },
			{ op: 'same', text: ' Überschrift hier' },
		]);
		expect(wordDiff('', '')).toEqual([]);
		expect(wordDiff('gleich', 'gleich')).toEqual([{ op: 'same', text: 'gleich' }]);
	});
});

describe('comparePageBodies', () => {
	it('finds added, removed and changed blocks, by id and in page order', () => {
		const before = page(headline(1, 'Willkommen im Schloss'), text(2, '<p>Alt</p>'));
		const after = page(headline(1, 'Willkommen im Garten'), text(3, '<p>Neu</p>'));
		const { blocks, settings_changed } = comparePageBodies(before, after, rich);
		expect(settings_changed).toBe(false);
		expect(blocks.map((b) => [b.id, b.status, b.moved])).toEqual([
			[1, 'kept', false],
			[2, 'removed', false],
			[3, 'added', false],
		]);
		expect(blocks[0]).toMatchObject({ model: 'headline', words: 'Willkommen im Garten' });
		expect(blocks[0]?.fields).toEqual([
			{
				field: 'content',
				formatting_only: false,
				parts: [
					{ op: 'same', text: 'Willkommen im ' },
					{ op: 'del', text: 'Schloss' },
					{ op: 'ins', text: 'Garten' },
				],
			},
		]);
		expect(comparePageBodies(before, before, rich).blocks).toEqual([]);
	});

	it('marks only the block that moved, across sections too, and nests children', () => {
		const before = page(
			section(10, [headline(1, 'A'), text(2, 'B'), text(3, 'C')], [text(4, 'D')]),
		);
		const down = page(section(10, [text(2, 'B'), text(3, 'C'), headline(1, 'A')], [text(4, 'D')]));
		expect(comparePageBodies(before, down, rich).blocks.map((b) => [b.id, b.moved])).toEqual([
			[1, true],
		]);
		const across = page(
			section(10, [headline(1, 'A'), text(2, 'B')], [text(3, 'C'), text(4, 'D')]),
		);
		expect(comparePageBodies(before, across, rich).blocks).toMatchObject([
			{ id: 3, status: 'kept', moved: true, fields: [] },
		]);
		// A section's layout is its own field; its children are not.
		const layout = structuredClone(before);
		(layout.modules[0] as { columns: { classes: string }[] }).columns[0]!.classes = 'wide';
		expect(comparePageBodies(before, layout, rich).blocks).toMatchObject([
			{ id: 10, model: 'section', fields: [{ field: 'columns', formatting_only: false }] },
		]);
	});

	it('compares rich text as the visible words and never passes markup on', () => {
		const before = page(text(2, '<p>Ein <strong>kurzer</strong> Text</p>'));
		const after = page(
			text(2, '<p>Ein <em>kurzer</em> Text &amp; <img src=x onerror=alert(1)>mehr</p>'),
		);
		const [block] = comparePageBodies(before, after, rich).blocks;
		const parts = block?.fields[0]?.parts ?? [];
		expect(parts.map((p) => p.text).join('')).not.toMatch(/[<>]/);
		expect(parts.filter((p) => p.op === 'ins').map((p) => p.text.trim())).toEqual(['& mehr']);
		// Inline markup joins its neighbours as on the page ('<em>B</em>.' reads 'B.').
		const joined = comparePageBodies(
			page(text(2, '<p>A</p>')),
			page(text(2, '<p><em>B</em>.</p>')),
			rich,
		);
		expect(joined.blocks[0]?.fields[0]?.parts).toEqual([
			{ op: 'del', text: 'A' },
			{ op: 'ins', text: 'B.' },
		]);
		const bold = page(text(2, '<p>Ein kurzer Text</p>'));
		expect(comparePageBodies(before, bold, rich).blocks[0]?.fields[0]).toMatchObject({
			formatting_only: true,
			parts: [{ op: 'same', text: 'Ein kurzer Text' }],
		});
		// Plain text is shown as it is written (escaped when rendered, as on the page).
		const plain = comparePageBodies(page(headline(1, 'a')), page(headline(1, 'a <b>')), rich);
		expect(plain.blocks[0]?.fields[0]?.parts).toContainEqual({ op: 'ins', text: '<b>' });
	});

	it('tells page settings apart, reads non-text fields as words and survives odd bodies', () => {
		const before = page(headline(1, 'A'));
		const after = { ...page({ ...headline(1, 'A'), headline_level: 3 }), title: 'Neu' };
		const { blocks, settings_changed } = comparePageBodies(before, after, rich);
		expect(settings_changed).toBe(true);
		expect(blocks[0]?.fields).toEqual([
			{
				field: 'headline_level',
				formatting_only: false,
				parts: [
					{ op: 'del', text: '2' },
					{ op: 'ins', text: '3' },
				],
			},
		]);
		expect(comparePageBodies(null, { modules: 'x' }, rich)).toEqual({
			settings_changed: true,
			blocks: [],
		});
	});
});
