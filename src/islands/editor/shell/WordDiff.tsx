import type { WordPart } from '../../../lib/contract/index.ts';
import { useEditor } from './editor-context.ts';

/**
 * A field's words from before to after: inserted words in `<ins>`, deleted ones in `<del>`
 * (underlined and struck through, not colour alone; screen readers hear '[inserted: …]').
 * Text only: the parts are rendered as text nodes, never as markup.
 */
export function WordDiff({ parts }: { parts: readonly WordPart[] }) {
	const { t } = useEditor();
	return (
		<>
			{parts.map((part, index) => {
				if (part.op === 'same') return <span key={index}>{part.text}</span>;
				const Tag = part.op;
				return (
					<Tag key={index} className={`editor-compare__${part.op}`}>
						<span className="visually-hidden">
							{t(part.op === 'ins' ? 'compareInsStart' : 'compareDelStart')}
						</span>
						{part.text}
						<span className="visually-hidden">{t('compareEnd')}</span>
					</Tag>
				);
			})}
		</>
	);
}
