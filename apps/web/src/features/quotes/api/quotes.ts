import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Quote,
  QuoteList,
  QuoteProposal,
  QuoteSent,
  type QuoteInput,
  type QuoteListQuery,
  type QuoteProposalInput,
  type QuoteSendChannel,
} from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useSubmission } from '../../../lib/submission.ts';

const quotesKey = ['quotes'] as const;

/** GET /api/quotes with the list's filters. */
export const useQuotes = (query: QuoteListQuery) =>
  useQuery({
    queryKey: [...quotesKey, query],
    queryFn: ({ signal }) => api.get('/api/quotes', { query: { ...query }, schema: QuoteList, signal }),
    meta: { busyLabel: 'Chargement des devis...' },
  });

const useQuoteSubmission = <T, V>(submit: (variables: V, key: string) => Promise<T>, busyLabel: string) => {
  const queryClient = useQueryClient();
  return useSubmission(submit, {
    meta: { busyLabel },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
};

/** POST /api/quotes: « Nouveau devis ». */
export const useCreateQuote = () =>
  useQuoteSubmission(
    (body: QuoteInput, idempotencyKey) => api.post('/api/quotes', body, { schema: Quote, idempotencyKey }),
    'Enregistrement du devis...',
  );

/** POST /api/quotes/{id}/send: « Envoyer » by SMS, e-mail or as a link to pass on; answers the link. */
export const useSendQuote = () =>
  useQuoteSubmission(
    ({ id, channel }: { id: number; channel: QuoteSendChannel }, idempotencyKey) =>
      api.post(`/api/quotes/${id}/send`, { channel }, { schema: QuoteSent, idempotencyKey }),
    'Envoi du devis...',
  );

/** POST /api/quotes/proposal: the lines the grid proposes (saves nothing, so no key). */
export const useQuoteProposal = () =>
  useMutation({
    mutationFn: (facts: QuoteProposalInput) =>
      api.post('/api/quotes/proposal', facts, { schema: QuoteProposal, idempotencyKey: null }),
    meta: { busyLabel: 'Calcul des lignes...' },
  });

/** POST /api/quotes/{id}/folder: an accepted quote becomes a folder. */
export const useQuoteToFolder = () =>
  useQuoteSubmission(
    (id: number, idempotencyKey) =>
      api.post(`/api/quotes/${id}/folder`, { folderId: null }, { schema: Quote, idempotencyKey }),
    'Création du dossier...',
  );

/** GET /api/quotes/{id}/pdf, saved under the quote's number. */
export async function downloadQuotePdf(id: number, number: string) {
  const blob = await api.get<Blob>(`/api/quotes/${id}/pdf`, { as: 'blob' });
  saveFile(blob, `${number}.pdf`);
}
