// A workspace's members by name and picture, for the screens that name people (members,
// authors, assignees, comments, history): members and the product's staff ask.

import { listWorkspacePeople as list } from '../../domain/workspaces/people';
import { signedIn } from '../define';

export const listWorkspacePeople = signedIn('listWorkspacePeople', (input, { db, caller }) =>
  list(db, caller, input),
);
