import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';

/** One referential's calls (spec 3 §7): '/api/tva', '/api/articles'… optionally for a managed account. */
export interface ReferentialEndpoint<Row> {
  path: string;
  row: z.ZodType<Row>;
}

export type Draft = Record<string, unknown>;
const keyOf = (path: string, accountId?: number) => ['accounting', path, accountId ?? 'own'] as const;

export function useReferentialRows<Row>({ path, row }: ReferentialEndpoint<Row>, accountId?: number) {
  return useQuery({
    queryKey: keyOf(path, accountId),
    queryFn: ({ signal }) =>
      api.get(path, {
        query: { accountId },
        schema: z.object({ rows: z.array(row), total: z.number() }),
        signal,
      }),
    meta: { busyLabel: 'Chargement du paramétrage...' },
  });
}

/** The pickers of a form (VAT codes and families of an article). */
export function useReferentialPicker<Row>({ path, row }: ReferentialEndpoint<Row>, accountId?: number) {
  return useQuery({
    queryKey: [...keyOf(path, accountId), 'list'],
    queryFn: ({ signal }) => api.get(`${path}/list`, { query: { accountId }, schema: z.array(row), signal }),
  });
}

/** POST <path>/ when id is null, else PATCH <path>/{id} with the changed fields. */
export function useSaveReferential<Row>({ path, row }: ReferentialEndpoint<Row>, accountId?: number) {
  const queryClient = useQueryClient();
  return useSubmission(
    ({ id, body }: { id: number | null; body: Draft }, idempotencyKey) =>
      id === null
        ? api.post(`${path}/`, body, { query: { accountId }, schema: row, idempotencyKey })
        : api.patch(`${path}/${id}`, body, { query: { accountId }, schema: row }),
    {
      meta: { busyLabel: 'Enregistrement...' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounting'] }),
    },
  );
}

export function useDeleteReferential(path: string, accountId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${path}/${id}`, { query: { accountId } }),
    meta: { busyLabel: 'Suppression...' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['accounting'] }),
  });
}

/** The fields that differ from the row: a save sends only these (spec 3 §4). */
export function changedFields(original: Draft, draft: Draft): Draft {
  const norm = (value: unknown) => (value === '' || value === undefined ? null : value);
  return Object.fromEntries(
    Object.entries(draft).filter(
      ([key, value]) => JSON.stringify(norm(value)) !== JSON.stringify(norm(original[key])),
    ),
  );
}
