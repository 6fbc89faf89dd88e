// The shape of the sign-in provider as the session store sees it. src/firebase/auth.ts
// implements it; tests hand the store a fake through vi.mock of that module.

export interface AuthUser {
  uid: string;
  email: string | null;
}

/** An error from the provider, reduced to what the store keeps: a code and a message. */
export interface AuthFailure {
  code?: string;
  message?: string;
}
