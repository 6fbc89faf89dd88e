// A workspace asks for a bigger plan, from the refusal of its plan's limit. The request names the
// plan and what the workspace holds, so whoever answers needs no second question. In connect the
// agency runs its work as service requests, so it becomes one on their board; smm has no board,
// so its admins (who grant plans and courtesy subscriptions) are notified. Members who manage
// channels may ask, since they are the ones the limit stops.

import type {
  RequestPlanUpgradeInput,
  RequestPlanUpgradeResult,
} from '@model/schemas/plan-upgrade';
import type { Firestore } from 'firebase-admin/firestore';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import { channelAllowance, channelLimitMessage, heldChannels } from '../channels/channelLimits';
import { CHANNEL_MANAGERS } from '../channels/channels';
import { runOnce } from '../idempotency';
import { actorName, queueNotification } from '../notifications/outbox';
import { newServiceRequest } from '../serviceRequests';
import { actAs, readWorkspace } from '../workspaces/workspaces';

const workspaceName = (data: Record<string, unknown>, id: string) =>
  typeof data.name === 'string' && data.name !== '' ? data.name : id;

export async function requestPlanUpgrade(
  db: Firestore,
  caller: Caller,
  input: RequestPlanUpgradeInput,
  now: Date,
): Promise<RequestPlanUpgradeResult> {
  return runOnce(
    db,
    {
      operation: 'requestPlanUpgrade',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      const workspace = await readWorkspace(db, tx, input.workspaceId);
      const as = actAs(workspace, caller, CHANNEL_MANAGERS);
      const held = await heldChannels(tx, workspace);
      const allowance = await channelAllowance(db, tx, workspace, now);
      const name = workspaceName(workspace.data, workspace.id);
      const facts = channelLimitMessage(allowance, held.size);
      const title = `A bigger plan for ${name}`.slice(0, 150);
      let serviceRequestId: string | null = null;
      if (workspace.product === 'connect') {
        const ref = db.collection('serviceRequests').doc();
        serviceRequestId = ref.id;
        tx.create(
          ref,
          newServiceRequest(workspace, {
            requesterUid: caller.uid,
            apiKeyId: null,
            serviceId: null,
            title,
            details: [facts, input.note].filter(Boolean).join('\n\n'),
          }),
        );
      }
      queueNotification(db, tx, {
        event:
          workspace.product === 'connect' ? 'service_request_created' : 'plan_upgrade_requested',
        audience: { staffOf: workspace.product },
        params: {
          actor: actorName(caller),
          subject: workspace.product === 'connect' ? title : name,
          comment: input.note || undefined,
        },
        path:
          workspace.product === 'connect'
            ? '/app/admin/service-requests'
            : '/app/admin/courtesy-subscriptions',
        workspaceId: workspace.id,
        product: workspace.product,
        actorUid: caller.uid,
      });
      recordAudit(db, tx, {
        action: 'workspace.planUpgradeRequested',
        actorUid: caller.uid,
        product: workspace.product,
        target: workspace.ref.path,
        details: { plan: allowance.planName, allowed: allowance.limit, held: held.size, as },
      });
      return { serviceRequestId };
    },
  );
}
