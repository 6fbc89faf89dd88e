// The agency's public catalogue: team profiles for /about, services for /services and the
// published policies. Visitors may read only what rules mark public, so every query carries
// the filter the rules check (rules are not filters).

import type { PolicyKind } from '@model/schemas/policies';
import { localisedText, numberOrNull, stringOrNull } from './localised';
import { queryPublicDocs, readPublicDoc } from './public-read';

export interface TeamProfile {
  id: string;
  name: string;
  title: string;
  bio: string;
  photoPath: string | null;
}

export interface CatalogueService {
  id: string;
  name: string;
  description: string;
  priceFrom: number | null;
  currency: string;
  unit: 'project' | 'month' | 'hour' | null;
}

export interface PublishedPolicy {
  kind: PolicyKind;
  version: number;
  title: string;
  markdown: string;
  publishedAt: Date | null;
}

function byOrder<T extends { order: number }>(a: T, b: T): number {
  return a.order - b.order;
}

/** Team members marked public, in their display order. */
export async function listPublicTeam(): Promise<TeamProfile[]> {
  const docs = await queryPublicDocs('team', { public: true });
  return docs
    .map(({ id, data }) => {
      return {
        order: numberOrNull(data.order) ?? 0,
        id,
        name: typeof data.name === 'string' ? data.name : '',
        title: typeof data.title === 'string' ? data.title : '',
        bio: typeof data.bio === 'string' ? data.bio : '',
        photoPath: stringOrNull(data.photoPath),
      };
    })
    .sort(byOrder)
    .map(({ order: _order, ...profile }) => profile);
}

const UNITS = new Set(['project', 'month', 'hour']);

/** Active services of the catalogue, in their display order, texts in the given locale. */
export async function listActiveServices(locale: string): Promise<CatalogueService[]> {
  const docs = await queryPublicDocs('services', { active: true });
  return docs
    .map(({ id, data }) => {
      return {
        order: numberOrNull(data.order) ?? 0,
        id,
        name: localisedText(data.name, locale),
        description: localisedText(data.description, locale),
        priceFrom: numberOrNull(data.priceFrom),
        currency: typeof data.currency === 'string' ? data.currency : 'EUR',
        unit: UNITS.has(data.unit as string) ? (data.unit as CatalogueService['unit']) : null,
      };
    })
    .sort(byOrder)
    .map(({ order: _order, ...service }) => service);
}

/** The published version of a policy, or null when none has been published yet. */
export async function getPublishedPolicy(
  kind: PolicyKind,
  locale: string,
): Promise<PublishedPolicy | null> {
  const doc = await readPublicDoc(`policies/${kind}`);
  if (!doc) return null;
  const { data } = doc;
  const version = numberOrNull(data.version);
  if (version === null) return null;
  const published = data.publishedAt;
  return {
    kind,
    version,
    title: localisedText(data.title, locale),
    markdown: localisedText(data.content, locale),
    publishedAt: published instanceof Date ? published : null,
  };
}
