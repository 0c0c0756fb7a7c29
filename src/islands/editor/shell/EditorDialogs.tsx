import { useStore } from '@nanostores/react';
import { $editor } from '../../../stores/editor.ts';
import { A11yDialog } from './A11yDialog.tsx';
import { AccessDialog } from './AccessDialog.tsx';
import { AddDialog } from './AddDialog.tsx';
import { ChooseBlockDialog } from './ChooseBlockDialog.tsx';
import { CompareDialog } from './CompareDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { EditDialog } from './EditDialog.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { PreviewLinkDialog } from './PreviewLinkDialog.tsx';
import { VersionsDialog } from './VersionsDialog.tsx';

/** The one editor dialog the store has open, if any. */
export function EditorDialogs() {
	const { modal } = useStore($editor, { keys: ['modal'] });
	switch (modal?.kind) {
		case 'edit':
			return <EditDialog key={`edit-${modal.id}`} model={modal.model} id={modal.id} />;
		case 'choose':
			return <ChooseBlockDialog holder={modal.holder} placement={modal.placement} />;
		case 'add':
			return (
				<AddDialog
					key={`add-${modal.model}-${modal.holder}`}
					model={modal.model}
					holder={modal.holder}
					placement={modal.placement}
				/>
			);
		case 'versions':
			return <VersionsDialog />;
		case 'compare':
			return <CompareDialog key={`${modal.from}-${modal.to}`} from={modal.from} to={modal.to} />;
		case 'a11y':
			return <A11yDialog />;
		case 'access':
			return <AccessDialog target={modal.target} />;
		case 'schedule':
			return <ScheduleDialog target={modal.target} />;
		case 'preview':
			return <PreviewLinkDialog versionId={modal.versionId} />;
		case 'confirm':
			return (
				<ConfirmDialog
					message={modal.message}
					confirmLabel={modal.confirmLabel}
					resolve={modal.resolve}
				/>
			);
		default:
			return null;
	}
}
