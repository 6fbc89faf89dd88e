// A service request's thread as both sides live it: the agency's moves and replies are
// recorded in order and marked for the client; the client's answer notifies the agency.

import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../test/support/functions/suiteFirestore';
import type { Caller } from './caller';
import { OUTBOX } from './notifications/outbox';
import { updateServiceRequest } from './serviceRequests';

const fs = suiteFirestore();
const now = new Date('2026-11-20T10:00:00Z');

const client: Caller = {
  uid: 'u-client',
  email: 'client@test',
  doc: { roles: { connect: 'user' } },
};
const viewer: Caller = {
  uid: 'u-viewer',
  email: 'viewer@test',
  doc: { roles: { connect: 'user' } },
};
const staff: Caller = { uid: 'u-staff', email: 'staff@test', doc: { roles: { connect: 'admin' } } };

beforeEach(async () => {
  await fs.clear();
  await fs.db.doc('workspaces/ws1').set({
    name: 'Bakery',
    product: 'connect',
    ownerUid: client.uid,
    members: { [client.uid]: 'owner', [viewer.uid]: 'viewer' },
  });
  await fs.db.doc('serviceRequests/sr1').set({
    workspaceId: 'ws1',
    product: 'connect',
    requesterUid: client.uid,
    title: 'Holiday content',
    details: 'Six posts.',
    status: 'new',
  });
});

async function thread() {
  const snap = await fs.db.collection('serviceRequests/sr1/messages').get();
  return snap.docs.map((doc) => doc.data());
}

async function outbox() {
  return (await fs.db.collection(OUTBOX).get()).docs.map((doc) => doc.data());
}

describe('a service request thread', () => {
  it("records the agency's move and reply, and marks them for the client", async () => {
    await updateServiceRequest(
      fs.db,
      staff,
      {
        requestId: randomUUID(),
        serviceRequestId: 'sr1',
        status: 'waiting_client',
        message: 'Could you send the photos?',
      },
      now,
    );
    const messages = await thread();
    expect(messages).toHaveLength(2);
    expect(messages.find((m) => m.kind === 'status')).toMatchObject({
      from: 'new',
      to: 'waiting_client',
      staff: true,
      text: '',
    });
    expect(messages.find((m) => m.kind === undefined)).toMatchObject({
      text: 'Could you send the photos?',
      staff: true,
    });
    const request = (await fs.db.doc('serviceRequests/sr1').get()).data();
    expect(request?.staffActivityAt).toBeDefined();
    const mail = await outbox();
    expect(mail.map((m) => m.event)).toEqual(['service_request_answered']);
    expect(mail[0]?.audience).toEqual({ uids: [client.uid] });
  });

  it("lets the client answer, without marking it unread for them, and tells the agency's staff", async () => {
    await updateServiceRequest(
      fs.db,
      client,
      { requestId: randomUUID(), serviceRequestId: 'sr1', message: 'Photos on Monday.' },
      now,
    );
    const messages = await thread();
    expect(messages).toEqual([
      expect.objectContaining({ text: 'Photos on Monday.', staff: false }),
    ]);
    const request = (await fs.db.doc('serviceRequests/sr1').get()).data();
    expect(request?.staffActivityAt).toBeUndefined();
    expect(request?.status).toBe('new');
    const mail = await outbox();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      event: 'service_request_replied',
      audience: { staffOf: 'connect' },
      params: { subject: 'Holiday content', comment: 'Photos on Monday.' },
      path: '/app/admin/service-requests',
    });
  });

  it('refuses a viewer of the workspace and a client changing the status, writing nothing', async () => {
    await expect(
      updateServiceRequest(
        fs.db,
        viewer,
        { requestId: randomUUID(), serviceRequestId: 'sr1', message: 'Hello' },
        now,
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      updateServiceRequest(
        fs.db,
        client,
        { requestId: randomUUID(), serviceRequestId: 'sr1', status: 'done', message: 'Done!' },
        now,
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await thread()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});
