/** One text message to a phone number in international form (+447700900123). */
export interface SmsMessage {
  to: string;
  body: string;
  /** Which message this is (PLEDGE_SIGNATURE_CODE, ...), for the outbox, the phone inbox and the logs. */
  template: string;
  /** The account the message is about, when there is one. */
  userId?: number;
}

export interface SmsSender {
  /** 'outbox' keeps every message in the database for the local phone inbox (/dev/sms); others hand it on. */
  readonly kind: 'outbox' | 'http';
  send(message: SmsMessage): Promise<void>;
  close(): Promise<void>;
}
