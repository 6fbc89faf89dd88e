import type { Product } from '@model/variant';
import { queryPublicDocs } from './public-read';

export interface PublicPlan {
  id: string;
  name: string;
  description: string;
  priceMonthly: number | null;
  priceYearly: number | null;
  currency: string;
  features: string[];
  limits: { channels: number; postsPerMonth: number; members: number } | null;
}

function localised(value: unknown, locale: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const map = value as Record<string, unknown>;
    const text = map[locale] ?? map.en;
    if (typeof text === 'string') return text;
  }
  return '';
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The active plans of a product in their display order, names in the given locale. */
export async function listActivePlans(product: Product, locale: string): Promise<PublicPlan[]> {
  const docs = await queryPublicDocs('plans', { product, active: true });
  return docs
    .map((doc) => ({ doc, order: numberOrNull(doc.data.order) ?? 0 }))
    .sort((a, b) => a.order - b.order)
    .map(({ doc: { id, data } }) => {
      return {
        id,
        name: localised(data.name, locale),
        description: localised(data.description, locale),
        priceMonthly: numberOrNull(data.priceMonthly),
        priceYearly: numberOrNull(data.priceYearly),
        currency: typeof data.currency === 'string' ? data.currency : 'EUR',
        features: Array.isArray(data.features)
          ? data.features.map((f: unknown) => localised(f, locale)).filter(Boolean)
          : [],
        limits: readLimits(data.limits),
      };
    });
}

function readLimits(value: unknown): PublicPlan['limits'] {
  if (typeof value !== 'object' || value === null) return null;
  const map = value as Record<string, unknown>;
  const channels = numberOrNull(map.channels);
  const postsPerMonth = numberOrNull(map.postsPerMonth);
  const members = numberOrNull(map.members);
  return channels === null || postsPerMonth === null || members === null
    ? null
    : { channels, postsPerMonth, members };
}
