// The contact form, shared by the page, the callable and POST /connect/contact.

import * as v from 'valibot';
import { emailSchema } from '../schemas';
import { optionalTextSchema, requestIdSchema, textSchema } from './common';

export const contactFields = {
  name: textSchema(100),
  email: emailSchema,
  subject: optionalTextSchema(150),
  message: textSchema(5000, 10),
};

export const submitContactSchema = v.strictObject({ requestId: requestIdSchema, ...contactFields });
export type SubmitContactInput = v.InferOutput<typeof submitContactSchema>;

/** The REST body: the idempotency key travels in the Idempotency-Key header instead. */
export const apiContactSchema = v.strictObject(contactFields);
export type ApiContactInput = v.InferOutput<typeof apiContactSchema>;
