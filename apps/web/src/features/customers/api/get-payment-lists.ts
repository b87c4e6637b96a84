import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PaymentMode, PaymentType } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';

/** GET /api/modeReglements/list and /api/typeReglements/list: the account's choices. */
export const usePaymentModes = () =>
  useQuery({
    queryKey: ['modeReglements', 'list'],
    queryFn: ({ signal }) => api.get('/api/modeReglements/list', { schema: z.array(PaymentMode), signal }),
  });

export const usePaymentTypes = () =>
  useQuery({
    queryKey: ['typeReglements', 'list'],
    queryFn: ({ signal }) => api.get('/api/typeReglements/list', { schema: z.array(PaymentType), signal }),
  });
