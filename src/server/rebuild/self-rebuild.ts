import type { RebuildStatus } from '../../lib/contract/index.ts';
import type { SelfRebuild } from '../../lib/publish/self-rebuild.ts';
import { BuildRunner, type BuildCommand } from './build-runner.ts';
import type { BuildSwitch } from './build-switch.ts';
import type { Releases } from './releases.ts';

/**
 * The server's Publish: a runner that builds into `releases` and hands each finished build to
 * `buildSwitch`, and the status the editors' endpoints read.
 */
export function createSelfRebuild(
	releases: Releases,
	buildSwitch: BuildSwitch,
	command: BuildCommand,
	timeoutMs?: number,
): SelfRebuild & { runner: BuildRunner } {
	const runner = new BuildRunner({
		releases,
		command,
		onBuilt: (_dir, name) => buildSwitch.adopt(releases, name),
		expectedPages: () => buildSwitch.current.pages,
		...(timeoutMs ? { timeoutMs } : {}),
		onFinished: (run) =>
			console.log(
				run.state === 'succeeded'
					? `rebuild ${run.id}: ${run.pages} pages, now served`
					: `rebuild ${run.id} failed (log: ${releases.logOf(run.id)}): ${run.error}`,
			),
	});
	return {
		runner,
		request: () => runner.request(),
		status: (): RebuildStatus => ({
			available: true,
			...runner.status(),
			served_built_at: buildSwitch.current.builtAt.toISOString(),
		}),
	};
}
