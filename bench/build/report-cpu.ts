import { CPU_MARKER } from './astro-build.ts';

/*
 * Preloaded into the `astro build` the bench times (`node --import`): prints the process's CPU
 * time (every thread: user + system) as it exits, on a line astro-build.ts picks out.
 */
process.on('exit', () => {
	const { user, system } = process.cpuUsage();
	process.stderr.write(`\n${CPU_MARKER}${JSON.stringify({ user, system })}\n`);
});
