// The seed's own types, over the stored-document types of the kernel.

import { type Locale, SUPPORTED_LOCALES } from '@model/constants';
import { PRODUCTS, ROLES, type Role } from '@model/roles';
import type { Product } from '@model/variant';

export type { MemberRole } from '@model/member-roles';
/**
 * The seeded documents have the shapes of model/schemas (the stored `…DocSchema` of each
 * collection): the seed declares none of its own, and its test parses every document it writes.
 */
export type { ChannelDoc, ChannelStatus } from '@model/schemas/channels/channels';
export type { CommentDoc } from '@model/schemas/comments';
export type { InvitationDoc } from '@model/schemas/invitations';
export type { OnboardingDoc, OnboardingStatus } from '@model/schemas/onboarding';
export type { PlanDoc } from '@model/schemas/plans';
export type { PolicyDoc, PolicyKind, PolicyVersionDoc } from '@model/schemas/policies';
export {
  type ChannelResultStatus,
  POST_STATUSES,
  type PostStatus,
} from '@model/schemas/posts/posts';
export type {
  PostDoc,
  StoredChannelResult as ChannelResult,
} from '@model/schemas/posts/posts-stored';
export type {
  ServiceRequestDoc,
  ServiceRequestMessageDoc as MessageDoc,
  ServiceRequestStatus,
} from '@model/schemas/service-requests';
export type { ServiceDoc } from '@model/schemas/services';
export type { SettingsDoc } from '@model/schemas/settings';
export type { SubscriptionDoc, SubscriptionStatus } from '@model/schemas/subscriptions';
export type { TeamDoc } from '@model/schemas/team';
export type { ConsentDoc, UserDoc } from '@model/schemas/users';
export type { MetricDoc, PostMetricDoc, WorkspaceDoc } from '@model/schemas/workspaces';

export { PRODUCTS, type Product, ROLES, type Role };

export const LOCALES = SUPPORTED_LOCALES;
export type { Locale };
export type PerLocale = Record<Locale, string>;

/** A sign-in account of the demo: an Auth emulator user plus its `users/{uid}` document. */
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** What this account demonstrates, shown in the stack banner and the seed README. */
  purpose: string;
  /** The variant to sign in to; the banner prints its URL. */
  product: Product;
  /** The product roles map; absent on the legacy account, which has only `legacyRole`. */
  roles?: Partial<Record<Product, Role>>;
  /** The legacy single `role` field, as stored before the roles map existed. */
  legacyRole?: string;
  locale: Locale;
  timeZone: string;
}

/** One document to write: its path under the database root and its fields. */
export interface SeedDocument {
  path: string;
  data: object;
}

/** An image in the Storage emulator that a seeded document points at. */
export interface SeedFile {
  path: string;
  contentType: 'image/png';
  width: number;
  height: number;
  /** Gradient colours, so each image is recognisably different. */
  from: [number, number, number];
  to: [number, number, number];
}

export interface SeedDataset {
  accounts: DemoAccount[];
  documents: SeedDocument[];
  files: SeedFile[];
}
