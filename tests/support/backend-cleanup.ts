import { afterAll } from 'vitest';
import { runFileCleanups } from '../unit/backend/harness.ts';

// Setup files run once per test file even when files share modules, so every file gets this hook.
afterAll(runFileCleanups);
