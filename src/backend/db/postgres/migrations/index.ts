import type { PostgresMigration } from '../migrate.ts';
import { initialSchema } from './001-initial.ts';
import { searchMisses } from './030-search-misses.ts';

/** Every PostgreSQL schema migration, in the order they are applied. */
export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [initialSchema, searchMisses];
