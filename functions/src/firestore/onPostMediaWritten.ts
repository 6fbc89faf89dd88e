// Keeps the media library's usage counts right: whenever a post is created, saved or deleted,
// the library items its media named before or after are brought in step with it.

import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { syncLibraryUsage } from '../domain/library';
import { db } from '../firebase';

export const onPostMediaWritten = onDocumentWritten(
  { document: 'workspaces/{workspaceId}/posts/{postId}', region: REGION, retry: false },
  async (event) => {
    await syncLibraryUsage(
      db(),
      event.params.workspaceId,
      event.params.postId,
      event.data?.before?.data(),
      event.data?.after?.data(),
    );
  },
);
