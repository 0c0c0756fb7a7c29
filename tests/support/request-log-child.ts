/**
 * A process that logs as the server does (stdout, batches), for the exit test: logs `count`
 * entries (argv[2]), says 'logged' on stderr, and leaves on SIGTERM through `process.exit`, as
 * the server's stop does.
 * Usage: node tests/support/request-log-child.ts <count>
 */
import { createRequestLogger } from '../../src/server/request-log.ts';

const count = Number(process.argv[2]);
const logger = createRequestLogger();
for (let n = 0; n < count; n++) {
	logger.log({
		time: new Date().toISOString(),
		id: `id-${n}`,
		method: 'GET',
		path: `/de/${'seite/'.repeat(20)}${n}`,
		status: 200,
		ms: 0.1,
	});
}
process.on('SIGTERM', () => process.exit(0));
process.stderr.write('logged\n');
// Stays until the signal.
setInterval(() => {}, 60_000);
