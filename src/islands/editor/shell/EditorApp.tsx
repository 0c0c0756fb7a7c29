import { useStore } from '@nanostores/react';
import { $editor } from '../../../stores/editor.ts';
import { versionInUrl } from '../page/page-url.ts';
import { EditorAlerts } from './EditorAlerts.tsx';
import { EditorContext, type EditorContextValue } from './editor-context.ts';
import { EditorDialogs } from './EditorDialogs.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { InPlaceEditing } from './InPlaceEditing.tsx';
import { LoginBridge } from './LoginBridge.tsx';
import { useToolbarOffset } from './use-toolbar-offset.ts';
import { VersionBanner } from './VersionBanner.tsx';

/**
 * The page editor for staff: the toolbar (unless `?noToolbar`) with the version banner while
 * `?v=` shows an older version, the in-place controls in edit mode (not on an older version),
 * the dialogs, the alerts and the login dialog.
 */
export function EditorApp({ value }: { value: EditorContextValue }) {
	const { editing, toolbar } = useStore($editor, { keys: ['editing', 'toolbar'] });
	const version = versionInUrl(location.href);
	return (
		<EditorContext value={value}>
			{toolbar && <ToolbarFrame version={version} />}
			{editing && version === null && <InPlaceEditing />}
			<EditorDialogs />
			<EditorAlerts />
			<LoginBridge />
		</EditorContext>
	);
}

function ToolbarFrame({ version }: { version: number | null }) {
	const ref = useToolbarOffset<HTMLDivElement>();
	return (
		<div ref={ref} className="editor-frame">
			<EditorToolbar />
			{version !== null && <VersionBanner versionId={version} />}
		</div>
	);
}
