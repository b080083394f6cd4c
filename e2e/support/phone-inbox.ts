/** Reads the local phone inbox the server keeps when no SMS provider is configured (`/dev/sms`). */
interface Sms {
  code: string | null;
  createdAt: string;
}

/** The code of the newest text to `phone` sent at or after `since` (ms), waiting for it to arrive. */
export async function latestSmsCode(
  baseUrl: string,
  phone: string,
  since: number,
  timeoutMs = 60_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/dev/sms/latest?to=${encodeURIComponent(phone)}`);
    if (response.ok) {
      const sms = (await response.json()) as Sms;
      // Second precision on both sides: a text sent in the same second as `since` counts.
      if (sms.code !== null && Date.parse(sms.createdAt) >= Math.floor(since / 1000) * 1000) return sms.code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new text with a code to ${phone} within ${timeoutMs} ms`);
}
