/** Where and as whom text messages are sent when an SMS provider is configured. */
export interface SmsProviderConfig {
  /** The API's base, before `/Accounts/{sid}/Messages.json`; Twilio's by default. */
  url: string;
  accountSid: string;
  authToken: string;
  /** The sender: a number in international form (+447700900123) or an alphanumeric sender id. */
  from: string;
}

export const twilioApiUrl = 'https://api.twilio.com/2010-04-01';

const settings = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;

/**
 * SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM together turn the provider on, SMS_PROVIDER_URL optionally points it at
 * another Twilio-compatible API; none of them keeps every message in the outbox. Some but not all stops the server
 * at start-up: a half-configured provider would otherwise drop every code into the outbox of a production server.
 */
export function loadSmsProviderConfig(env: NodeJS.ProcessEnv): SmsProviderConfig | undefined {
  const given = settings.filter((name) => (env[name] ?? '') !== '');
  if (given.length === 0) {
    if (env.SMS_PROVIDER_URL) throw new Error(`SMS_PROVIDER_URL is set, so ${settings.join(', ')} must be too`);
    return undefined;
  }
  const missing = settings.filter((name) => !given.includes(name));
  // Names only: never echo SMS_AUTH_TOKEN.
  if (missing.length > 0)
    throw new Error(`An SMS provider needs ${settings.join(', ')}; missing ${missing.join(', ')}`);
  const url = env.SMS_PROVIDER_URL || twilioApiUrl;
  const parsed = URL.parse(url);
  if (parsed === null || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.search !== '') {
    throw new Error(`SMS_PROVIDER_URL must be an absolute http(s) URL without a query; got "${url}"`);
  }
  return {
    url: url.replace(/\/+$/, ''),
    accountSid: env.SMS_ACCOUNT_SID as string,
    authToken: env.SMS_AUTH_TOKEN as string,
    from: env.SMS_FROM as string,
  };
}
