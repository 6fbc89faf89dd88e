import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/support/functions/maildev';
import { smtpTransport } from '../../mail/transport';
import { asFailureReason, failureReasonOf } from './failureReason';

const message = {
  from: 'a@example.test',
  to: 'b@example.test',
  subject: 's',
  text: 't',
  html: '<p>t</p>',
  messageId: '<m@example.test>',
  headers: {},
};

/** An SMTP server that answers RCPT TO with `answer`. */
async function smtpAnswering(answer: string) {
  const server = createServer((socket) => {
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(`${answer}\r\n`);
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function reasonFrom(port: number) {
  const transport = smtpTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    user: '',
    password: '',
  });
  try {
    await transport.send(message);
    return 'sent';
  } catch (error) {
    return failureReasonOf(error);
  }
}

describe('failureReasonOf, against real SMTP answers', () => {
  it('calls a refused recipient rejected and a temporary refusal busy', async () => {
    const refusing = await smtpAnswering('550 5.1.1 <b@example.test>: user unknown');
    const busy = await smtpAnswering('452 4.2.2 mailbox full, try later');
    try {
      expect(await reasonFrom(refusing.port)).toBe('rejected');
      expect(await reasonFrom(busy.port)).toBe('busy');
    } finally {
      await refusing.stop();
      await busy.stop();
    }
  });

  it('calls a server that does not listen unreachable', async () => {
    expect(await reasonFrom(await freePort())).toBe('unreachable');
  });

  it('knows a sign-in refusal and falls back to other', () => {
    expect(failureReasonOf({ code: 'EAUTH', responseCode: 535 })).toBe('auth');
    expect(failureReasonOf(new Error('boom'))).toBe('other');
    expect(asFailureReason('busy')).toBe('busy');
    expect(asFailureReason('451 4.3.0 nope')).toBeNull();
  });
});
