/** What other modules may use of the notifications: queue a customer SMS in the « Journal des SMS ». */
export { queueSms, type SmsToQueue } from './sms-journal.ts';
