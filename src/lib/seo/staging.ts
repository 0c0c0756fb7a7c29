/**
 * True on the staging instance (env `STAGING=true`): search engines are kept out there (SPEC §2
 * 'robots none on staging'). Read at render time, so prerendered pages take the value of the build
 * and on-demand ones that of the running server: set it for both.
 */
export function isStaging(env: Record<string, string | undefined> = process.env): boolean {
	return env['STAGING']?.trim().toLowerCase() === 'true';
}
