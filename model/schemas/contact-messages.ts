// contactMessages/{id}: a message sent through the public contact form or the REST API, kept
// for the staff (server-only; the form goes through a rate-limited callable). Apart from
// schemas/contact.ts, which the public form's chunk loads, so that chunk carries no stored shape.

import * as v from 'valibot';
import { storedObject } from './stored';

/** Where a message came in: the site's form (a callable) or the REST API. */
export const CONTACT_SOURCES = ['callable', 'api'] as const;

export const contactMessageDocSchema = storedObject({
  name: v.string(),
  email: v.string(),
  subject: v.nullable(v.string()),
  message: v.string(),
  /** The signed-in sender, or null for a visitor. */
  senderUid: v.nullable(v.string()),
  via: v.picklist(CONTACT_SOURCES),
  status: v.literal('new'),
});
export type ContactMessageDoc = v.InferOutput<typeof contactMessageDocSchema>;
