// Pricing plans for the super admin screen: every plan of a product, archived ones included,
// with its texts in every locale; changes go through the plan callables.

import type { CallableReply } from '@model/callables';
import type {
  ArchivePlanInput,
  CreatePlanInput,
  PlanFields,
  UpdatePlanInput,
} from '@model/schemas/plans';
import type { Product } from '@model/variant';
import { firestoreLite } from '../firestore';
import { callFunction } from '../functions';
import { numberOrNull } from '../localised';

export interface AdminPlan extends PlanFields {
  id: string;
  active: boolean;
  /** Its updatedAt in ms: the version an edit is based on, so a newer one is never overwritten. */
  version?: number | null;
}

function texts(value: unknown): PlanFields['name'] {
  const out: Record<string, string> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [locale, text] of Object.entries(value)) {
      if (typeof text === 'string') out[locale] = text;
    }
  }
  return { ...out, en: out.en ?? '' } as PlanFields['name'];
}

/** Every plan of a product in display order, archived ones last. */
export async function listPlansForAdmin(product: Product): Promise<AdminPlan[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(lite.collection(db, 'plans'), lite.where('product', '==', product)),
  );
  const plans = snapshot.docs.map((doc): AdminPlan => {
    const data = doc.data();
    const limits = (data.limits ?? {}) as Record<string, unknown>;
    // Optional: a plan without it leaves the limit to the server's fallback.
    const workspaces = numberOrNull(limits.workspaces);
    return {
      id: doc.id,
      product,
      active: data.active === true,
      name: texts(data.name),
      description: texts(data.description),
      priceMonthly: numberOrNull(data.priceMonthly) ?? 0,
      priceYearly: numberOrNull(data.priceYearly) ?? 0,
      currency: typeof data.currency === 'string' ? data.currency : 'EUR',
      limits: {
        channels: numberOrNull(limits.channels) ?? 0,
        postsPerMonth: numberOrNull(limits.postsPerMonth) ?? 0,
        members: numberOrNull(limits.members) ?? 0,
        ...(workspaces === null ? {} : { workspaces }),
      },
      features: Array.isArray(data.features)
        ? data.features.filter((f: unknown): f is string => typeof f === 'string')
        : [],
      order: numberOrNull(data.order) ?? 0,
      version: data.updatedAt instanceof lite.Timestamp ? data.updatedAt.toMillis() : null,
    };
  });
  return plans.sort((a, b) => Number(b.active) - Number(a.active) || a.order - b.order);
}

export function createPlan(input: CreatePlanInput): Promise<CallableReply<'createPlan'>> {
  return callFunction('createPlan', input);
}

export function updatePlan(input: UpdatePlanInput): Promise<CallableReply<'updatePlan'>> {
  return callFunction('updatePlan', input);
}

export function archivePlan(input: ArchivePlanInput): Promise<CallableReply<'archivePlan'>> {
  return callFunction('archivePlan', input);
}
