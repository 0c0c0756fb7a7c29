// A stand-in for `astro build` in tests (a real one takes minutes): prints astro's phases and
// page lines, writes FAKE_PAGES pages (text FAKE_TEXT) into DIST_DIR, a server entry and
// build-info.json. FAKE_GATE: waits until that file exists before prerendering. FAKE_FAIL: prints
// an error line and exits 1 half-way.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = process.env.DIST_DIR;
const pages = Number(process.env.FAKE_PAGES ?? 3);
const text = process.env.FAKE_TEXT ?? 'built';
writeFileSync(1, '[build] Collecting build info...\n[build] Building server entrypoints...\n');
mkdirSync(join(out, 'server'), { recursive: true });
writeFileSync(
	join(out, 'server', 'entry.mjs'),
	'export const handler = (req, res) => res.end("rendered");\n',
);
const gate = process.env.FAKE_GATE;
while (gate && !existsSync(gate)) await new Promise((resolve) => setTimeout(resolve, 10));
writeFileSync(1, '\n prerendering static routes \n');
for (let n = 1; n <= pages; n++) {
	const dir = join(out, 'client', 'de', `p${n}`);
	mkdirSync(dir, { recursive: true });
	writeFileSync(join(dir, 'index.html'), `<!doctype html><p>${text} ${n}</p>`);
	writeFileSync(1, `12:00:00   ├─ /de/p${n}/index.html (+3ms) \n`);
	if (process.env.FAKE_FAIL && n === Math.ceil(pages / 2)) {
		writeFileSync(
			2,
			`[ERROR] [build] Cannot read properties of undefined (reading 'title')\n  at page ${n}\n`,
		);
		process.exit(1);
	}
}
writeFileSync(join(out, 'build-info.json'), JSON.stringify({ builtAt: new Date().toISOString() }));
writeFileSync(1, '[build] Server built in 0.1s\n[build] Complete!\n');
