import type { Category, UpdateCategoryBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterCategoryChange } from './refresh-after-change';

export async function updateCategory(id: string, body: UpdateCategoryBody): Promise<Category> {
  const result = await api.put<{ category: Category }>(`/admin/categories/${encodeURIComponent(id)}`, body, {
    silent: true,
  });
  return result.category;
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCategoryBody }) => updateCategory(id, body),
    onSuccess: (category) => refreshAfterCategoryChange(queryClient, category.assessmentId),
  });
}
