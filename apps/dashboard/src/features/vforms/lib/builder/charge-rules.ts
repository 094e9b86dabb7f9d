/**
 * Which edits change what a response costs (they set a recomputing flag and fetch the estimated charge
 * again). The server charges identity verification fields that verify, by country and type, and identity
 * capture fields by what they capture (apps/api estimated-charge.ts); so adding, removing or duplicating one,
 * or changing its country, type, whether it verifies or its capture, changes the estimate. Nothing else does.
 */
import type { TVFormField } from '@verity/client';
import type { BuilderState } from './builder-state';
import type { AnyCommand } from './commands';

const CHARGE_KEYS = ['country', 'verificationType', 'performVerification', 'capture'] as const;

export const isChargedType = (field: Pick<TVFormField, 'type'> | undefined): boolean =>
  field?.type === 'identity-verification' || field?.type === 'identity-capture';

/** Whether running `command` on `before` can change the estimated charge. */
export function affectsCharge(before: BuilderState, command: AnyCommand): boolean {
  switch (command.name) {
    case 'addField':
      return isChargedType(command.args.field);
    case 'removeField':
    case 'duplicateField':
      return isChargedType(before.fields[command.args.id]);
    case 'updateField':
      return (
        isChargedType(before.fields[command.args.id]) && CHARGE_KEYS.some((key) => key in command.args.patch)
      );
    case 'moveField':
    case 'updateSettings':
      return false;
  }
}
