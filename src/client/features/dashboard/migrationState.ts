import type { Intent } from '@blueprintjs/core';
import type { MigrationState } from '@shared/limits';

/** How each migration state of an account is tagged (spec 1 §1). */
export const migrationIntent: Record<MigrationState, Intent> = {
  S7_GA: 'success',
  S7_BETA: 'warning',
  S7_F9: 'primary',
};
