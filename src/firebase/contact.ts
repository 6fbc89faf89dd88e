// The contact form and consent records: both go through callables (rate limited and
// validated on the server with the same schemas).

import type { SubmitContactInput } from '@model/schemas/contact';
import type { RecordConsentInput } from '@model/schemas/policies';
import { callFunction } from './functions';

export function sendContactMessage(input: SubmitContactInput): Promise<{ messageId: string }> {
  return callFunction<SubmitContactInput, { messageId: string }>('submitContact', input);
}

export function recordConsent(input: RecordConsentInput): Promise<unknown> {
  return callFunction<RecordConsentInput, unknown>('recordConsent', input);
}
