// Policies for the super admin screen: the published text in every locale, the version
// history (readable by super admins only) and publishing the next version.

import type { CallableReply } from '@model/callables';
import type { PolicyKind, PublishPolicyInput } from '@model/schemas/policies';
import { firestoreLite } from '../firestore';
import { callFunction } from '../functions';
import { numberOrNull } from '../localised';

export type PolicyTexts = Record<string, string>;

export interface PolicyVersion {
  version: number;
  content: PolicyTexts;
  publishedAt: Date | null;
}

/** The published version as the editor starts from it. */
export interface EditedPolicy extends PolicyVersion {
  /** Its updatedAt in ms: what the next publish is based on, so none is published over. */
  base: number | null;
}

function textsOf(value: unknown): PolicyTexts {
  const out: PolicyTexts = {};
  if (typeof value === 'object' && value !== null) {
    for (const [locale, text] of Object.entries(value)) {
      if (typeof text === 'string') out[locale] = text;
    }
  }
  return out;
}

function dateOf(value: unknown): Date | null {
  const stamp = value as { toDate?: () => Date } | undefined;
  return typeof stamp?.toDate === 'function' ? stamp.toDate() : null;
}

/** The published version of a policy, or null when none exists yet. */
export async function readPolicyForEditing(kind: PolicyKind): Promise<EditedPolicy | null> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDoc(lite.doc(db, 'policies', kind));
  const version = snapshot.exists() ? numberOrNull(snapshot.get('version')) : null;
  if (!snapshot.exists() || version === null) return null;
  return {
    version,
    content: textsOf(snapshot.get('content')),
    publishedAt: dateOf(snapshot.get('publishedAt')),
    base: dateOf(snapshot.get('updatedAt'))?.getTime() ?? null,
  };
}

/** Every published version of a policy, newest first. */
export async function listPolicyVersions(kind: PolicyKind): Promise<PolicyVersion[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(lite.collection(db, 'policies', kind, 'versions'));
  return snapshot.docs
    .map((doc) => ({
      version: numberOrNull(doc.get('version')) ?? Number(doc.id),
      content: textsOf(doc.get('content')),
      publishedAt: dateOf(doc.get('publishedAt')),
    }))
    .filter((entry) => Number.isInteger(entry.version))
    .sort((a, b) => b.version - a.version);
}

export function publishPolicy(input: PublishPolicyInput): Promise<CallableReply<'publishPolicy'>> {
  return callFunction('publishPolicy', input);
}
