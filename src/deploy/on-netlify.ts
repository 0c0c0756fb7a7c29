/**
 * True when this build runs on Netlify (Netlify sets NETLIFY=true in its builds). On its own, with
 * no imports, so astro.config.mjs can ask before it loads the Netlify side of the build.
 */
export function onNetlify(
	env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
	return env['NETLIFY'] === 'true';
}
