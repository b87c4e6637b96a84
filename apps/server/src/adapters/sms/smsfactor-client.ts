import { SmsError, type SmsRequest, type SmsSender } from './sms-sender.ts';

/** The body of SMSFactor's POST /send (JSON API, bearer token). */
export interface SmsFactorSendBody {
  sms: {
    message: { text: string; sender?: string };
    recipients: { gsm: Array<{ value: string }> };
  };
}

/** What SMSFactor answers: status 1 is accepted, a negative status is a refusal with its message. */
export interface SmsFactorAnswer {
  status: number;
  message: string;
  ticket?: string;
}

/**
 * The client of SMSFactor (a French SMS provider) at SMS_API_URL with the token SMS_API_TOKEN.
 * Numbers go without '+' (33612345678), as the API wants them.
 */
export class SmsFactorClient implements SmsSender {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send({ to, text, sender }: SmsRequest): Promise<{ providerId: string }> {
    const body: SmsFactorSendBody = {
      sms: {
        message: { text, ...(sender ? { sender } : {}) },
        recipients: { gsm: [{ value: to.replace(/^\+/, '') }] },
      },
    };
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/send`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.token}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new SmsError(`Fournisseur d'SMS injoignable : ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => null)) as SmsFactorAnswer | null;
    if (!response.ok || !answer || answer.status !== 1) {
      throw new SmsError(
        `SMS refusé par le fournisseur (${response.status}) : ${answer?.message ?? 'réponse illisible'}`,
      );
    }
    return { providerId: answer.ticket ?? '' };
  }
}
