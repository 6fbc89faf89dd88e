// The stack's mail, read as a person would get it: through MailDev's REST API (GET /api/email).
// The outbox is not the place to read links from: the onOutboxCreated trigger fans a record out
// within a second and removes its accept link (a secret) once copied into the delivery.
import { expect } from 'vitest';
import { mailDevEndpoints, mailDevUrl } from '../../emulator/stack/maildev';

interface Email {
  subject: string;
  text: string;
  html?: string;
  from?: { address: string; name?: string }[];
  date?: string;
  to: { address: string }[];
}

/** Every email MailDev holds for `address`, oldest first. */
export async function mailFor(portOffset: number, address: string): Promise<Email[]> {
  const response = await fetch(`${mailDevUrl(mailDevEndpoints(portOffset))}api/email`);
  const all = (await response.json()) as Email[];
  return all.filter((email) =>
    email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

/** The first link matching `pattern` in the newest email to `address` that carries one. */
export async function linkInMail(
  portOffset: number,
  address: string,
  pattern: RegExp,
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = await mailFor(portOffset, address);
        for (const mail of mails) {
          const found = pattern.exec(mail.text)?.[0];
          if (found) link = found;
        }
        return link;
      },
      // Each look reads every email the stack has sent (mailFor): twice a second is soon
      // enough, where the default looks twenty times.
      { timeout: 60_000, interval: 500 },
    )
    .toMatch(pattern);
  return link;
}

/** The invitation link of the newest email to `address` that carries one. */
export function invitationLink(portOffset: number, address: string): Promise<string> {
  return linkInMail(portOffset, address, /https?:\/\/\S+?\/invite\/[A-Za-z0-9_-]{43}/);
}

/** The link of the newest account email (verification, reset, sign-in) to `address`. */
export function accountLink(
  portOffset: number,
  address: string,
  mode: 'verifyEmail' | 'resetPassword' | 'signIn',
): Promise<string> {
  return linkInMail(portOffset, address, new RegExp(`https?://\\S+?mode=${mode}\\S*`));
}
