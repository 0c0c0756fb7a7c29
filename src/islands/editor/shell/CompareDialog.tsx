import type { BlockChange, CompareSide } from '../../../lib/contract/index.ts';
import { openEditorModal } from '../../../stores/editor.ts';
import { namedBlock, type EditorStringKey } from '../editor-strings.ts';
import { formLabels } from '../forms/labels.ts';
import { sideLabel, versionDate } from './compare-sides.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { useEditor } from './editor-context.ts';
import { confirmAndRestore } from './toolbar-actions.ts';
import { useComparison } from './use-comparison.ts';
import { useVersions } from './use-versions.ts';
import { WordDiff } from './WordDiff.tsx';

type Badge = 'added' | 'removed' | 'moved' | 'changed';

const BADGE_TEXT = {
	added: 'compareAdded',
	removed: 'compareRemoved',
	moved: 'compareMoved',
	changed: 'compareChanged',
} as const satisfies Record<Badge, EditorStringKey>;

/** The badges of a block change: added, removed, or moved and/or changed. */
function badges(block: BlockChange): Badge[] {
	if (block.status !== 'kept') return [block.status];
	const kept: Badge[] = [];
	if (block.moved) kept.push('moved');
	if (block.fields.length > 0) kept.push('changed');
	return kept;
}

/**
 * Two sides of the page compared block by block (`data-testid="editor-compare-dialog"`): each
 * changed block by its type and first words with badges, its changed fields word by word; back
 * to the versions, and 'Restore this version' for a side that is a version (asks first).
 */
export function CompareDialog({ from, to }: { from: CompareSide; to: CompareSide }) {
	const editor = useEditor();
	const { t, uiLocale } = editor;
	const versions = useVersions(true);
	const comparison = useComparison(from, to);
	const fieldNames = formLabels(uiLocale).fields;
	const restorable = [from, to].filter((side): side is number => side !== 'current');
	return (
		<EditorDialog testId="editor-compare-dialog" title={t('compareTitle')}>
			<p className="editor-compare__sides">
				{t('compareSides', {
					from: sideLabel(from, versions, t, uiLocale),
					to: sideLabel(to, versions, t, uiLocale),
				})}
			</p>
			{comparison === null && <p role="status">{t('loading')}</p>}
			{comparison === 'failed' && <p role="status">{t('failed')}</p>}
			{comparison !== null && comparison !== 'failed' && (
				<>
					{comparison.settings_changed && <p>{t('compareSettings')}</p>}
					{comparison.blocks.length === 0 && !comparison.settings_changed && (
						<p role="status">{t('compareNone')}</p>
					)}
					<ol className="editor-compare" hidden={comparison.blocks.length === 0}>
						{comparison.blocks.map((block) => (
							<li key={block.id} className="editor-compare__block">
								<h3 className="editor-compare__name">
									{namedBlock(block.model, block.words, uiLocale)}
								</h3>
								<ul className="editor-compare__badges">
									{badges(block).map((badge) => (
										<li
											key={badge}
											className={`editor-compare__badge editor-compare__badge--${badge}`}
										>
											{t(BADGE_TEXT[badge])}
										</li>
									))}
								</ul>
								{block.fields.length > 0 && (
									<dl className="editor-compare__fields">
										{block.fields.map((field) => (
											<div key={field.field}>
												<dt>{fieldNames[field.field] ?? field.field}</dt>
												<dd>
													{field.formatting_only ? (
														t('compareFormatting')
													) : (
														<WordDiff parts={field.parts} />
													)}
												</dd>
											</div>
										))}
									</dl>
								)}
							</li>
						))}
					</ol>
				</>
			)}
			<div className="editor-dialog__actions">
				<button
					type="button"
					className="editor-button"
					onClick={() => openEditorModal({ kind: 'versions' })}
				>
					{t('backToVersions')}
				</button>
				{restorable.map((n) => (
					<button
						key={n}
						type="button"
						className="editor-button editor-button--primary"
						onClick={() =>
							void confirmAndRestore(editor, n, versionDate(versions, n, uiLocale)).catch(
								() => undefined,
							)
						}
					>
						{restorable.length === 1 ? t('restoreThisVersion') : t('restoreVersion', { n })}
					</button>
				))}
			</div>
		</EditorDialog>
	);
}
