import type { ScreeningField } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderChanges, withPositions } from '../utils/order-changes';
import { assessmentKeys } from './keys';
import { updateScreeningField } from './save-screening-field';

/**
 * Takes the fields in their new sequence: shows it at once, then PUTs the order of each field
 * whose position changed, one at a time. Whatever the outcome the list is reloaded, so a failure
 * puts the stored order back.
 */
export function useReorderScreeningFields() {
  const queryClient = useQueryClient();
  const key = assessmentKeys.screeningFields();
  return useMutation({
    mutationFn: async (ordered: ScreeningField[]) => {
      for (const change of orderChanges(ordered))
        await updateScreeningField(change.id, { order: change.order });
    },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ScreeningField[]>(key, withPositions(ordered));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
