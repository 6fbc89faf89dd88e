// Messages from the contact form (the page's callable and POST /connect/contact). Each sender
// (a signed-in uid, else the client address) may send a few per hour; the count and the
// message are written in one transaction so a refused message leaves nothing behind.

import type { CallableReply } from '@model/callables';
import type { ApiContactInput } from '@model/schemas/contact';
import type { CONTACT_SOURCES } from '@model/schemas/contact-messages';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { CONTACT_RATE_LIMIT } from '../config';
import { DomainError } from './errors';
import { runOnce } from './idempotency';
import { bucketId, countRequest } from './rateLimit';

export interface Sender {
  uid: string | null;
  /** The client address, used for anonymous senders. */
  address: string;
  via: (typeof CONTACT_SOURCES)[number];
}

export function senderKey(sender: Sender): string {
  return sender.uid ?? bucketId('anon', sender.address);
}

export type ContactResult = CallableReply<'submitContact'> & Record<string, unknown>;

export async function submitContact(
  db: Firestore,
  sender: Sender,
  input: ApiContactInput & { requestId: string },
  now: Date,
): Promise<ContactResult> {
  const owner = senderKey(sender);
  return runOnce(
    db,
    { operation: 'submitContact', owner, requestId: input.requestId, payload: input, now },
    async (tx) => {
      const decision = await countRequest(
        db,
        tx,
        bucketId('contact', owner),
        CONTACT_RATE_LIMIT,
        now.getTime(),
      );
      if (!decision.allowed) {
        throw new DomainError(
          'resource-exhausted',
          'You have sent several messages already. Please try again later.',
          decision.retryAfterSeconds,
        );
      }
      const ref = db.collection('contactMessages').doc();
      tx.create(ref, {
        name: input.name,
        email: input.email,
        subject: input.subject ?? null,
        message: input.message,
        senderUid: sender.uid,
        via: sender.via,
        status: 'new',
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { messageId: ref.id };
    },
  );
}
