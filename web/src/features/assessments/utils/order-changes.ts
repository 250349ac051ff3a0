export type OrderChange = { id: string; order: number };

type Ordered = { id: string; order: number };

/** Moves the item `activeId` to where `overId` is; the list unchanged when either is missing. */
export function moveItem<T extends { id: string }>(
  items: readonly T[],
  activeId: string,
  overId: string,
): T[] {
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0 || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Each item's new order is its position; only the items whose stored order differs need saving. */
export function orderChanges(items: readonly Ordered[]): OrderChange[] {
  return items.flatMap((item, index) => (item.order === index ? [] : [{ id: item.id, order: index }]));
}

/** The items with their order set to their position (the optimistic view of a reorder). */
export function withPositions<T extends Ordered>(items: readonly T[]): T[] {
  return items.map((item, index) => (item.order === index ? item : { ...item, order: index }));
}
