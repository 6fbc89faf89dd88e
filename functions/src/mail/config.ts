// Mail settings as Firebase params (set at deploy: `firebase deploy` asks for them, or
// functions/.env) and secrets (SMTP_PASSWORD, NOTIFY_SIGNING_KEY in Secret Manager). In the
// local stack the emulator's MailDev address arrives through MAILDEV_SMTP_HOST/PORT, and the
// app's origin through STACK_APP_ORIGIN, because param defaults would override the stack's ports.

import { defineSecret, defineString } from 'firebase-functions/params';
import { appOrigin, isEmulator, REGION } from '../config';
import type { NotifyConfig } from '../domain/notifications/settings';
import type { SmtpSettings } from './transport';

export const SMTP_HOST = defineString('SMTP_HOST', {
  default: '',
  description: 'SMTP server that sends notification email (empty: email waits, unsent)',
});
export const SMTP_PORT = defineString('SMTP_PORT', { default: '587' });
export const SMTP_USER = defineString('SMTP_USER', { default: '' });
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'Notifications <notifications@example.com>',
  description: 'From header of notification email',
});
export const APP_ORIGIN = defineString('APP_ORIGIN', {
  default: '',
  description: 'Origin of the deployed app, e.g. https://app.example.com',
});
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const NOTIFY_SIGNING_KEY = defineSecret('NOTIFY_SIGNING_KEY');

/** The secrets a function that sends or unsubscribes must be given. */
export const MAIL_SECRETS = [SMTP_PASSWORD, NOTIFY_SIGNING_KEY];

export function smtpSettings(): SmtpSettings {
  if (isEmulator && process.env.MAILDEV_SMTP_PORT) {
    return {
      host: process.env.MAILDEV_SMTP_HOST || '127.0.0.1',
      port: Number(process.env.MAILDEV_SMTP_PORT),
      secure: false,
      user: '',
      password: '',
    };
  }
  const port = Number(SMTP_PORT.value()) || 587;
  return {
    host: SMTP_HOST.value(),
    port,
    secure: port === 465,
    user: SMTP_USER.value(),
    password: SMTP_PASSWORD.value(),
  };
}

export function notifyConfig(): NotifyConfig {
  const project = process.env.GCLOUD_PROJECT ?? '';
  const unsubscribeUrl =
    isEmulator && process.env.STACK_FUNCTIONS_ORIGIN
      ? `${process.env.STACK_FUNCTIONS_ORIGIN}/${project}/${REGION}/unsubscribe`
      : `https://${REGION}-${project}.cloudfunctions.net/unsubscribe`;
  return {
    appOrigin: appOrigin(),
    unsubscribeUrl,
    from: MAIL_FROM.value(),
    secret: NOTIFY_SIGNING_KEY.value(),
  };
}
