import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../../src/lib/html/script-json.ts';

describe('scriptJson', () => {
	it('cannot close the script element and parses back to the same value', () => {
		const data = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
		const text = scriptJson(data);
		expect(text).not.toMatch(/[<>&\u2028]/);
		expect(text).toContain('\\u003c/script\\u003e');
		expect(JSON.parse(text)).toEqual(data);
	});
});
