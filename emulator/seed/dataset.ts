// The whole seed as one dataset: every account, workspace, post and request, dated from one clock.

import { ACCOUNTS, consentDocuments, userDocuments } from './accounts';
import { catalogueDocuments } from './catalogue';
import { invitationDocuments } from './invitations';
import type { PostDoc, SeedDataset, SeedDocument, SeedFile, TeamDoc } from './model';
import { PUBLISHED_VERSIONS, policyDocuments } from './policies';
import { requestDocuments } from './requests';
import { seedClock } from './seed-clock';
import { workspaceDocuments } from './workspaces';

const PALETTE: [number, number, number][] = [
  [245, 158, 11],
  [14, 116, 144],
  [154, 52, 18],
  [50, 70, 211],
  [101, 163, 13],
  [190, 24, 93],
];

/** Every image the documents point at: post media and team photos. */
function filesFor(documents: SeedDocument[]): SeedFile[] {
  const files: SeedFile[] = [];
  const add = (path: string, width: number, height: number) => {
    const from = PALETTE[files.length % PALETTE.length]!;
    const to = PALETTE[(files.length + 3) % PALETTE.length]!;
    files.push({ path, contentType: 'image/png', width, height, from, to });
  };
  for (const { path, data } of documents) {
    if (/^workspaces\/[^/]+\/posts\/[^/]+$/.test(path)) {
      for (const media of (data as PostDoc).media)
        add(media.path, media.width ?? 1080, media.height ?? 1080);
    }
    if (/^team\/[^/]+$/.test(path) && (data as TeamDoc).photoPath) {
      add((data as TeamDoc).photoPath!, 320, 320);
    }
  }
  return files;
}

/** The whole demo: Auth accounts, Firestore documents and Storage files, dated from `now`. */
export function buildSeed(now: Date = new Date()): SeedDataset {
  const clock = seedClock(now);
  const documents = [
    ...userDocuments(clock),
    ...consentDocuments(clock, PUBLISHED_VERSIONS),
    ...workspaceDocuments(clock),
    ...catalogueDocuments(clock),
    ...policyDocuments(clock),
    ...requestDocuments(clock),
    ...invitationDocuments(clock),
  ];
  return { accounts: ACCOUNTS, documents, files: filesFor(documents) };
}
