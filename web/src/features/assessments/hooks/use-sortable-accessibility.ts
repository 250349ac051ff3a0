import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Item = { id: string };

/**
 * What screen readers hear while a row is dragged: the row's name and position instead of
 * dnd-kit's default (its id, here a UUID), in the current language.
 */
export function useSortableAccessibility<T extends Item>(items: readonly T[], nameOf: (item: T) => string) {
  const { t } = useTranslation();
  return useMemo(() => {
    const describe = (id: UniqueIdentifier | undefined) => {
      const index = items.findIndex((item) => item.id === id);
      const item = items[index];
      return item ? { name: nameOf(item), position: index + 1, count: items.length } : null;
    };
    const say = (key: string, id: UniqueIdentifier | undefined) => {
      const values = describe(id);
      return values ? t(`questions.dnd.${key}`, values) : undefined;
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => say('pickedUp', active.id),
      // dnd-kit reports the row over its own slot right after the pick-up; announcing that would
      // replace "Picked up …" before a screen reader reads it, so only real moves are announced.
      onDragOver: ({ active, over }) => (over?.id === active.id ? undefined : say('movedTo', over?.id)),
      onDragEnd: ({ over }) => say('dropped', over?.id),
      onDragCancel: ({ active }) => say('cancelled', active.id),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t('questions.dnd.instructions') };
    return { announcements, screenReaderInstructions };
  }, [items, nameOf, t]);
}
