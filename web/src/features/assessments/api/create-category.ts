import type { Category, CreateCategoryBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterCategoryChange } from './refresh-after-change';

export async function createCategory(body: CreateCategoryBody): Promise<Category> {
  const result = await api.post<{ category: Category }>('/admin/categories', body, { silent: true });
  return result.category;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) => refreshAfterCategoryChange(queryClient, category.assessmentId),
  });
}
