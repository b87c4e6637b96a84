/** Sending an SMS to a mobile, behind one small interface (SMSFactor's HTTP API today). */
export interface SmsRequest {
  /** E.164 (+33612345678). */
  to: string;
  text: string;
  /** The sender name shown on the phone (the account's smsSender, 11 characters at most). */
  sender?: string | null;
}

export interface SmsSender {
  /** Resolves with the provider's id of the message once accepted; throws SmsError otherwise. */
  send(request: SmsRequest): Promise<{ providerId: string }>;
}

/** The provider is unreachable, refused the message or is not configured. */
export class SmsError extends Error {}

export const unconfiguredSmsSender: SmsSender = {
  send: () => Promise.reject(new SmsError("Aucun fournisseur d'SMS n'est configuré (SMS_API_URL)")),
};
