/**
 * The builder's commands, in one registry (STYLE.md: the form builder edits through commands). Each one
 * is pure: `perform(state, args)` answers the next state, `ops` what the server must be told to match it,
 * and `inverse` the command that undoes it. The store (builder-store.ts) applies them, keeps the history
 * and hands the ops to the save queue; nothing here touches the network or the clock.
 */
import type { TVFormField, TVFormSettings } from '@verity/client';
import { type BuilderState, type FieldPatch, type FieldPatchKey, fieldSettingsBody } from './builder-state';
import type { ServerOp } from './server-ops';

/** The longest label the server keeps (a duplicate's " (copy)" is cut to it, as the server does). */
const LABEL_MAX = 500;

export interface CommandArgs {
  /** Puts `field` at `position` (0-based, clamped); the field's id is local until the server answers. */
  addField: { field: TVFormField; position: number };
  /** Moves a field to `position` in the order (0-based, clamped), as the server's reorder does. */
  moveField: { id: string; position: number };
  /** Only the supplied keys change. */
  updateField: { id: string; patch: FieldPatch };
  removeField: { id: string };
  /** The copy goes right after its source, labelled "… (copy)", with the local id `newId`. */
  duplicateField: { id: string; newId: string };
  /** Only the supplied settings change. */
  updateSettings: { patch: Partial<TVFormSettings> };
}
export type CommandName = keyof CommandArgs;

/** A command with its arguments, as the history and the inverses carry it. */
export type AnyCommand = { [K in CommandName]: { name: K; args: CommandArgs[K] } }[CommandName];

export interface Command<K extends CommandName> {
  perform(state: BuilderState, args: CommandArgs[K]): BuilderState;
  /** What to send so the server matches `after` (the state `perform` answered for these args). */
  ops(before: BuilderState, after: BuilderState, args: CommandArgs[K]): ServerOp[];
  /** The command that takes `perform(before, args)` back to `before`. */
  inverse(before: BuilderState, args: CommandArgs[K]): AnyCommand;
  /** Consecutive runs with the same key are one step of the history (typing a label is one undo). */
  mergeKey?(args: CommandArgs[K]): string;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.trunc(value), max));

/** `order` with `id` moved to `position` (clamped), like the server's `moved`. */
function movedOrder(order: readonly string[], id: string, position: number): string[] {
  const next = order.filter((other) => other !== id);
  next.splice(clamp(position, next.length), 0, id);
  return next;
}

const pick = <T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

const keysOf = <T extends object>(value: T) => Object.keys(value) as Array<keyof T & string>;

function fieldOf(state: BuilderState, id: string): TVFormField {
  const field = state.fields[id];
  if (!field) throw new Error(`No field ${id} in the builder`);
  return field;
}

const addField: Command<'addField'> = {
  perform(state, { field, position }) {
    return {
      ...state,
      fields: { ...state.fields, [field.id]: field },
      order: movedOrder(state.order, field.id, position),
    };
  },
  ops(_before, after, { field }) {
    const position = after.order.indexOf(field.id);
    const ops: ServerOp[] = [
      { kind: 'create', id: field.id, body: { type: field.type, position, ...fieldSettingsBody(field) } },
    ];
    // Restoring a deleted field that was the default personal information: the server had forgotten it.
    if (after.settings.defaultPersonalInformationFieldId === field.id)
      ops.push({ kind: 'template', body: { defaultPersonalInformationFieldId: field.id } });
    return ops;
  },
  inverse(_before, { field }) {
    return { name: 'removeField', args: { id: field.id } };
  },
};

const moveField: Command<'moveField'> = {
  perform(state, { id, position }) {
    fieldOf(state, id);
    return { ...state, order: movedOrder(state.order, id, position) };
  },
  ops(before, after, { id }) {
    const position = after.order.indexOf(id);
    return position === before.order.indexOf(id) ? [] : [{ kind: 'reorder', id, position }];
  },
  inverse(before, { id }) {
    return { name: 'moveField', args: { id, position: before.order.indexOf(id) } };
  },
};

