import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { fecQueryOf, type FecChoice } from '../model/fec-export.ts';

/** A year of invoices is streamed by the server: more time than an ordinary call. */
const FEC_TIMEOUT_MS = 5 * 60_000;

/** GET /api/factures/fec: the period's FEC, saved under the name the norm gives it (SIRENFECYYYYMMDD.txt). */
export const useDownloadFec = () =>
  useMutation({
    mutationFn: async (choice: FecChoice) => {
      const file = await api.get<DownloadedFile>('/api/factures/fec', {
        query: fecQueryOf(choice),
        as: 'file',
        timeoutMs: FEC_TIMEOUT_MS,
      });
      saveFile(file.blob, file.filename ?? 'FEC.txt');
    },
  });
