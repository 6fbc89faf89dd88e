// Grants several channels share on a network: one Meta login serves every Page and Instagram
// account it connected, in whichever workspace. Its channels' secrets carry the same `grant` key.

import type { Firestore } from 'firebase-admin/firestore';

/**
 * Whether a channel other than `channelId` still holds the network grant `grant` (one Meta
 * login's Pages and Instagram accounts, in any workspace): revoking it would cut them off.
 */
export async function grantInUse(
  db: Firestore,
  grant: unknown,
  channelId: string | null,
): Promise<boolean> {
  if (typeof grant !== 'string' || grant === '') return false;
  const holders = await db.collection('channelSecrets').where('grant', '==', grant).limit(2).get();
  return holders.docs.some((doc) => doc.id !== channelId);
}
