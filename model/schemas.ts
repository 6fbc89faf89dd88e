// Input schemas shared by the app's forms and, later, the functions that receive the same
// data: one definition per rule. Issue messages are stable keys, not prose, so each side
// words them in its own language.

import * as v from 'valibot';

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = v.pipe(
  v.string('email_required'),
  v.trim(),
  v.nonEmpty('email_required'),
  v.maxLength(EMAIL_MAX_LENGTH, 'email_invalid'),
  v.email('email_invalid'),
);

export const passwordSchema = v.pipe(
  v.string('password_required'),
  v.nonEmpty('password_required'),
  v.minLength(PASSWORD_MIN_LENGTH, 'password_too_short'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'password_too_long'),
);

export const loginSchema = v.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = v.InferOutput<typeof loginSchema>;

export type FieldIssues<K extends string> = Partial<Record<K, string>>;

/** Parses untrusted form values; returns the clean input or the first issue key per field. */
export function parseLogin(
  values: Record<string, unknown>,
): { ok: true; value: LoginInput } | { ok: false; issues: FieldIssues<'email' | 'password'> } {
  const result = v.safeParse(loginSchema, values);
  if (result.success) return { ok: true, value: result.output };
  const issues: FieldIssues<'email' | 'password'> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if ((key === 'email' || key === 'password') && !issues[key]) issues[key] = issue.message;
  }
  return { ok: false, issues };
}
