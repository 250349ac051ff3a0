import { BUILT_IN_TRAIT_TYPES, TRAIT_TYPE_UPDATED_EVENT } from '@pathwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTraitTypes } from '../api/get-trait-types';
import { assessmentKeys } from '../api/keys';

export type TraitTypeChoices = { builtIn: readonly string[]; custom: readonly string[] };

/**
 * The trait types a question may carry: the built-in ones and the custom ones from the server,
 * refetched whenever a 'trait-type-updated' event says they changed. Until the list arrives (or
 * if it cannot) the built-in ones are still offered.
 */
export function useTraitTypeChoices(): TraitTypeChoices {
  const queryClient = useQueryClient();
  const { data } = useTraitTypes();

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: assessmentKeys.traitTypes() });
    window.addEventListener(TRAIT_TYPE_UPDATED_EVENT, refresh);
    return () => window.removeEventListener(TRAIT_TYPE_UPDATED_EVENT, refresh);
  }, [queryClient]);

  return {
    builtIn: data?.builtIn ?? BUILT_IN_TRAIT_TYPES,
    custom: data?.custom.map((traitType) => traitType.name) ?? [],
  };
}
