// What a form that makes the platform email someone (an invitation, a resend, a review link, a
// mention) says when the server refuses to send past the caps on mail to others
// (functions/src/domain/mailCaps.ts). For errorSentence's `specific`. (The verified address the
// server also asks for is the app's own gate: unverified accounts see no such form.)

import type { MessageDescriptor } from '@lingui/core';

export const mailErrors: Readonly<Record<string, MessageDescriptor>> = {
  'functions/resource-exhausted': /*i18n*/ {
    id: 'mail.capReached',
    message:
      'You have sent as many emails as allowed for now (per hour and per day). Try again later.',
  },
};
