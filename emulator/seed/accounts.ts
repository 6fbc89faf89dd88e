// The demo accounts of the seed: one person per role, with the password the stack banner prints.

import type { ConsentDoc, DemoAccount, SeedDocument, UserDoc } from './model';
import type { SeedClock } from './seed-clock';

/** Every demo account shares this password so a developer can remember it; the emulator only. */
export const DEMO_PASSWORD = 'demo-password';

/** Fixed uids: the seed is idempotent and other seed modules refer to these. */
export const UID = {
  smmUser: 'demo-smm-user',
  smmAdmin: 'demo-smm-admin',
  smmSuperAdmin: 'demo-smm-super-admin',
  smmSaasAdmin: 'demo-smm-saas-admin',
  connectUser: 'demo-connect-user',
  connectAdmin: 'demo-connect-admin',
  connectSuperAdmin: 'demo-connect-super-admin',
  connectSaasAdmin: 'demo-connect-saas-admin',
  connectClient: 'demo-connect-client',
  legacy: 'demo-legacy-admin',
} as const;

export const ACCOUNTS: DemoAccount[] = [
  {
    uid: UID.smmUser,
    email: 'smm-user@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Sofía Marín',
    purpose: 'smm user: owns the Studio Sol workspace',
    product: 'smm',
    roles: { smm: 'user' },
    locale: 'es',
    timeZone: 'Europe/Madrid',
  },
  {
    uid: UID.smmAdmin,
    email: 'smm-admin@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Adam Okafor',
    purpose: 'smm admin',
    product: 'smm',
    roles: { smm: 'admin' },
    locale: 'en',
    timeZone: 'Europe/London',
  },
  {
    uid: UID.smmSuperAdmin,
    email: 'smm-super-admin@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Beatrice Rossi',
    purpose: 'smm super_admin: policies, settings, plans, grants',
    product: 'smm',
    roles: { smm: 'super_admin' },
    locale: 'it',
    timeZone: 'Europe/Rome',
  },
  {
    uid: UID.smmSaasAdmin,
    email: 'smm-saas-admin@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Chen Wei',
    purpose: 'smm saas_admin (operator of the software)',
    product: 'smm',
    roles: { smm: 'saas_admin' },
    locale: 'zh',
    timeZone: 'Asia/Shanghai',
  },
  {
    uid: UID.connectUser,
    email: 'connect-user@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Hannah Becker',
    purpose: 'connect user: client of Harbour Dental',
    product: 'connect',
    roles: { connect: 'user' },
    locale: 'de',
    timeZone: 'Europe/Berlin',
  },
  {
    uid: UID.connectAdmin,
    email: 'connect-admin@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Diego Alves',
    purpose: 'connect admin (agency staff)',
    product: 'connect',
    roles: { connect: 'admin' },
    locale: 'pt',
    timeZone: 'Europe/Lisbon',
  },
  {
    uid: UID.connectSuperAdmin,
    email: 'connect-super-admin@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Élise Moreau',
    purpose: 'connect super_admin (agency owner)',
    product: 'connect',
    roles: { connect: 'super_admin' },
    locale: 'fr',
    timeZone: 'Europe/Paris',
  },
  {
    uid: UID.connectSaasAdmin,
    email: 'connect-saas-admin@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Farah Haddad',
    purpose: 'connect saas_admin (operator of the software)',
    product: 'connect',
    roles: { connect: 'saas_admin' },
    locale: 'ar',
    timeZone: 'Asia/Dubai',
  },
  {
    uid: UID.connectClient,
    email: 'client@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Grace Lee',
    purpose: 'connect client: approver of Northwind Bakery',
    product: 'connect',
    roles: { connect: 'user' },
    locale: 'en',
    timeZone: 'America/New_York',
  },
  {
    uid: UID.legacy,
    email: 'legacy@example.com',
    password: DEMO_PASSWORD,
    displayName: 'Ivan Petrov',
    purpose: 'legacy-only role field "Admin" (no roles map): admin in the variant used',
    product: 'smm',
    legacyRole: 'Admin',
    locale: 'en',
    timeZone: 'UTC',
  },
];

export function userDocuments(clock: SeedClock): SeedDocument[] {
  return ACCOUNTS.map((account, index) => {
    const data: UserDoc = {
      email: account.email,
      displayName: account.displayName,
      photoURL: null,
      locale: account.locale,
      timeZone: account.timeZone,
      disabled: false,
      lastLoginAt: clock.at(-1 - index, 8, 30),
      // Verified with a password of their own: accepting an invitation keeps it (passwordTrust.ts).
      emailVerifiedAt: clock.at(-30, 9, 0),
      ...clock.stamps(120 - index * 5, 2),
    };
    if (account.roles) data.roles = account.roles;
    if (account.legacyRole !== undefined) data.role = account.legacyRole;
    return { path: `users/${account.uid}`, data };
  });
}

/** Consent records of the accounts that accepted the current policies in the consent centre. */
export function consentDocuments(
  clock: SeedClock,
  versions: Record<string, number>,
): SeedDocument[] {
  const accepted = [UID.smmUser, UID.connectUser, UID.connectClient];
  return accepted.flatMap((uid, index) =>
    Object.entries(versions).map(([kind, version]) => {
      const data: ConsentDoc = {
        version,
        acceptedAt: clock.at(-10 + index, 10),
        ...clock.stamps(10 - index),
      };
      return { path: `users/${uid}/consents/${kind}`, data };
    }),
  );
}
