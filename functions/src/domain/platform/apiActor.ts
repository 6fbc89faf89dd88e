// Who acts through the open platform: an API key, over the REST API or as an agent over MCP. A
// key acts for no account of its own, so its steps name it in the post's history ("via MCP" and
// the key's name), and an agent's steps also go to the audit log under the account the key
// speaks for, in the transaction of the step.

import type { PostActivityType } from '@model/schemas/posts/post-activity';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { recordAudit } from '../audit';
import { recordActivity } from '../posts/postActivity';

export interface ApiActor {
  keyId: string;
  /** The key's name, as its owner gave it. */
  name: string;
  /** The account the key speaks for. */
  createdBy: string;
  workspaceId: string;
  via: 'api' | 'mcp';
}

/** How the audit log and the notifications name the actor. */
export function actorLabel(actor: ApiActor): string {
  return actor.via === 'mcp' ? `via MCP (${actor.name})` : `API key ${actor.name}`;
}

/** A post's history entry for the actor's step, and its audit entry when an agent took it. */
export function recordApiStep(
  db: Firestore,
  tx: Transaction,
  actor: ApiActor,
  postRef: DocumentReference,
  type: PostActivityType,
  details: Record<string, unknown>,
  product: string | null,
): void {
  recordActivity(tx, postRef, {
    type,
    actorUid: null,
    actorName: actor.name,
    via: actor.via,
    details: { ...details, apiKeyId: actor.keyId },
  });
  if (actor.via === 'mcp')
    recordAgentAudit(db, tx, actor, `mcp.post.${type}`, postRef.path, product);
}

/** An agent's action in the audit log, named "via MCP (key name)". */
export function recordAgentAudit(
  db: Firestore,
  tx: Transaction,
  actor: ApiActor,
  action: string,
  target: string,
  product: string | null,
  details: Record<string, unknown> = {},
): void {
  recordAudit(db, tx, {
    action,
    actorUid: actor.createdBy,
    product,
    target,
    details: { ...details, via: actorLabel(actor), apiKeyId: actor.keyId },
  });
}

/** The actor a verified key is when it acts over `via`. */
export function actorOf(
  key: { keyId: string; name: string; createdBy: string; workspaceId: string },
  via: ApiActor['via'],
): ApiActor {
  return {
    keyId: key.keyId,
    name: key.name,
    createdBy: key.createdBy,
    workspaceId: key.workspaceId,
    via,
  };
}
