// Every enumeration of a stored value is written out once, in its home module: a second literal
// list of the same values (an array or a union type, in any order) anywhere in the source is a
// copy that will drift, so this test reads the whole tree for one.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES } from '../member-roles';
import { PRODUCTS, ROLES } from '../roles';
import { CHANNEL_STATUSES } from './channels/channels';
import { INVITATION_STATUSES } from './invitations';
import {
  DELIVERY_STATES,
  FAILURE_REASONS,
  NOTIFY_CATEGORIES,
  NOTIFY_CHANNELS,
  NOTIFY_EVENTS,
} from './notify-kinds';
import { ONBOARDING_STATUSES } from './onboarding';
import { POLICY_KINDS } from './policies';
import { CHANNEL_RESULT_STATUSES, POST_STATUSES } from './posts/posts';
import { SERVICE_REQUEST_STATUSES } from './service-requests';
import { SUBSCRIPTION_STATUSES } from './subscriptions';

const root = path.resolve(import.meta.dirname, '../..');

/** Each enumeration and the one file that may spell it out. */
const ENUMERATIONS: [string, readonly string[], string][] = [
  ['PRODUCTS', PRODUCTS, 'model/roles.ts'],
  ['ROLES', ROLES, 'model/roles.ts'],
  ['MEMBER_ROLES', MEMBER_ROLES, 'model/member-roles.ts'],
  ['POST_STATUSES', POST_STATUSES, 'model/schemas/posts/posts.ts'],
  ['CHANNEL_RESULT_STATUSES', CHANNEL_RESULT_STATUSES, 'model/schemas/posts/posts.ts'],
  ['CHANNEL_STATUSES', CHANNEL_STATUSES, 'model/schemas/channels/channel-status.ts'],
  ['SERVICE_REQUEST_STATUSES', SERVICE_REQUEST_STATUSES, 'model/schemas/service-requests.ts'],
  ['ONBOARDING_STATUSES', ONBOARDING_STATUSES, 'model/schemas/onboarding.ts'],
  ['SUBSCRIPTION_STATUSES', SUBSCRIPTION_STATUSES, 'model/schemas/subscriptions.ts'],
  ['INVITATION_STATUSES', INVITATION_STATUSES, 'model/schemas/invitations.ts'],
  ['POLICY_KINDS', POLICY_KINDS, 'model/schemas/policies.ts'],
  ['NOTIFY_EVENTS', NOTIFY_EVENTS, 'model/schemas/notify-kinds.ts'],
  ['NOTIFY_CATEGORIES', NOTIFY_CATEGORIES, 'model/schemas/notify-kinds.ts'],
  ['NOTIFY_CHANNELS', NOTIFY_CHANNELS, 'model/schemas/notify-kinds.ts'],
  ['DELIVERY_STATES', DELIVERY_STATES, 'model/schemas/notify-kinds.ts'],
  ['FAILURE_REASONS', FAILURE_REASONS, 'model/schemas/notify-kinds.ts'],
];

const SOURCE_FOLDERS = [
  'model',
  'src',
  'functions/src',
  'test/support/functions',
  'emulator',
  'scripts',
];

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'locales')
        out.push(...sourceFiles(relative));
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push(relative);
    }
  }
  return out;
}

/**
 * The runs of quoted strings in a text that are joined by commas or `|` (array literals and
 * union types), each as the set of its strings.
 */
function literalLists(text: string): Set<string>[] {
  const quoted = String.raw`'[^'\n]*'|"[^"\n]*"`;
  const list = new RegExp(String.raw`(?:${quoted})(?:\s*[,|]\s*(?:${quoted}))+`, 'g');
  return [...text.matchAll(list)].map(
    (match) =>
      new Set([...match[0].matchAll(new RegExp(quoted, 'g'))].map((m) => m[0].slice(1, -1))),
  );
}

const files = SOURCE_FOLDERS.flatMap(sourceFiles).map((file) => ({
  file,
  lists: literalLists(readFileSync(path.join(root, file), 'utf8')),
}));

describe('each enumeration is declared once', () => {
  it.each(ENUMERATIONS)('%s is spelt out only in its home module', (_name, values, home) => {
    const spelt = files
      .filter(({ lists }) => lists.some((list) => values.every((value) => list.has(value))))
      .map(({ file }) => file);
    expect(spelt).toEqual([home]);
  });

  it('finds a copy, whatever its order or form', () => {
    const lists = literalLists(
      `type S = 'done' | 'new' |\n  'rejected' | 'in_progress' | 'waiting_client';`,
    );
    expect(lists.some((list) => SERVICE_REQUEST_STATUSES.every((s) => list.has(s)))).toBe(true);
  });
});
