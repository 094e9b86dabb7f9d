/**
 * A tiny typed event bus for vForm changes made in a dialog: the dialog emits, waits until every handler (the
 * lists, the builder) has caught up, and only then shows the server's message and closes. Handlers may be
 * async; `emitVFormEvent` awaits them all.
 */
import type { TVFormTemplate } from '@verity/client';

export interface VFormEvents {
  /** A form was published or unpublished; the payload is the form as the server now has it. */
  'publish-status-changed': TVFormTemplate;
  /** A form was deleted, or archived because it had responses (its `status` says which). */
  'form-deleted': TVFormTemplate;
}

export type VFormEventName = keyof VFormEvents;
type Handler<N extends VFormEventName> = (payload: VFormEvents[N]) => void | Promise<void>;

const handlers: { [N in VFormEventName]: Set<Handler<N>> } = {
  'publish-status-changed': new Set(),
  'form-deleted': new Set(),
};

/** Subscribes `handler` to `name`; answers the unsubscribe. */
export function onVFormEvent<N extends VFormEventName>(name: N, handler: Handler<N>): () => void {
  const set = handlers[name] as Set<Handler<N>>;
  set.add(handler);
  return () => {
    set.delete(handler);
  };
}

/** Calls every handler of `name` and resolves once all of them have (a failing handler rejects). */
export async function emitVFormEvent<N extends VFormEventName>(
  name: N,
  payload: VFormEvents[N],
): Promise<void> {
  const set = handlers[name] as Set<Handler<N>>;
  await Promise.all([...set].map(async (handler) => handler(payload)));
}
