// The admin users list: server-side pages of users/{uid} (query in adminUsersQuery.ts).

import { firestoreLite } from '../firestore';
import { toUsersPage, type UsersPage, type UsersQuery, usersPageQuery } from './admin-users-query';

export * from './admin-users-query';

export async function listUsersPage(query: UsersQuery): Promise<UsersPage> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(await usersPageQuery(lite, db, query));
  return toUsersPage(snapshot, query.product);
}
