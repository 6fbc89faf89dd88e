// The address a network sends the browser back to carries ?code&state on success and
// ?error (with an optional description) when the user refused or something failed. These
// read it and give back the address without those parameters, so a reload or a shared link
// never replays a one-time code.

export type OAuthReturn =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'error'; error: string; description: string | null };

const OAUTH_PARAMS = ['code', 'state', 'error', 'error_description', 'error_uri', 'iss'];

export function readOAuthReturn(search: string): OAuthReturn | null {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) {
    return { kind: 'error', error, description: params.get('error_description') || null };
  }
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { kind: 'code', code, state } : null;
}

/** The same address (path, remaining query and fragment) without the OAuth parameters. */
export function withoutOAuthParams(href: string): string {
  const url = new URL(href);
  for (const name of OAUTH_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address the network should send the browser back to: this page, without a query. */
export function redirectUriFor(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
}
