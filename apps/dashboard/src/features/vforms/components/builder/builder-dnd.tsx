/**
 * The builder's drag and drop (@dnd-kit): palette entries dropped on the canvas become fields at the drop
 * position; canvas fields reorder (sortable). Pointer and keyboard both work, and screen readers hear
 * what happens in plain words naming the field and its position (lib/builder/announcements.ts).
 */
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TVFormFieldTemplate } from '@verity/client';
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import {
  type AnnouncementSnapshot,
  announceCancel,
  announceEnd,
  announceOver,
  announceStart,
  screenReaderInstructions,
} from '../../lib/builder/announcements';
import { CANVAS_END_ID, CANVAS_ID, dropPosition, paletteTypeOf } from '../../lib/builder/drag-ids';
import { useBuilderContext } from './builder-context';

const isCanvasZone = (id: string | number) => id === CANVAS_ID || id === CANVAS_END_ID;

export interface PaletteDrop {
  /** Whether a palette entry is being dragged (the canvas shows where it would go). */
  active: boolean;
  /** What the dragged item (palette entry or field) is over. */
  overId: string | null;
  below: boolean;
}

const PaletteDropContext = createContext<PaletteDrop>({ active: false, overId: null, below: false });
export const usePaletteDrop = () => useContext(PaletteDropContext);

/**
 * A palette entry goes where the pointer is (a field under it, else the canvas); with the keyboard, to
 * the closest place. A field being sorted only ever meets other fields.
 */
const collisionDetection: CollisionDetection = (args) => {
  if (paletteTypeOf(args.active.id)) {
    if (!args.pointerCoordinates) return closestCenter(args);
    const within = pointerWithin(args);
    const field = within.find((collision) => !isCanvasZone(collision.id));
    return field ? [field] : within;
  }
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => !isCanvasZone(container.id)),
  });
};

/** Arrow keys move a palette entry to the closest place; a field only between fields. */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  if (!context.active || paletteTypeOf(context.active.id)) return sortableKeyboardCoordinates(event, args);
  const containers = context.droppableContainers;
  const fieldsOnly = {
    get: (id: string | number) => containers.get(id),
    getEnabled: () => containers.getEnabled().filter((container) => !isCanvasZone(container.id)),
  } as unknown as typeof containers;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...context, droppableContainers: fieldsOnly },
  });
};

/** Whether the dragged item's middle is below the middle of what it is over. */
function isBelow(event: DragOverEvent | DragEndEvent): boolean {
  const dragged = event.active.rect.current.translated;
  const over = event.over?.rect;
  if (!dragged || !over) return false;
  return dragged.top + dragged.height / 2 > over.top + over.height / 2;
}

export interface BuilderDndProps {
  paletteLabel(type: string): string;
  onPaletteDrop(entry: TVFormFieldTemplate, position: number): void;
  children: ReactNode;
}

export function BuilderDnd({ paletteLabel, onPaletteDrop, children }: BuilderDndProps) {
  const { store } = useBuilderContext();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const [drop, setDrop] = useState<PaletteDrop>({ active: false, overId: null, below: false });
  const [dragged, setDragged] = useState<TVFormFieldTemplate | null>(null);

  // The announcements read the store when they are called, so they always name the current order.
  const paletteLabelRef = useRef(paletteLabel);
  paletteLabelRef.current = paletteLabel;
  const announcements = useMemo<Announcements>(() => {
    const snapshot = (): AnnouncementSnapshot => {
      const { state } = store.getState();
      return {
        order: state.order,
        fieldLabel: (id) => state.fields[id]?.label ?? 'field',
        paletteLabel: (type) => paletteLabelRef.current(type),
      };
    };
    // Positions are named in the order the drag started from: the drop has already changed the store
    // by the time the end is announced.
    let atStart: AnnouncementSnapshot | null = null;
    let moved = false;
    const current = () => atStart ?? snapshot();
    return {
      onDragStart: ({ active }) => {
        atStart = snapshot();
        moved = false;
        return announceStart(atStart, active.id);
      },
      onDragOver: ({ active, over }) => {
        const firstMove = !moved;
        moved = true;
        return announceOver(current(), active.id, over?.id ?? null, firstMove);
      },
      onDragEnd: ({ active, over }) => announceEnd(current(), active.id, over?.id ?? null),
      onDragCancel: ({ active }) => announceCancel(current(), active.id),
    };
  }, [store]);

  const reset = () => {
    setDrop({ active: false, overId: null, below: false });
    setDragged(null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: screenReaderInstructions } }}
      onDragStart={({ active }) => {
        const entry = (active.data.current as { entry?: TVFormFieldTemplate } | undefined)?.entry ?? null;
        setDragged(entry);
        setDrop({ active: entry !== null, overId: null, below: false });
      }}
      onDragOver={(event) =>
        setDrop({
          active: paletteTypeOf(event.active.id) !== null,
          overId: event.over ? String(event.over.id) : null,
          below: isBelow(event),
        })
      }
      onDragCancel={reset}
      onDragEnd={(event) => {
        const { active, over } = event;
        reset();
        if (!over) return;
        const { state, run } = store.getState();
        const entry = (active.data.current as { entry?: TVFormFieldTemplate } | undefined)?.entry;
        if (entry) {
          const position = dropPosition(state.order, over.id, isBelow(event));
          if (position !== null) onPaletteDrop(entry, position);
          return;
        }
        const id = String(active.id);
        const position = state.order.indexOf(String(over.id));
        if (position >= 0 && id !== String(over.id)) run({ name: 'moveField', args: { id, position } });
      }}
    >
      <PaletteDropContext.Provider value={drop}>{children}</PaletteDropContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className="rounded-md border border-brand-500 bg-white px-3 py-2 font-medium text-ink text-sm shadow-lg">
            {dragged.label}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
