// listWorkspacePeople: a workspace's members as the screens name them. Members' profiles are
// private to each other under the rules, so the functions read them for whoever may see the
// workspace (its members, the product's staff) and answer only what a screen shows.

import * as v from 'valibot';
import { docIdSchema } from './common';

export const listWorkspacePeopleSchema = v.strictObject({ workspaceId: docIdSchema });
export type ListWorkspacePeopleInput = v.InferOutput<typeof listWorkspacePeopleSchema>;

/** A person as lists, filters, comments and history show them. */
export interface Person {
  uid: string;
  /** The display name, else the address's local part; never the uid. */
  name: string;
  email: string | null;
  /** An https:// picture of the account, or null (the screens draw initials). */
  photoURL: string | null;
}
