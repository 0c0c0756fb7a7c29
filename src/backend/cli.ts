import { runCli } from './cli/run-cli.ts';

/** `npm run cms -- <command>`: administration of the embedded back end (see USAGE). */
process.exitCode = await runCli(process.argv.slice(2), process.env, {
	out: (line) => console.log(line),
	err: (line) => console.error(line),
});