const updateField: Command<'updateField'> = {
  perform(state, { id, patch }) {
    const field = fieldOf(state, id);
    return { ...state, fields: { ...state.fields, [id]: { ...field, ...patch } } };
  },
  ops(_before, after, { id, patch }) {
    const keys = keysOf(patch) as FieldPatchKey[];
    return keys.length === 0
      ? []
      : [{ kind: 'update', id, body: fieldSettingsBody(fieldOf(after, id), keys) }];
  },
  inverse(before, { id, patch }) {
    return {
      name: 'updateField',
      args: { id, patch: pick(fieldOf(before, id), keysOf(patch) as FieldPatchKey[]) },
    };
  },
  mergeKey: ({ id, patch }) => `updateField:${id}:${keysOf(patch).sort().join(',')}`,
};

const removeField: Command<'removeField'> = {
  perform(state, { id }) {
    fieldOf(state, id);
    const { [id]: _removed, ...fields } = state.fields;
    const settings =
      // The server forgets a deleted field that was the default personal information; so does the builder.
      state.settings.defaultPersonalInformationFieldId === id
        ? { ...state.settings, defaultPersonalInformationFieldId: null }
        : state.settings;
    return {
      settings,
      fields,
      order: state.order.filter((other) => other !== id),
      selectedId: state.selectedId === id ? null : state.selectedId,
    };
  },
  ops(_before, _after, { id }) {
    return [{ kind: 'delete', id }];
  },
  inverse(before, { id }) {
    return { name: 'addField', args: { field: fieldOf(before, id), position: before.order.indexOf(id) } };
  },
};

const duplicateField: Command<'duplicateField'> = {
  perform(state, { id, newId }) {
    const source = fieldOf(state, id);
    const copy: TVFormField = {
      ...structuredClone(source),
      id: newId,
      label: `${source.label} (copy)`.slice(0, LABEL_MAX),
    };
    return {
      ...state,
      fields: { ...state.fields, [newId]: copy },
      order: movedOrder(state.order, newId, state.order.indexOf(id) + 1),
    };
  },
  ops(_before, _after, { id, newId }) {
    return [{ kind: 'duplicate', id: newId, sourceId: id }];
  },
  inverse(_before, { newId }) {
    return { name: 'removeField', args: { id: newId } };
  },
};

const updateSettings: Command<'updateSettings'> = {
  perform(state, { patch }) {
    return { ...state, settings: { ...state.settings, ...patch } };
  },
  ops(_before, after, { patch }) {
    const keys = keysOf(patch);
    return keys.length === 0 ? [] : [{ kind: 'template', body: pick(after.settings, keys) }];
  },
  inverse(before, { patch }) {
    return { name: 'updateSettings', args: { patch: pick(before.settings, keysOf(patch)) } };
  },
  mergeKey: ({ patch }) => `updateSettings:${keysOf(patch).sort().join(',')}`,
};

export const commands: { [K in CommandName]: Command<K> } = {
  addField,
  moveField,
  updateField,
  removeField,
  duplicateField,
  updateSettings,
};

// The registry's types need a name and its args to travel together; these run an AnyCommand.
export function perform(state: BuilderState, command: AnyCommand): BuilderState {
  return (commands[command.name] as Command<CommandName>).perform(state, command.args as never);
}

export function opsOf(before: BuilderState, after: BuilderState, command: AnyCommand): ServerOp[] {
  return (commands[command.name] as Command<CommandName>).ops(before, after, command.args as never);
}

export function inverseOf(before: BuilderState, command: AnyCommand): AnyCommand {
  return (commands[command.name] as Command<CommandName>).inverse(before, command.args as never);
}

export function mergeKeyOf(command: AnyCommand): string | null {
  return (commands[command.name] as Command<CommandName>).mergeKey?.(command.args as never) ?? null;
}
