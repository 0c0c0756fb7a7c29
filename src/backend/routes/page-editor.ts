import { Hono } from 'hono';
import type { AppEnv, BackendContext } from '../context.ts';
import { createA11yApp } from './a11y.ts';
import { createChangesApp } from './changes.ts';
import { createDocumentOnlineApp } from './document-online.ts';
import { createFindersApp } from './finders.ts';
import { createImagesApp } from './images.ts';
import { createModulesApp } from './modules.ts';
import { createPagesApp } from './pages.ts';
import { createPresenceApp } from './presence.ts';
import { createPreviewLinksApp } from './preview-links.ts';
import { createRedirectListApp } from './redirects.ts';
import { createScheduleApp } from './scheduled-changes.ts';
import { createSettingsApp } from './settings.ts';

/** Every call under `/pageeditor-api` (and `/{locale}/pageeditor-api`). */
export function createPageEditorApp(ctx: BackendContext): Hono<AppEnv> {
	// Module routes (/:model/...) come last: the named paths must win.
	return new Hono<AppEnv>({ strict: false })
		.route('/', createA11yApp(ctx))
		.route('/', createPagesApp(ctx))
		.route('/', createSettingsApp(ctx))
		.route('/', createChangesApp(ctx))
		.route('/', createRedirectListApp(ctx))
		.route('/', createImagesApp(ctx))
		.route('/', createFindersApp(ctx))
		.route('/', createPresenceApp(ctx))
		.route('/', createScheduleApp(ctx))
		.route('/', createDocumentOnlineApp(ctx))
		.route('/', createPreviewLinksApp(ctx))
		.route('/', createModulesApp(ctx));
}
