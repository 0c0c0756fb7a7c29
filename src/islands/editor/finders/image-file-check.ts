import { LIBRARY_IMAGE_MAX_BYTES, LIBRARY_IMAGE_TYPES } from '../../../lib/contract/editor.ts';

/** Why a file cannot go to the image library before it is sent, or null when it may. */
export function imageFileProblem(file: { type: string; size: number }): 'type' | 'size' | null {
	if (!LIBRARY_IMAGE_TYPES.includes(file.type)) return 'type';
	if (file.size > LIBRARY_IMAGE_MAX_BYTES) return 'size';
	return null;
}

/** The accept attribute of the upload input. */
export const IMAGE_ACCEPT = LIBRARY_IMAGE_TYPES.join(',');
