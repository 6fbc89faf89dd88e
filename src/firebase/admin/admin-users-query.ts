// The admin users page query, free of the app's Firestore instance so the bench can send
// exactly the same query. Every query pins the product's role field with an `in` filter, the
// shape the rules require before an admin may list users, and a search is a prefix range on
// the field the list is ordered by.

import { type ProductRoles, productRolesFromUserDoc, ROLES } from '@model/roles';
import type { Product } from '@model/variant';
import type { Firestore, QuerySnapshot } from 'firebase/firestore/lite';
import { type PageCursor, pageOf, snapshotAt } from '../cursor';
import { userRowBasics } from '../user-row';

export const USERS_PAGE_SIZE = 25;
export type UserSearchField = 'email' | 'displayName';

export interface AdminUserRow {
  uid: string;
  email: string;
  displayName: string;
  roles: ProductRoles;
  disabled: boolean;
}

/** Where a page starts: the last document of the page before (opaque to the screen). */
export type UsersCursor = PageCursor;

export interface UsersPage {
  rows: AdminUserRow[];
  /** The cursor of the next page, or null on the last page. */
  next: UsersCursor | null;
}

export interface UsersQuery {
  product: Product;
  field: UserSearchField;
  /** Prefix to search; email searches are case-insensitive (emails are stored lower case). */
  search: string;
  after: UsersCursor | null;
}

type LiteModule = typeof import('firebase/firestore/lite');

/** The page query, built against a given Firestore Lite instance (the bench reuses it). */
export async function usersPageQuery(lite: LiteModule, db: Firestore, query: UsersQuery) {
  const start = query.after
    ? await snapshotAt(query.after, (path) => lite.getDoc(lite.doc(db, path)))
    : null;
  const prefix = query.field === 'email' ? query.search.trim().toLowerCase() : query.search.trim();
  return lite.query(
    lite.collection(db, 'users'),
    lite.where(`roles.${query.product}`, 'in', [...ROLES]),
    lite.orderBy(query.field),
    ...(prefix ? [lite.startAt(prefix), lite.endAt(`${prefix}\uf8ff`)] : []),
    ...(start ? [lite.startAfter(start)] : []),
    // One more than a page tells whether a next page exists without counting.
    lite.limit(USERS_PAGE_SIZE + 1),
  );
}

export function toUsersPage(snapshot: QuerySnapshot, product: Product): UsersPage {
  const { docs, next } = pageOf(snapshot.docs, USERS_PAGE_SIZE);
  return {
    rows: docs.map((doc) => ({
      ...userRowBasics(doc),
      roles: productRolesFromUserDoc(doc.data(), product),
    })),
    next,
  };
}
