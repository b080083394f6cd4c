import type { SmsProviderConfig } from '../../config/sms-provider.ts';
import { maskPhoneNumber } from './mask-phone-number.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** What a Twilio-compatible API answers on a refusal (https://www.twilio.com/docs/usage/twilios-response). */
interface ProviderError {
  code?: unknown;
  message?: unknown;
}

const longDigitRuns = /\+?\d[\d ]{5,}\d/g;

/** The provider's own words, without the numbers they may quote, which must not reach the logs whole. */
async function refusalFrom(response: Response): Promise<string> {
  let body: ProviderError;
  try {
    body = (await response.json()) as ProviderError;
  } catch {
    return '';
  }
  const code = typeof body.code === 'number' || typeof body.code === 'string' ? ` code ${body.code}` : '';
  const words =
    typeof body.message === 'string' ? `: ${body.message.slice(0, 200).replace(longDigitRuns, maskPhoneNumber)}` : '';
  return `${code}${words}`;
}

/**
 * Twilio's Programmable Messaging API, or any API that speaks it
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource):
 * `POST {url}/Accounts/{sid}/Messages.json`, form-encoded To, From and Body, HTTP basic auth with the account SID and
 * auth token, 201 with the message resource. Any other answer, a network failure or the timeout rejects with an error
 * naming the masked number and never the token.
 */
export function createTwilioSmsSender(config: SmsProviderConfig, timeoutMs: number): SmsSender {
  const endpoint = `${config.url}/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    kind: 'http',
    async send(message: SmsMessage) {
      const to = maskPhoneNumber(message.to);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, accept: 'application/json' },
          body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : error;
        throw new Error(`The SMS provider could not be reached for ${message.template} to ${to}: ${String(reason)}`, {
          cause: error,
        });
      }
      if (response.status !== 200 && response.status !== 201) {
        throw new Error(
          `The SMS provider refused ${message.template} to ${to}: HTTP ${response.status}${await refusalFrom(response)}`,
        );
      }
      await response.body?.cancel();
    },
    async close() {},
  };
}
