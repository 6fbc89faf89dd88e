import { type Locale, SUPPORTED_LOCALES } from '../../src/lib/constants';
import { PRODUCTS, ROLES, type Role } from '../../src/lib/roles';
import type { Product } from '../../src/lib/variant';

export type { MemberRole } from '../../src/lib/member-roles';
/**
 * The seeded documents have the shapes of src/lib/schemas (the stored `…DocSchema` of each
 * collection): the seed declares none of its own, and its test parses every document it writes.
 */
export type { ChannelDoc, ChannelStatus } from '../../src/lib/schemas/channels';
export type { CommentDoc } from '../../src/lib/schemas/comments';
export type { InvitationDoc } from '../../src/lib/schemas/invitations';
export type { OnboardingDoc, OnboardingStatus } from '../../src/lib/schemas/onboarding';
export type { PlanDoc } from '../../src/lib/schemas/plans';
export type { PolicyDoc, PolicyKind, PolicyVersionDoc } from '../../src/lib/schemas/policies';
export {
  type ChannelResultStatus,
  POST_STATUSES,
  type PostStatus,
} from '../../src/lib/schemas/posts';
export type {
  PostDoc,
  StoredChannelResult as ChannelResult,
} from '../../src/lib/schemas/posts-stored';
export type {
  ServiceRequestDoc,
  ServiceRequestMessageDoc as MessageDoc,
  ServiceRequestStatus,
} from '../../src/lib/schemas/service-requests';
export type { ServiceDoc } from '../../src/lib/schemas/services';
export type { SettingsDoc } from '../../src/lib/schemas/settings';
export type { SubscriptionDoc, SubscriptionStatus } from '../../src/lib/schemas/subscriptions';
export type { TeamDoc } from '../../src/lib/schemas/team';
export type { ConsentDoc, UserDoc } from '../../src/lib/schemas/users';
export type { MetricDoc, PostMetricDoc, WorkspaceDoc } from '../../src/lib/schemas/workspaces';

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
