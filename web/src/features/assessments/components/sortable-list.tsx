import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Fragment, type ReactNode } from 'react';
import { useSortableAccessibility } from '../hooks/use-sortable-accessibility';
import { useSortableSensors } from '../hooks/use-sortable-sensors';
import { moveItem } from '../utils/order-changes';

type SortableListProps<T extends { id: string }> = {
  items: readonly T[];
  /** How a screen reader names a row while it is dragged (a stable function: it keys a memo). */
  nameOf: (item: T) => string;
  /** A drop moved a row: the items in their new order. */
  onReorder: (items: T[]) => void;
  /** A reorder is being saved. */
  busy?: boolean;
  /** One row (a `useSortable` item with the same id) at its 1-based position. */
  children: (item: T, position: number) => ReactNode;
};

/** An ordered list whose rows can be dragged (mouse, touch or keyboard) into a new order. */
export function SortableList<T extends { id: string }>({
  items,
  nameOf,
  onReorder,
  busy,
  children,
}: SortableListProps<T>) {
  const sensors = useSortableSensors();
  const accessibility = useSortableAccessibility(items, nameOf);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveItem(items, String(active.id), String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-busy={busy || undefined}>
          {items.map((item, index) => (
            <Fragment key={item.id}>{children(item, index + 1)}</Fragment>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
