import type { PostgresMigration } from '../migrate.ts';
import { initialSchema } from './001-initial.ts';
import { mailOutbox } from './020-mail-outbox.ts';

/** Every PostgreSQL schema migration, in the order they are applied. */
export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [initialSchema, mailOutbox];
