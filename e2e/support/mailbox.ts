/** Reads the local mailbox the server keeps when no SMTP server is configured (`/dev/mailbox`). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function latestMail(baseUrl: string, to: string, { timeoutMs = 60_000 } = {}): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/dev/mailbox/latest?to=${encodeURIComponent(to)}`);
    if (response.ok) return (await response.json()) as Mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
}

/** The first link in a mail that points at this server, as a path the browser can open. */
export function linkIn(mail: Mail, baseUrl: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(baseUrl));
  if (!url) throw new Error(`no link to ${baseUrl} in "${mail.subject}":\n${mail.text}`);
  return url.slice(baseUrl.length);
}
