import type { Timestamp } from 'firebase-admin/firestore';
import { type Locale, SUPPORTED_LOCALES } from '../../src/lib/constants';
import { POST_STATUSES, type PostStatus } from '../../src/lib/schemas/posts';

/** The shapes of the seeded documents, as the demo fills them. */

export const PRODUCTS = ['smm', 'connect'] as const;
export type Product = (typeof PRODUCTS)[number];

export const ROLES = ['user', 'admin', 'super_admin', 'saas_admin'] as const;
export type Role = (typeof ROLES)[number];

export const LOCALES = SUPPORTED_LOCALES;
export type { Locale };
export type PerLocale = Record<Locale, string>;

export { POST_STATUSES, type PostStatus };

export type MemberRole = 'owner' | 'editor' | 'approver' | 'viewer';
export type ChannelStatus = 'connected' | 'needs_reconnect' | 'disconnected';
export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'cancelled' | 'courtesy';
export type ServiceRequestStatus = 'new' | 'in_progress' | 'waiting_client' | 'done' | 'rejected';
export type OnboardingStatus = 'invited' | 'in_progress' | 'submitted' | 'approved' | 'rejected';
export type PolicyKind = 'privacy' | 'terms' | 'cookies' | 'consent';
export type ChannelResultStatus = 'published' | 'failed' | 'unknown' | 'pending';

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

interface Stamped {
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UserDoc extends Stamped {
  email: string;
  displayName: string;
  photoURL: string | null;
  roles?: Partial<Record<Product, Role>>;
  role?: string;
  locale: Locale;
  timeZone: string;
  disabled: boolean;
  lastLoginAt: Timestamp | null;
}

export interface ConsentDoc extends Stamped {
  version: number;
  acceptedAt: Timestamp;
}

export interface WorkspaceDoc extends Stamped {
  name: string;
  product: Product;
  ownerUid: string;
  members: Record<string, MemberRole>;
  timeZone: string;
  branding: { logoPath: string | null; colour: string };
  planId: string;
}

export interface ChannelDoc extends Stamped {
  provider: 'sandbox';
  handle: string;
  displayName: string;
  avatarUrl: string | null;
  status: ChannelStatus;
  tokenExpiresAt: Timestamp | null;
}

export interface ChannelResult {
  status: ChannelResultStatus;
  externalId: string | null;
  url: string | null;
  error: string | null;
  attempts: number;
  publishedAt: Timestamp | null;
}

export interface PostDoc extends Stamped {
  authorUid: string;
  text: string;
  variants: Record<string, { text: string }>;
  media: { path: string; contentType: string; width: number; height: number; alt: string }[];
  channelIds: string[];
  timeZone: string;
  scheduledAt: Timestamp | null;
  status: PostStatus;
  /** When the post went out (published or partially published), as the publisher writes it. */
  publishedAt: Timestamp | null;
  results: Record<string, ChannelResult>;
  approval: {
    requestedBy: string | null;
    decidedBy: string | null;
    decision: 'approved' | 'changes_requested' | null;
    comment: string | null;
  } | null;
  lease: { holder: string; expiresAt: Timestamp } | null;
}

export interface CommentDoc extends Stamped {
  authorUid: string;
  text: string;
}

export interface MetricDoc extends Stamped {
  postId: string;
  channelId: string;
  capturedAt: Timestamp;
  impressions: number;
  likes: number;
  reposts: number;
  replies: number;
  clicks: number;
}

export interface PlanDoc extends Stamped {
  product: Product;
  name: PerLocale;
  description: PerLocale;
  /** Integer minor units of `currency` (1900 is €19), as src/lib/schemas/plans.ts says. */
  priceMonthly: number;
  priceYearly: number;
  currency: 'EUR' | 'USD';
  /** `workspaces`: smm workspaces one owner may hold (functions/src/domain/workspaceLimit.ts). */
  limits: { channels: number; postsPerMonth: number; members: number; workspaces?: number };
  features: string[];
  active: boolean;
  order: number;
}

export interface SubscriptionDoc extends Stamped {
  planId: string;
  status: SubscriptionStatus;
  courtesy: { grantedBy: string; reason: string; expiresAt: Timestamp } | null;
  currentPeriodEnd: Timestamp;
}

export interface ServiceDoc extends Stamped {
  name: PerLocale;
  description: PerLocale;
  priceFrom: number;
  currency: 'EUR' | 'USD';
  unit: 'project' | 'month' | 'hour';
  active: boolean;
  order: number;
}

export interface ServiceRequestDoc extends Stamped {
  workspaceId: string;
  requesterUid: string;
  serviceId: string;
  title: string;
  details: string;
  status: ServiceRequestStatus;
  assigneeUid: string | null;
  dueAt: Timestamp | null;
}

export interface MessageDoc extends Stamped {
  authorUid: string;
  text: string;
}

interface OnboardingStep {
  done: boolean;
  data: Record<string, unknown>;
}

export interface OnboardingDoc extends Stamped {
  invitedEmail: string;
  workspaceId: string | null;
  steps: Record<'profile' | 'brand' | 'channels' | 'plan' | 'terms', OnboardingStep>;
  status: OnboardingStatus;
  invitedBy: string;
  reviewer: string | null;
}

export interface TeamDoc extends Stamped {
  uid: string | null;
  name: string;
  title: string;
  bio: string;
  photoPath: string | null;
  public: boolean;
  order: number;
}

export interface PolicyDoc extends Stamped {
  kind: PolicyKind;
  version: number;
  title: PerLocale;
  content: PerLocale;
  publishedAt: Timestamp;
  publishedBy: string;
}

export interface PolicyVersionDoc extends Stamped {
  version: number;
  title: PerLocale;
  content: PerLocale;
  publishedAt: Timestamp;
  publishedBy: string;
  summary: string;
}

export interface SettingsDoc extends Stamped {
  siteName: string;
  supportEmail: string;
  enabledLocales: Locale[];
  defaultLocale: Locale;
  maintenance: boolean;
  features: Record<string, boolean>;
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
