import { describe, expect, it } from 'vitest';
import { mailDevEndpoints, mailDevUrl, mailEnv } from './maildev';

describe('MailDev in the stack', () => {
  it('listens on 1025 (SMTP) and 1080 (web) on 127.0.0.1, shifted by the stack offset', () => {
    expect(mailDevEndpoints(0)).toEqual({
      smtp: { host: '127.0.0.1', port: 1025 },
      web: { host: '127.0.0.1', port: 1080 },
    });
    const shifted = mailDevEndpoints(40000);
    expect([shifted.smtp.port, shifted.web.port]).toEqual([41025, 41080]);
    expect(mailDevUrl(shifted)).toBe('http://127.0.0.1:41080/');
  });

  it('tells the functions where MailDev, the app and the functions themselves are', () => {
    expect(
      mailEnv(mailDevEndpoints(40000), 'http://127.0.0.1:45000', 'http://127.0.0.1:45001'),
    ).toEqual({
      MAILDEV_SMTP_HOST: '127.0.0.1',
      MAILDEV_SMTP_PORT: '41025',
      MAILDEV_URL: 'http://127.0.0.1:41080/',
      STACK_APP_ORIGIN: 'http://127.0.0.1:45000',
      STACK_FUNCTIONS_ORIGIN: 'http://127.0.0.1:45001',
    });
  });
});
