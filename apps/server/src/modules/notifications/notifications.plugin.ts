import type { FastifyPluginAsync } from 'fastify';
import { watchCustomerSms } from './customer-sms.watcher.ts';
import { mailRuleMatch, RULE_MAIL_JOB } from './event-rules.evaluator.ts';
import { releaseHeldSms, sendQueuedSms, SMS_SEND_JOB, SMS_SEND_RETRY } from './sms-journal.ts';

export const SMS_WATCH_JOB = 'sms.watch';
/** Seconds between two passes over the missions (an « arrive dans 10 min » is late by at most this). */
export const SMS_WATCH_SECONDS = 15;

/** The jobs of the customer SMS and of the event rules. */
export const notificationJobs: FastifyPluginAsync = async (app) => {
  app.jobs.define<{ messageId: number }>(SMS_SEND_JOB, ({ messageId }) => sendQueuedSms(app, messageId), {
    retry: SMS_SEND_RETRY,
    batchSize: 20,
  });
  app.jobs.define<{ matchId: number }>(RULE_MAIL_JOB, ({ matchId }) => mailRuleMatch(app, matchId), {
    retry: { limit: 3, delaySeconds: 10 },
  });
  // Servers without an SMS provider (most test servers) never start the watch, nor pg-boss.
  if (app.config.sms.apiUrl) {
    app.addHook('onReady', async () => {
      await app.jobs.every(SMS_WATCH_JOB, SMS_WATCH_SECONDS, async () => {
        await releaseHeldSms(app);
        await watchCustomerSms(app);
      });
    });
  }
};
