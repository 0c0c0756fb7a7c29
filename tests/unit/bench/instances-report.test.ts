import { describe, expect, it, vi } from 'vitest';
import { summarise } from '../../../bench/backend/timing.ts';
import { printInstances } from '../../../bench/report/print-instances.ts';

describe('the scale-out measures', () => {
	it('report a p99 of the wall-clock times', () => {
		const samples = Array.from({ length: 100 }, (_, i) => ({ wallMs: i + 1, cpuMs: 1 }));
		expect(summarise(samples)).toMatchObject({ p95: 95, p99: 99, max: 100 });
	});

	it('hold PostgreSQL instances to the edit bar, and only them', () => {
		vi.spyOn(console, 'log').mockImplementation(() => {});
		const result = (engine: 'sqlite' | 'postgres', maxMs: number) => ({
			engine,
			instances: 2,
			edits: 5,
			samplesMs: [maxMs],
			medianMs: maxMs,
			maxMs,
		});
		expect(printInstances([result('sqlite', 4800), result('postgres', 120)], 1000)).toEqual([]);
		expect(printInstances([result('postgres', 1300)], 1000)).toEqual([
			'edit to every instance on PostgreSQL: max 1300 ms ≥ 1000 ms',
		]);
	});
});
