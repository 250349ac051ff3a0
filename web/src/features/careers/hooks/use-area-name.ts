import type { RiasecLetter } from '@pathwise/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The report's own names for the six interest areas (the labels on its bars), by letter. */
export type AreaNames = Partial<Record<RiasecLetter, string>>;

/**
 * Names an interest area the way the report's bars do, so a career's "Investigative, Conventional"
 * reads the same as the trait above it; the RIASEC name in the reader's language when the report
 * gave none.
 */
export function useAreaName(areaNames: AreaNames | undefined) {
  const { t } = useTranslation();
  return useCallback(
    (letter: RiasecLetter) => areaNames?.[letter] ?? t(`careers.areas.${letter}`),
    [areaNames, t],
  );
}
