// What the public REST routes read: active plans, the service catalogue, public team profiles
// and published policies. Each returns plain JSON (timestamps as ISO strings), never more
// fields than the public site shows.

import {
  answeredFields,
  apiPlanSchema,
  apiServiceSchema,
  apiTeamMemberSchema,
} from '@model/schemas/api-responses';
import { POLICY_KINDS, type PolicyKind } from '@model/schemas/policies';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';

export function toJson(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toJson(inner)]));
  }
  return value;
}

function pick(data: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (data[key] !== undefined) out[key] = toJson(data[key]);
  return out;
}

function byOrder(a: Record<string, unknown>, b: Record<string, unknown>): number {
  return (Number(a.order) || 0) - (Number(b.order) || 0);
}

/** The fields each public object shows: those of its API schema (src/lib/schemas/api-responses). */
const PLAN_FIELDS = answeredFields(apiPlanSchema);

export async function listPlans(
  db: Firestore,
  product: string,
): Promise<Record<string, unknown>[]> {
  const snap = await db.collection('plans').where('active', '==', true).get();
  return snap.docs
    .filter((doc) => doc.data().product === product)
    .map((doc) => ({ id: doc.id, ...pick(doc.data(), PLAN_FIELDS) }))
    .sort(byOrder);
}

const SERVICE_FIELDS = answeredFields(apiServiceSchema);

export async function listServices(db: Firestore): Promise<Record<string, unknown>[]> {
  const snap = await db.collection('services').get();
  return snap.docs
    .filter((doc) => doc.data().active !== false)
    .map((doc) => ({ id: doc.id, ...pick(doc.data(), SERVICE_FIELDS) }))
    .sort(byOrder);
}

const TEAM_FIELDS = answeredFields(apiTeamMemberSchema);

export async function listTeam(db: Firestore): Promise<Record<string, unknown>[]> {
  const snap = await db.collection('team').where('public', '==', true).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...pick(doc.data(), TEAM_FIELDS) })).sort(byOrder);
}

export function isPolicyKind(kind: string): kind is PolicyKind {
  return (POLICY_KINDS as readonly string[]).includes(kind);
}

export async function readPolicy(
  db: Firestore,
  kind: PolicyKind,
  locale: string | null,
): Promise<Record<string, unknown> | null> {
  const snap = await db.collection('policies').doc(kind).get();
  const data = snap.data();
  if (!data || typeof data.version !== 'number') return null;
  const content = (data.content ?? {}) as Record<string, unknown>;
  return {
    kind,
    version: data.version,
    publishedAt: toJson(data.publishedAt) ?? null,
    content: locale ? { [locale]: content[locale] ?? content.en ?? null } : content,
  };
}
