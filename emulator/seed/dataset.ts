import { ACCOUNTS, consentDocuments, userDocuments } from './accounts';
import { catalogueDocuments } from './catalogue';
import type { SeedDataset } from './model';
import { PUBLISHED_VERSIONS, policyDocuments } from './policies';
import { requestDocuments } from './requests';
import { seedClock } from './seed-clock';
import { workspaceDocuments } from './workspaces';

/** The whole demo: accounts for the Auth emulator and documents for Firestore, dated from `now`. */
export function buildSeed(now: Date = new Date()): SeedDataset {
  const clock = seedClock(now);
  return {
    accounts: ACCOUNTS,
    documents: [
      ...userDocuments(clock),
      ...consentDocuments(clock, PUBLISHED_VERSIONS),
      ...workspaceDocuments(clock),
      ...catalogueDocuments(clock),
      ...policyDocuments(clock),
      ...requestDocuments(clock),
    ],
  };
}
