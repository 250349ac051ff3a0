import { describe, expect, it } from 'vitest';
import { moveItem, orderChanges, withPositions } from './order-changes';

const items = ['a', 'b', 'c', 'd'].map((id, order) => ({ id, order }));

describe('order changes', () => {
  it('moves an item to where another one is', () => {
    expect(moveItem(items, 'a', 'c').map((item) => item.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 'd', 'b').map((item) => item.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(items, 'a', 'missing').map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('asks to save only the items whose position changed', () => {
    expect(orderChanges(moveItem(items, 'a', 'c'))).toEqual([
      { id: 'b', order: 0 },
      { id: 'c', order: 1 },
      { id: 'a', order: 2 },
    ]);
    expect(orderChanges(items)).toEqual([]);
  });

  it('renumbers for the optimistic view', () => {
    expect(withPositions(moveItem(items, 'd', 'a'))).toEqual([
      { id: 'd', order: 0 },
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
      { id: 'c', order: 3 },
    ]);
  });
});
