import type { DataExport, DataExportList } from '@pathwise/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api/download-file';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** The self-service data export (contract data-exports.ts): ask, watch it being built, download. */

export const dataExportKeys = {
  list: () => [...userKeys.all, 'data-exports'] as const,
};

/** How often the card asks again while the newest export is queued or being built. */
export const DATA_EXPORT_POLL_MS = 3000;

export const isInProgress = (item: DataExport | undefined): boolean =>
  item?.status === 'queued' || item?.status === 'building';

export async function getDataExports(signal?: AbortSignal): Promise<DataExport[]> {
  const body = await api.get<DataExportList>('/user/data-exports', { signal, silent: true });
  return body.exports;
}

export const getDataExportsQueryOptions = () =>
  queryOptions({
    queryKey: dataExportKeys.list(),
    queryFn: ({ signal }) => getDataExports(signal),
    // Polls only while the newest one is being prepared; stops once it is ready, failed or expired.
    refetchInterval: (query) => (isInProgress(query.state.data?.[0]) ? DATA_EXPORT_POLL_MS : false),
  });

export function useDataExports() {
  return useQuery(getDataExportsQueryOptions());
}

export function requestDataExport(): Promise<{ export: DataExport }> {
  return api.post<{ export: DataExport }>('/user/data-exports', undefined, { silent: true });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: ({ export: created }) => {
      queryClient.setQueryData<DataExport[]>(dataExportKeys.list(), (current = []) => [
        created,
        ...current.filter((item) => item.id !== created.id),
      ]);
    },
    // A 409 means one is already on its way: the list shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.list() }),
  });
}

/** Fetches the ZIP with the session's token and saves it under the server's name. */
export function downloadDataExport(id: string): Promise<string> {
  return downloadFile({
    path: `/user/data-exports/${encodeURIComponent(id)}/download`,
    fallbackName: 'pathwise-data.zip',
  });
}

export function useDownloadDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadDataExport,
    // Expired meanwhile (404): the list then says so.
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportKeys.list() }),
  });
}
