import type { Migration } from '../migrate.ts';
import { initialSchema } from './001-initial.ts';
import { contentChanges } from './002-content-changes.ts';

/** Every schema migration, in the order they are applied. */
export const MIGRATIONS: readonly Migration[] = [initialSchema, contentChanges];
