// The contact form and consent records: both go through callables (rate limited and
// validated on the server with the same schemas).

import type { CallableReply } from '@model/callables';
import type { SubmitContactInput } from '@model/schemas/contact';
import type { RecordConsentInput } from '@model/schemas/policies';
import { callFunction } from './functions';

export function sendContactMessage(
  input: SubmitContactInput,
): Promise<CallableReply<'submitContact'>> {
  return callFunction('submitContact', input);
}

export function recordConsent(input: RecordConsentInput): Promise<unknown> {
  return callFunction('recordConsent', input);
}
