/**
 * Notifications, as other modules may use them: an SMS to a customer goes through the SMS journal (`queueSms`),
 * sent by its job, bound by the account's SMS hours and the opt-outs.
 */
export { queueSms, type SmsToQueue } from './sms-journal.ts';
