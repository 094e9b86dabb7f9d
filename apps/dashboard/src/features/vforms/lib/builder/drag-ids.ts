/**
 * Ids of what can be dragged or dropped on in the builder. Canvas fields are their own field ids; palette
 * entries and the canvas's drop zones are prefixed so they never meet a field id.
 */
import type { VFormFieldType } from '@verity/client';

export const PALETTE_PREFIX = 'palette:';
/** The whole canvas: a palette entry dropped on it goes last. */
export const CANVAS_ID = 'canvas';
/** The zone under the last field: a palette entry dropped on it goes last too. */
export const CANVAS_END_ID = 'canvas:end';

export const paletteDragId = (type: VFormFieldType) => `${PALETTE_PREFIX}${type}`;

export function paletteTypeOf(id: string | number): VFormFieldType | null {
  const text = String(id);
  return text.startsWith(PALETTE_PREFIX) ? (text.slice(PALETTE_PREFIX.length) as VFormFieldType) : null;
}

/**
 * Where a palette entry dropped on `overId` goes: before the field it is over, or after it when its
 * middle is below that field's middle; last on the canvas or its end zone; null when not on the canvas.
 */
export function dropPosition(
  order: readonly string[],
  overId: string | number | null | undefined,
  below = false,
): number | null {
  if (overId === null || overId === undefined) return null;
  const id = String(overId);
  if (id === CANVAS_ID || id === CANVAS_END_ID) return order.length;
  const index = order.indexOf(id);
  if (index < 0) return null;
  return below ? index + 1 : index;
}
