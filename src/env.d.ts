/// <reference types="astro/client" />

declare namespace App {
	interface Locals {
		/** The page's language, from the path prefix, else the browser's, else de (SPEC §4). */
		locale: import('./lib/contract/common.ts').Locale;
		/** The translation function for `locale`. */
		t: import('./lib/i18n/index.ts').Translate;
		/** Set when a page is answered by an error page through a rewrite. */
		errorStatus?: number;
		/** Set once a slider of the page carries Splide's labels (Slider.astro). */
		sliderTextsSent?: boolean;
	}
}

interface ImportMetaEnv {
	/** The deployment this build is for, set by astro.config.mjs from SITE. */
	readonly SITE_NAME: 'castle' | 'region';
}
