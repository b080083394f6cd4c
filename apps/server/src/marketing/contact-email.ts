import type { EmailMessage } from '../providers/mail/mailer.ts';

interface ContactNotice {
  id: number;
  userId: number;
  fullName: string;
  email: string;
  message: string;
  interest: string | null;
  companyName: string | null;
  phoneNumber: string | null;
  projectName: string | null;
}

/** What support reads: who wrote, about what, and the message itself, so they can answer without opening the admin. */
export function contactRequestEmail(to: string, notice: ContactNotice): EmailMessage {
  const about = notice.projectName ?? notice.interest ?? 'a question';
  const details: Array<[string, string | null]> = [
    ['From', `${notice.fullName} <${notice.email}>`],
    ['Account id', String(notice.userId)],
    ['Interest', notice.interest],
    ['Project', notice.projectName],
    ['Company', notice.companyName],
    ['Phone', notice.phoneNumber],
    ['Request', `#${notice.id}`],
  ];
  const header = details.flatMap(([label, value]) => (value === null ? [] : [`${label}: ${value}`])).join('\n');
  return {
    template: 'CONTACT_REQUEST',
    to,
    subject: `Contact request from ${notice.fullName} about ${about}`,
    text: `${header}\n\n${notice.message}\n`,
    userId: notice.userId,
  };
}
