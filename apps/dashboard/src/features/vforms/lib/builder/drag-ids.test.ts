import { describe, expect, it } from 'vitest';
import {
  type AnnouncementSnapshot,
  announceCancel,
  announceEnd,
  announceOver,
  announceStart,
} from './announcements';
import { CANVAS_END_ID, CANVAS_ID, dropPosition, paletteDragId, paletteTypeOf } from './drag-ids';

const order = ['a', 'b', 'c'];

describe('drop positions', () => {
  it('tells palette entries from fields', () => {
    expect(paletteTypeOf(paletteDragId('email'))).toBe('email');
    expect(paletteTypeOf('a')).toBeNull();
  });

  it('goes before the field it is over, after it when below its middle, last on the canvas', () => {
    expect(dropPosition(order, 'b')).toBe(1);
    expect(dropPosition(order, 'b', true)).toBe(2);
    expect(dropPosition(order, CANVAS_ID)).toBe(3);
    expect(dropPosition(order, CANVAS_END_ID)).toBe(3);
    expect(dropPosition(order, null)).toBeNull();
    expect(dropPosition(order, 'elsewhere')).toBeNull();
  });
});

describe('drag announcements', () => {
  const snapshot: AnnouncementSnapshot = {
    order,
    fieldLabel: (id) => ({ a: 'Full name', b: 'Email address', c: 'NIN' })[id] ?? id,
    paletteLabel: (type) => (type === 'email' ? 'Email' : type),
  };

  it('names the field and its positions in plain words', () => {
    expect(announceStart(snapshot, 'c')).toBe('Picked up field NIN. It is at position 3 of 3.');
    expect(announceOver(snapshot, 'c', 'b')).toBe('Field NIN was moved to position 2 of 3.');
    // Just picked up, over its own place: nothing new, the pick-up message is still being heard.
    expect(announceOver(snapshot, 'c', 'c', true)).toBeUndefined();
    expect(announceOver(snapshot, 'c', 'c')).toBe('Field NIN was moved to position 3 of 3.');
    expect(announceEnd(snapshot, 'c', 'a')).toBe('Field NIN was dropped at position 1 of 3.');
    expect(announceCancel(snapshot, 'c')).toBe(
      'Moving was cancelled. Field NIN went back to position 3 of 3.',
    );
    expect(announceEnd(snapshot, 'c', null)).toBe('Field NIN was dropped. It stays at position 3 of 3.');
  });

  it('speaks of palette entries as fields to add', () => {
    const email = paletteDragId('email');
    expect(announceStart(snapshot, email)).toBe('Picked up Email from the fields list.');
    expect(announceOver(snapshot, email, 'b')).toBe('Email will be added at position 2 of 4.');
    expect(announceEnd(snapshot, email, CANVAS_END_ID)).toBe('Email was added at position 4 of 4.');
    expect(announceOver(snapshot, email, null)).toBe('Email is not over the form.');
    expect(announceCancel(snapshot, email)).toBe('Adding Email was cancelled.');
  });
});
