interface ImportMetaEnv {
	/** 'castle' or 'region': defined by astro.config.mjs from env SITE. */
	readonly SITE_NAME?: string;
}
