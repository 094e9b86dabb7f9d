/**
 * The builder's store (zustand): applies commands optimistically, keeps the history for undo and redo,
 * and hands each change's server ops to the save queue. Undo puts back the state before the step and
 * sends the inverse command's ops (undoing a move sends the reverse reorder); redo sends the step again.
 * One store per open form: the page creates it from the loaded template.
 */
import type { TVFormTemplate } from '@verity/client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type BuilderState, stateFromTemplate } from './builder-state';
import { affectsCharge } from './charge-rules';
import { type AnyCommand, inverseOf, mergeKeyOf, opsOf, perform } from './commands';
import { SaveQueue, type SaveQueueOptions, type SaveStatus, type Timers } from './save-queue';
import type { ServerOp } from './server-ops';

/** Same-key steps closer together than this are one undo (a label typed, a colour dragged). */
export const MERGE_WINDOW_MS = 1500;

export interface HistoryEntry {
  command: AnyCommand;
  before: BuilderState;
  after: BuilderState;
  mergeKey: string | null;
  at: number;
}

export interface BuilderStore {
  state: BuilderState;
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
  saveStatus: SaveStatus;
  /** A charge-affecting edit is on its way: the estimate shown may be out of date. */
  recomputing: boolean;
  run(command: AnyCommand): void;
  undo(): void;
  redo(): void;
  select(id: string | null): void;
  /** Starts again from the server's template: the history and whatever waited to be saved are dropped. */
  reset(template: TVFormTemplate): void;
  /** Sends what waits now (leaving the page, publishing). */
  flush(): Promise<void>;
  /** A field's server id, for links and calls outside the queue. */
  serverId(id: string): string;
}

export interface BuilderDeps {
  send: SaveQueueOptions['send'];
  /** Fetches the estimated charge again; resolves once it is in. */
  refreshCharge(): Promise<unknown>;
  /** Everything sent has landed (refresh what shows the saved form: activities, lists). */
  onSaved?(): void;
  /** A save failed: show it and reload the form (then call `reset`). */
  onError(error: unknown): void;
  delayMs?: number;
  timers?: Timers;
  now?(): number;
}

export type BuilderStoreApi = StoreApi<BuilderStore>;

const keepSelection = (state: BuilderState, selectedId: string | null): BuilderState => ({
  ...state,
  selectedId: selectedId !== null && state.fields[selectedId] ? selectedId : null,
});

export function createBuilderStore(template: TVFormTemplate, deps: BuilderDeps): BuilderStoreApi {
  const now = deps.now ?? Date.now;
  // The queue's callbacks need the store, which is created below.
  let store: BuilderStoreApi;

  const queue = new SaveQueue({
    send: deps.send,
    delayMs: deps.delayMs ?? 500,
    timers: deps.timers,
    onStatus: (saveStatus) => store.setState({ saveStatus }),
    onDrained: ({ charge }) => {
      deps.onSaved?.();
      if (!charge && !store.getState().recomputing) return;
      void deps
        .refreshCharge()
        .catch(() => undefined)
        .finally(() => {
          if (queue.idle) store.setState({ recomputing: false });
        });
    },
    onError: (error) => {
      store.setState({ recomputing: false });
      deps.onError(error);
    },
  });

  const send = (ops: ServerOp[], charge: boolean) => {
    if (ops.length === 0) return;
    if (charge) store.setState({ recomputing: true });
    queue.push(ops.map((op) => ({ op, charge })));
  };

  store = createStore<BuilderStore>()((set, get) => ({
    state: stateFromTemplate(template),
    past: [],
    future: [],
    saveStatus: 'saved',
    recomputing: false,

    run(command) {
      const before = get().state;
      const after = perform(before, command);
      const ops = opsOf(before, after, command);
      const mergeKey = mergeKeyOf(command);
      const at = now();
      const past = get().past;
      const top = past.at(-1);
      const merge = mergeKey !== null && top?.mergeKey === mergeKey && at - top.at < MERGE_WINDOW_MS;
      const entry: HistoryEntry = {
        command,
        before: merge && top ? top.before : before,
        after,
        mergeKey,
        at,
      };
      set({ state: after, past: [...(merge ? past.slice(0, -1) : past), entry], future: [] });
      send(ops, affectsCharge(before, command));
    },

    undo() {
      const past = get().past;
      const entry = past.at(-1);
      if (!entry) return;
      const inverse = inverseOf(entry.before, entry.command);
      const ops = opsOf(entry.after, entry.before, inverse);
      set({
        state: keepSelection(entry.before, get().state.selectedId),
        past: past.slice(0, -1),
        future: [...get().future, entry],
      });
      send(ops, affectsCharge(entry.after, inverse));
    },

    redo() {
      const future = get().future;
      const entry = future.at(-1);
      if (!entry) return;
      const ops = opsOf(entry.before, entry.after, entry.command);
      set({
        state: keepSelection(entry.after, get().state.selectedId),
        // at 0: a redone step never merges with the next edit.
        past: [...get().past, { ...entry, at: 0 }],
        future: future.slice(0, -1),
      });
      send(ops, affectsCharge(entry.before, entry.command));
    },

    select(id) {
      set({ state: keepSelection(get().state, id) });
    },

    reset(fresh) {
      queue.clear();
      set({
        state: keepSelection(stateFromTemplate(fresh), get().state.selectedId),
        past: [],
        future: [],
        recomputing: false,
        saveStatus: queue.status,
      });
    },

    flush: () => queue.flush(),
    serverId: (id) => queue.serverId(id),
  }));
  return store;
}
