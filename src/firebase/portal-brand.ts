// The white labels a signed-in connect client's portal may wear: those of the connect workspaces
// they belong to (the query shape the rules allow members), without the private sender name and
// host. The portal's frame picks one (features/portal-brand).

import { MEMBER_ROLES } from '@model/member-roles';
import { type PublicWhiteLabel, whiteLabelOf } from '@model/schemas/branding/white-label';
import { firestoreLite } from './firestore';

export interface PortalLabel {
  workspaceId: string;
  label: PublicWhiteLabel;
}

/** The labelled connect workspaces of `uid`, by workspace name. */
export async function portalLabels(uid: string): Promise<PortalLabel[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(lite.collection(db, 'workspaces'), lite.where(`members.${uid}`, 'in', MEMBER_ROLES)),
  );
  return snapshot.docs
    .filter((doc) => doc.get('product') === 'connect')
    .sort((a, b) => String(a.get('name') ?? '').localeCompare(String(b.get('name') ?? '')))
    .flatMap((doc) => {
      const label = whiteLabelOf(doc.data());
      if (!label) return [];
      const { agencyName, logoPath, colour, textColour } = label;
      return [
        {
          workspaceId: doc.id,
          label: { agencyName, colour, textColour, ...(logoPath ? { logoPath } : {}) },
        },
      ];
    });
}
