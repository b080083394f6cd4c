import nodemailer from 'nodemailer';
import type { Config } from '../../config/config.ts';
import type { Mailer } from './mailer.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer, type MailTransport } from './smtp-mailer.ts';

type CreateTransport = (smtpUrl: string) => MailTransport;

const nodemailerTransport: CreateTransport = (smtpUrl) => nodemailer.createTransport(smtpUrl);

/** SMTP (nodemailer) when SMTP_URL is set; otherwise the outbox table is the local mailbox. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  createTransport: CreateTransport = nodemailerTransport,
): Mailer {
  return config.smtpUrl === undefined
    ? outboxMailer
    : createSmtpMailer(createTransport(config.smtpUrl), config.mailFrom);
}
