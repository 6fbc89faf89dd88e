// What a mail about a workspace wears. A workspace with a white label sends under its agency's
// name (the site's name in the mail), its sender name (the From display name) and its colours and
// logo (the band that heads the mail and the button); any other mail wears the site's own name.
// Every mail with a workspace goes through here: review links, approvals, comments, requests,
// reports, invitations into the workspace.

import { type WhiteLabel, whiteLabelOf } from '@model/schemas/branding/white-label';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { bucket } from '../../firebase';
import { logoUrlOf } from '../workspaces/whiteLabel';
import type { MailBrand } from './render';

export interface MailDress {
  /** The name the mail is signed with: the agency's under a label, else the site's. */
  siteName: string;
  /** The From display name; null keeps the configured sender as it is. */
  senderName: string | null;
  brand?: MailBrand;
}

/** The dress for a label (null: the site's own), the logo at its public address in the bucket. */
export function dressOf(
  label: WhiteLabel | null,
  siteName: string,
  bucketName: () => string,
): MailDress {
  if (!label) return { siteName, senderName: null };
  return {
    siteName: label.agencyName,
    senderName: label.senderName,
    brand: {
      colour: label.colour,
      textColour: label.textColour,
      ...(label.logoPath ? { logoUrl: logoUrlOf(label.logoPath, bucketName()) } : {}),
    },
  };
}

/** The dress of a mail about `workspaceId` (an outbox document's), read inside the fan-out. */
export async function mailDressFor(
  db: Firestore,
  tx: Transaction,
  workspaceId: unknown,
  siteName: string,
): Promise<MailDress> {
  if (typeof workspaceId !== 'string' || !workspaceId) return { siteName, senderName: null };
  const workspace = await tx.get(db.collection('workspaces').doc(workspaceId));
  return dressOf(whiteLabelOf(workspace.data() ?? {}), siteName, () => bucket().name);
}
