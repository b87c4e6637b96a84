import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EventRuleMatchPage,
  NotificationConfigurationList,
  SmsMessagePage,
  type NotificationConfigurationsPatch,
} from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';

const configurationsKey = (accountId: number) =>
  ['accounts', 'notificationConfigurations', accountId] as const;

/** GET /api/accounts/{id}/notificationConfigurations */
export const notificationConfigurationsQuery = (accountId: number) =>
  queryOptions({
    queryKey: configurationsKey(accountId),
    queryFn: ({ signal }) =>
      api.get(`/api/accounts/${accountId}/notificationConfigurations`, {
        schema: NotificationConfigurationList,
        signal,
      }),
    meta: { busyLabel: 'Chargement des notifications...' },
  });

export const useNotificationConfigurations = (accountId: number | undefined) =>
  useQuery({ ...notificationConfigurationsQuery(accountId ?? 0), enabled: accountId !== undefined });

/** PATCH /api/accounts/{id}/notificationConfigurations: rules added, entries changed, rules removed. */
export function useSaveNotificationConfigurations(accountId: number) {
  const queryClient = useQueryClient();
  return useSubmission(
    (patch: Partial<NotificationConfigurationsPatch>, idempotencyKey) =>
      api.patch(`/api/accounts/${accountId}/notificationConfigurations`, patch, {
        schema: NotificationConfigurationList,
        idempotencyKey,
      }),
    {
      meta: { busyLabel: 'Enregistrement des notifications...' },
      onSuccess: (list) => queryClient.setQueryData(configurationsKey(accountId), list),
    },
  );
}

/** GET /api/accounts/{id}/smsMessages: the 'Journal des SMS'. */
export const useSmsMessages = (accountId: number | undefined, page: number, limit = 10) =>
  useQuery({
    queryKey: ['accounts', 'smsMessages', accountId, page, limit],
    queryFn: ({ signal }) =>
      api.get(`/api/accounts/${accountId}/smsMessages`, {
        query: { page, limit },
        schema: SmsMessagePage,
        signal,
      }),
    enabled: accountId !== undefined,
    placeholderData: keepPreviousData,
  });

/** GET /api/accounts/{id}/eventRuleMatches: what fired the rules. */
export const useRuleMatches = (accountId: number | undefined, page: number, limit = 10) =>
  useQuery({
    queryKey: ['accounts', 'eventRuleMatches', accountId, page, limit],
    queryFn: ({ signal }) =>
      api.get(`/api/accounts/${accountId}/eventRuleMatches`, {
        query: { page, limit },
        schema: EventRuleMatchPage,
        signal,
      }),
    enabled: accountId !== undefined,
    placeholderData: keepPreviousData,
  });
