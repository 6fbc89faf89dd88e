// Records a file the browser uploaded to the workspace's media folder as a media library item.

import { addLibraryItem as add } from '../domain/library';
import { signedIn } from './define';

export const addLibraryItem = signedIn('addLibraryItem', async (input, { db, caller, now }) =>
  add(db, caller, input, now),
);
