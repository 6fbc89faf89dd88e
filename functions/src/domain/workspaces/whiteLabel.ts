// A client workspace's white label, set by its owner or the product's staff: the agency's name
// and logo, its colours and the mail sender name (model/schemas/white-label.ts). Colours whose
// text would not read (below WCAG AA) are refused with the ratio, nothing written; the review
// page shows the label to the workspace's reviewers (reviewLinks.ts).

import {
  AA_CONTRAST,
  contrastRatio,
  type PublicWhiteLabel,
  type SetWhiteLabelInput,
  whiteLabelOf,
} from '@model/schemas/branding/white-label';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { storageEmulatorHost } from '../../config';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import { invalid } from '../errors';
import { actAs, readWorkspace } from './workspaces';

export async function setWhiteLabel(
  db: Firestore,
  caller: Caller,
  input: SetWhiteLabelInput,
): Promise<{ workspaceId: string; contrast: number | null }> {
  const label = input.whiteLabel;
  const contrast = label ? contrastRatio(label.colour, label.textColour) : null;
  if (contrast !== null && contrast < AA_CONTRAST) {
    throw invalid(
      `The text colour on the brand colour has a contrast of ${contrast}:1; WCAG AA needs at least ${AA_CONTRAST}:1.`,
    );
  }
  // A logo is uploaded under the workspace's own folder: another workspace's file is not its.
  if (label?.logoPath && !label.logoPath.startsWith(`whiteLabels/${input.workspaceId}/`)) {
    throw invalid('The logo must be a file uploaded to this workspace’s white label.');
  }
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    const as = actAs(workspace, caller, ['owner']);
    if (label?.host) {
      const taken = await tx.get(
        db.collection('workspaces').where('whiteLabel.host', '==', label.host).limit(2),
      );
      if (taken.docs.some((doc) => doc.id !== workspace.id)) {
        throw invalid('Another workspace already uses this host name.');
      }
    }
    tx.update(workspace.ref, {
      whiteLabel: label ?? FieldValue.delete(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'workspace.whiteLabel',
      actorUid: caller.uid,
      product: workspace.product,
      target: workspace.ref.path,
      details: { whiteLabel: label, as },
    });
    return { workspaceId: workspace.id, contrast };
  });
}

/** The label a host name wears, for its visitors (the sender name stays private). */
export async function whiteLabelForHost(
  db: Firestore,
  host: string,
): Promise<{ whiteLabel: PublicWhiteLabel | null }> {
  const found = await db
    .collection('workspaces')
    .where('whiteLabel.host', '==', host)
    .limit(1)
    .get();
  const label = found.docs[0] ? whiteLabelOf(found.docs[0].data()) : null;
  if (!label) return { whiteLabel: null };
  const { agencyName, logoPath, colour, textColour } = label;
  return { whiteLabel: { agencyName, colour, textColour, ...(logoPath ? { logoPath } : {}) } };
}

/**
 * The address mail shows a logo at: Firebase Storage's public download address of its path
 * (storage.rules lets anyone read whiteLabels/), or the emulator's in the local stack.
 */
export function logoUrlOf(path: string, bucketName: string): string {
  const emulator = storageEmulatorHost();
  const origin = emulator ? `http://${emulator}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media`;
}
