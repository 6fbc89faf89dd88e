// Checks the contact form with the schema the callable uses, so a message the page accepts
// is one the server accepts. Problems are reported per field.

import { contactFields } from '@model/schemas/contact';
import * as v from 'valibot';

export type ContactField = keyof typeof contactFields;
export type ContactValues = Record<ContactField, string>;
export type ContactProblem = 'required' | 'email' | 'short' | 'long';

const formSchema = v.strictObject(contactFields);

export function checkContactForm(values: ContactValues): {
  ok: boolean;
  problems: Partial<Record<ContactField, ContactProblem>>;
  output?: v.InferOutput<typeof formSchema>;
} {
  const input = { ...values, subject: values.subject.trim() === '' ? undefined : values.subject };
  const result = v.safeParse(formSchema, input);
  if (result.success) return { ok: true, problems: {}, output: result.output };
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as ContactField | undefined;
    if (!field || problems[field]) continue;
    const value = values[field].trim();
    if (field === 'email') problems.email = value === '' ? 'required' : 'email';
    else if (value === '') problems[field] = 'required';
    else if (issue.type === 'max_length') problems[field] = 'long';
    else problems[field] = 'short';
  }
  return { ok: false, problems };
}
