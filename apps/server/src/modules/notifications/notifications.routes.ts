import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountIdParams,
  ErrorBody,
  EventRuleMatchPage,
  NotificationConfigurationList,
  NotificationConfigurationsPatch,
  NotificationListQuery,
  SmsMessagePage,
} from '@plateau/contracts';
import { requireAdmin } from '../../lib/route-guards.ts';
import {
  getNotificationConfigurations,
  patchNotificationConfigurations,
} from './notification-configurations.service.ts';
import { listRuleMatches, listSmsMessages } from './notification-journals.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** 'Paramétrage des notifications' (spec 3 §2, §7): administrators only, or a supervisor for its accounts. */
export const notificationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/accounts/:id/notificationConfigurations',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['notifications'],
        summary:
          'The customer SMS configuration of each mission type (SERVICE, PICK_UP, DELIVERY; made on first read), then the event rules (missionType null)',
        params: AccountIdParams,
        response: { 200: NotificationConfigurationList, ...errors },
      },
    },
    async (request) => getNotificationConfigurations(app.db, request.auth, request.params.id),
  );

  app.patch(
    '/api/accounts/:id/notificationConfigurations',
    {
      config: { idempotent: true },
      onRequest: requireAdmin,
      schema: {
        tags: ['notifications'],
        summary:
          'Changes the list together or not at all: rules added, entries changed by id (configurations or rules), rules removed; answers the list. Configurations are changed only.',
        params: AccountIdParams,
        body: NotificationConfigurationsPatch,
        response: { 200: NotificationConfigurationList, ...errors },
      },
    },
    async (request) => patchNotificationConfigurations(app.db, request.auth, request.params.id, request.body),
  );

  app.get(
    '/api/accounts/:id/smsMessages',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['notifications'],
        summary: "The 'Journal des SMS', newest first (numbers masked)",
        params: AccountIdParams,
        querystring: NotificationListQuery,
        response: { 200: SmsMessagePage, ...errors },
      },
    },
    async (request) => listSmsMessages(app.db, request.auth, request.params.id, request.query),
  );

  app.get(
    '/api/accounts/:id/eventRuleMatches',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['notifications'],
        summary: 'What fired the event rules, newest first, with the vehicle and time',
        params: AccountIdParams,
        querystring: NotificationListQuery,
        response: { 200: EventRuleMatchPage, ...errors },
      },
    },
    async (request) => listRuleMatches(app.db, request.auth, request.params.id, request.query),
  );
};
