// The client's answer to "ask the client": an approver who was shown a conversation with the
// team's question answers it from the portal. The answer is stored on the conversation (the
// team's panel shows it live) and the one who asked, and the assignee, hear of it by the bell
// and email. Only the client speaks here: staff's reach over every workspace does not stand in
// for the approver's role, and a conversation not shown to them is as if it did not exist.

import { INBOX_ROLES } from '@model/capabilities';
import type { AnswerTeamInput } from '@model/schemas/inbox';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { denied, notFound } from '../errors';
import { runOnce } from '../idempotency';
import { actorName, excerpt, queueNotification } from '../notifications/outbox';
import { memberRoleOf, readWorkspace, WORKSPACE_REFUSAL } from '../workspaces/workspaces';
import { conversationPath } from './conversation';

const ROLES: readonly string[] = INBOX_ROLES.answerTeam;

export async function answerTeam(
  db: Firestore,
  caller: Caller,
  input: AnswerTeamInput,
  now: Date,
): Promise<{ conversationId: string }> {
  const once = { operation: 'answerTeam', owner: caller.uid, requestId: input.requestId };
  return runOnce(db, { ...once, payload: input, now }, async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    const role = memberRoleOf(workspace, caller.uid);
    if (!(role && ROLES.includes(role))) {
      throw denied(WORKSPACE_REFUSAL);
    }
    const ref = workspace.ref.collection('conversations').doc(input.conversationId);
    const snap = await tx.get(ref);
    const data = snap.data() ?? {};
    // Not shown, or shown without a question: the client has nothing to answer there.
    if (!snap.exists || data.shared !== true || typeof data.clientQuestion !== 'string') {
      throw notFound('The conversation');
    }
    const name = (actorName(caller) ?? caller.uid).slice(0, 120);
    tx.update(ref, {
      clientAnswer: {
        text: input.text,
        authorUid: caller.uid,
        authorName: name,
        at: FieldValue.serverTimestamp(),
      },
      updatedAt: FieldValue.serverTimestamp(),
    });
    const asker = typeof data.clientQuestionBy === 'string' ? data.clientQuestionBy : null;
    const assignee = typeof data.assigneeUid === 'string' ? data.assigneeUid : null;
    const uids = [asker, assignee].filter((uid): uid is string => uid !== null);
    queueNotification(db, tx, {
      event: 'inbox_client_answered',
      // A question asked before the asker was recorded, with nobody assigned: the product's staff.
      audience: uids.length > 0 ? { uids } : { staffOf: workspace.product },
      params: {
        actor: name,
        subject: excerpt(data.clientQuestion),
        comment: input.text,
      },
      path: conversationPath(workspace, ref.id),
      workspaceId: workspace.id,
      product: workspace.product,
      actorUid: caller.uid,
    });
    return { conversationId: ref.id };
  });
}
