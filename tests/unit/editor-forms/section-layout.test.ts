import { describe, expect, it } from 'vitest';
import type { Column, Module } from '../../../src/lib/contract/blocks.ts';
import {
	columnsForLayout,
	layoutShares,
} from '../../../src/islands/editor/forms/section-layout.ts';

const child = (id: number) =>
	({ id, model: 'text', slug: `t${id}`, content: '' }) as unknown as Module;
const column = (...ids: number[]): Column => ({ classes: 'x', children: ids.map(child) });
const ids = (columns: Column[]) =>
	columns.map((entry) => entry.children.map((module) => module.id));

describe('columnsForLayout', () => {
	it('adds empty columns when the layout has more, keeping the existing children', () => {
		const result = columnsForLayout([column(1, 2)], '33-33-33');
		expect(ids(result)).toEqual([[1, 2], [], []]);
		expect(result.map((entry) => entry.classes)).toEqual(['col-33', 'col-33', 'col-33']);
	});

	it('moves the children of removed columns into the last kept column, in order', () => {
		const result = columnsForLayout([column(1), column(2, 3), column(4)], '100');
		expect(ids(result)).toEqual([[1, 2, 3, 4]]);
		expect(result[0]?.classes).toBe('col-100');
	});

	it('merges into the last kept column when going from three to two', () => {
		expect(ids(columnsForLayout([column(1), column(2), column(3)], '67-33'))).toEqual([
			[1],
			[2, 3],
		]);
	});

	it('keeps the column count and children when only the shares change', () => {
		const result = columnsForLayout([column(1), column(2)], '33-67');
		expect(ids(result)).toEqual([[1], [2]]);
		expect(result.map((entry) => entry.classes)).toEqual(['col-33', 'col-67']);
	});

	it('does not change the columns it was given', () => {
		const before = [column(1), column(2)];
		columnsForLayout(before, '100');
		expect(ids(before)).toEqual([[1], [2]]);
	});

	it('reads layout shares, one column for anything else', () => {
		expect(layoutShares('25-50-25')).toEqual([25, 50, 25]);
		expect(layoutShares('wide')).toEqual([100]);
	});
});
