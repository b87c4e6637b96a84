import type { Config } from '../../config.ts';
import type { SmsSender } from './sms-sender.ts';
import { unconfiguredSmsSender } from './sms-sender.ts';
import { SmsFactorClient } from './smsfactor-client.ts';

export { SmsError, type SmsRequest, type SmsSender } from './sms-sender.ts';

/** SMSFactor at SMS_API_URL (main.ts points it at an in-process fake when unset). */
export function createSmsSender(config: Config): SmsSender {
  return config.sms.apiUrl
    ? new SmsFactorClient(config.sms.apiUrl, config.sms.apiToken)
    : unconfiguredSmsSender;
}
