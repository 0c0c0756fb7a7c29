/**
 * sharp as the back end uses it, with libvips' memory bounded for a long-running server. Import
 * sharp from here, never from 'sharp' directly, so the bound holds wherever images are made.
 */
import sharp from 'sharp';

// libvips' operation cache (by default up to 50 MB, 20 open files and 100 operations, kept for
// the life of the process) only pays when the same operation on the same input repeats. Here it
// never does: every rendition is made once and then read from the media store. Off, it holds
// nothing between images.
sharp.cache(false);

export default sharp;
export type { Metadata, OutputInfo } from 'sharp';
