// What every list of accounts shows of a users/{uid} document, read one way for all of them.

export interface UserRowBasics {
  uid: string;
  email: string;
  displayName: string;
  disabled: boolean;
}

/** The id, email, name and disabled flag of a user document; missing fields read as empty. */
export function userRowBasics(doc: { id: string; data(): Record<string, unknown> }): UserRowBasics {
  const data = doc.data();
  return {
    uid: doc.id,
    email: typeof data.email === 'string' ? data.email : '',
    displayName: typeof data.displayName === 'string' ? data.displayName : '',
    disabled: data.disabled === true,
  };
}
