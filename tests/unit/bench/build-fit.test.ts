import { describe, expect, it } from 'vitest';
import { fitBuildTimes } from '../../../bench/build/fit.ts';

describe('build bench fit', () => {
	it('splits build time into a fixed cost and a cost per page', () => {
		const runs = [146, 1468, 5668].map((htmlPages) => ({
			htmlPages,
			buildSeconds: 12 + htmlPages * 0.004,
		}));
		expect(fitBuildTimes(runs)).toEqual({ fixedSeconds: 12, msPerPage: 4 });
	});

	it('answers no cost per page when every build had as many pages', () => {
		expect(fitBuildTimes([{ htmlPages: 10, buildSeconds: 3 }])).toEqual({
			fixedSeconds: 3,
			msPerPage: 0,
		});
	});
});
