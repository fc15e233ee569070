import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemSelection } from '@shared/access/scope';
import type { NodeTypeRecord } from '@shared/api/flow';
import { api } from '@client/api/http';
import { queryKeys } from '@client/api/queryKeys';
import { updateBody } from './form';

/** System calls travel with scope 'all' (spec 1 §6), whatever provider or account is selected. */
const selection = systemSelection;
const path = (type: string) => `/node/node-types/${encodeURIComponent(type)}`;

export const nodeTypeApi = {
  list: (signal?: AbortSignal) => api<NodeTypeRecord[]>('/node/node-types', { signal, selection, query: { fetch_all: 1 } }),
  create: (body: NodeTypeRecord) => api<NodeTypeRecord>('/node/node-types', { method: 'POST', body, selection }),
  update: (body: NodeTypeRecord) => api<NodeTypeRecord>(path(body.node_type), { method: 'PUT', body: updateBody(body), selection }),
  remove: (type: string) => api<NodeTypeRecord>(path(type), { method: 'DELETE', selection }),
};

export function useNodeTypeRecords() {
  return useQuery({ queryKey: queryKeys.nodeTypes(), queryFn: ({ signal }) => nodeTypeApi.list(signal), staleTime: 0 });
}

/** Puts one answered record into the cached list, in place (or at the end for a type the list lacked). */
function useStoreRecord() {
  const client = useQueryClient();
  return (record: NodeTypeRecord) =>
    client.setQueryData<NodeTypeRecord[]>(queryKeys.nodeTypes(), (list) => {
      if (!list) return [record];
      return list.some((r) => r.node_type === record.node_type)
        ? list.map((r) => (r.node_type === record.node_type ? record : r))
        : [...list, record];
    });
}

/** POST for a type without a record of its own, PUT for one with. */
export function useSaveNodeType() {
  const store = useStoreRecord();
  return useMutation({
    mutationFn: ({ body, create }: { body: NodeTypeRecord; create: boolean }) =>
      create ? nodeTypeApi.create(body) : nodeTypeApi.update(body),
    onSuccess: store,
  });
}

/** DELETE: the stored record goes; the answer is the type with its plugin's values again. */
export function useDeleteNodeType() {
  const store = useStoreRecord();
  return useMutation({ mutationFn: (type: string) => nodeTypeApi.remove(type), onSuccess: store });
}
