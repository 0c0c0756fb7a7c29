// usage: node tools-trace.mjs URL OUT  — loads URL with 4x CPU throttle, prints long tasks and what they did
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const [url, out] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
const t0 = Date.now();
await p.goto(url, { waitUntil: 'load' });
await p.waitForTimeout(4000);
const buf = await b.stopTracing();
writeFileSync(out, buf);
const ev = JSON.parse(buf.toString()).traceEvents;
const main = ev.filter((e) => e.name === 'RunTask' && e.dur > 50000);
const nav = ev.find((e) => e.name === 'navigationStart') || ev.find((e) => e.name === 'TracingStartedInBrowser');
const start = nav ? nav.ts : 0;
for (const t of main) {
	const kids = ev.filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur || 0) <= t.ts + t.dur && e.name !== 'RunTask' && e.dur > 5000);
	const agg = {};
	for (const k of kids) agg[k.name] = (agg[k.name] || 0) + k.dur / 1000;
	const top = Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, d]) => `${n}:${d.toFixed(0)}`).join(' ');
	const urls = [...new Set(kids.map((k) => k.args?.data?.url || k.args?.data?.stackTrace?.[0]?.url).filter(Boolean))].slice(0, 3).join(' ');
	console.log(`task @${((t.ts - start) / 1000).toFixed(0)}ms dur ${(t.dur / 1000).toFixed(0)}ms  ${top}  ${urls}`);
}
await b.close();
