/**
 * What screen readers hear while a field is dragged (dnd-kit `accessibility.announcements`), in plain
 * words naming the field and its position. Pure: the canvas hands in the labels and the order.
 */
import { dropPosition, paletteTypeOf } from './drag-ids';

export interface AnnouncementSnapshot {
  /** Field ids in order. */
  order: readonly string[];
  /** A field's label by id. */
  fieldLabel(id: string): string;
  /** A palette entry's label by its field type. */
  paletteLabel(type: string): string;
}

type Id = string | number;

export const screenReaderInstructions =
  'To pick up a field, press Space or Enter. While dragging, use the arrow keys to move it. ' +
  'Press Space or Enter again to drop it in its new place, or press Escape to cancel.';

function describe(snapshot: AnnouncementSnapshot, id: Id) {
  const type = paletteTypeOf(id);
  if (type) return { palette: true, name: snapshot.paletteLabel(type), index: -1 };
  const text = String(id);
  return { palette: false, name: snapshot.fieldLabel(text), index: snapshot.order.indexOf(text) };
}

export function announceStart(snapshot: AnnouncementSnapshot, active: Id): string {
  const item = describe(snapshot, active);
  if (item.palette) return `Picked up ${item.name} from the fields list.`;
  return `Picked up field ${item.name}. It is at position ${item.index + 1} of ${snapshot.order.length}.`;
}

/**
 * Where the dragged item is now. Undefined (nothing new to say) when a picked-up field first finds itself
 * under itself: the pick-up message stays to be heard.
 */
export function announceOver(
  snapshot: AnnouncementSnapshot,
  active: Id,
  over: Id | null,
  firstMove = false,
): string | undefined {
  if (firstMove && over !== null && String(over) === String(active)) return undefined;
  const item = describe(snapshot, active);
  if (item.palette) {
    const at = dropPosition(snapshot.order, over);
    return at === null
      ? `${item.name} is not over the form.`
      : `${item.name} will be added at position ${at + 1} of ${snapshot.order.length + 1}.`;
  }
  const at = over === null ? -1 : snapshot.order.indexOf(String(over));
  return at < 0
    ? `Field ${item.name} is not over a position.`
    : `Field ${item.name} was moved to position ${at + 1} of ${snapshot.order.length}.`;
}

export function announceEnd(snapshot: AnnouncementSnapshot, active: Id, over: Id | null): string {
  const item = describe(snapshot, active);
  if (item.palette) {
    const at = dropPosition(snapshot.order, over);
    return at === null
      ? `${item.name} was not added.`
      : `${item.name} was added at position ${at + 1} of ${snapshot.order.length + 1}.`;
  }
  const at = over === null ? -1 : snapshot.order.indexOf(String(over));
  return at < 0
    ? `Field ${item.name} was dropped. It stays at position ${item.index + 1} of ${snapshot.order.length}.`
    : `Field ${item.name} was dropped at position ${at + 1} of ${snapshot.order.length}.`;
}

export function announceCancel(snapshot: AnnouncementSnapshot, active: Id): string {
  const item = describe(snapshot, active);
  if (item.palette) return `Adding ${item.name} was cancelled.`;
  return `Moving was cancelled. Field ${item.name} went back to position ${item.index + 1} of ${snapshot.order.length}.`;
}
