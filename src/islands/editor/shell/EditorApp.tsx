import { useStore } from '@nanostores/react';
import { $editor } from '../../../stores/editor.ts';
import { DraftBanner } from '../draft/DraftBanner.tsx';
import { $pageDraft } from '../draft/page-draft-state.ts';
import { isDraftView, versionInUrl } from '../page/page-url.ts';
import { EditorAlerts } from './EditorAlerts.tsx';
import { EditorContext, type EditorContextValue } from './editor-context.ts';
import { EditorDialogs } from './EditorDialogs.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { InPlaceEditing } from './InPlaceEditing.tsx';
import { LoginBridge } from './LoginBridge.tsx';
import { usePresence } from './use-presence.ts';
import { useToolbarOffset } from './use-toolbar-offset.ts';
import { VersionBanner } from './VersionBanner.tsx';

/**
 * The page editor for staff: the toolbar (unless `?noToolbar`) with the version banner while
 * `?v=` shows an older version (else the draft banner), the in-place controls in edit mode (not
 * on an older version, nor on the published state of a page with a draft),
 * the dialogs, the alerts and the login dialog. In edit mode it tells the back end so (presence)
 * and the toolbar names the other staff members editing the page.
 */
export function EditorApp({ value }: { value: EditorContextValue }) {
	const { editing, toolbar } = useStore($editor, { keys: ['editing', 'toolbar'] });
	const draft = useStore($pageDraft);
	const version = versionInUrl(location.href);
	const others = usePresence(value.client, location.pathname, editing && version === null);
	// The published state of a page with a draft is for looking: its edits would go to the draft.
	const readOnly = version !== null || (draft !== null && !isDraftView(location.href));
	return (
		<EditorContext value={value}>
			{toolbar && <ToolbarFrame version={version} others={others} />}
			{editing && !readOnly && <InPlaceEditing />}
			<EditorDialogs />
			<EditorAlerts />
			<LoginBridge />
		</EditorContext>
	);
}

function ToolbarFrame({ version, others }: { version: number | null; others: string[] }) {
	const ref = useToolbarOffset<HTMLDivElement>();
	return (
		<div ref={ref} className="editor-frame">
			<EditorToolbar others={others} />
			{version !== null ? <VersionBanner versionId={version} /> : <DraftBanner />}
		</div>
	);
}
