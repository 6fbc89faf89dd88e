// The auth trigger: every new account gets its users/{uid} document. The first-generation
// auth trigger is used because the Functions emulator delivers it from the Auth emulator
// offline; the blocking beforeUserCreated needs Identity Platform and a network.

import * as functions from 'firebase-functions/v1';
import { REGION } from '../config';
import { createUserDocument } from '../domain/accounts/newUser';
import { db } from '../firebase';
import { userDocumentCreated, userDocumentKept } from '../logs';

export const onUserCreated = functions
  .region(REGION)
  .auth.user()
  .onCreate(async (user) => {
    const result = await createUserDocument(
      db(),
      {
        uid: user.uid,
        email: user.email ?? null,
        displayName: user.displayName ?? null,
        photoURL: user.photoURL ?? null,
        tenantId: user.tenantId ?? null,
        customClaims: (user.customClaims as Record<string, unknown> | undefined) ?? null,
      },
      new Date(),
    );
    if (result.created)
      userDocumentCreated(user.uid, Object.keys(result.roles).join(','), result.source);
    else userDocumentKept(user.uid);
  });
