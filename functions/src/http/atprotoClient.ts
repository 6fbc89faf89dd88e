// The `atprotoClient` HTTPS function behind Hosting's /oauth/bluesky/** rewrite: the client
// metadata document whose address is this app's Bluesky client_id, and the JWKS it points to
// (public key only). Authorization servers fetch both, at each sign-in and from time to time
// after, so a key taken out of the set ends the sessions it signed.

import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import {
  CLIENT_JWKS_PATH,
  CLIENT_METADATA_PATH,
  clientJwks,
  clientMetadata,
  configuredClient,
} from '../providers/bluesky/atprotoClient';

/** The document for a path, or null: a server without a key serves nothing. */
export function atprotoClientDocument(path: string): unknown | null {
  const client = configuredClient();
  if (!client) return null;
  if (path === CLIENT_METADATA_PATH) return clientMetadata(client);
  if (path === CLIENT_JWKS_PATH) return clientJwks(client);
  return null;
}

export const atprotoClient = onRequest(
  { region: REGION, timeoutSeconds: 10, invoker: 'public' },
  (req, res) => {
    const document =
      req.method === 'GET' || req.method === 'HEAD' ? atprotoClientDocument(req.path) : null;
    if (document === null) {
      res.status(404).set('content-type', 'application/json').send('{"error":"not_found"}');
      return;
    }
    // Servers fetch it cross-origin and may cache it: a few minutes keeps a removed key's end near.
    res
      .status(200)
      .set('content-type', 'application/json')
      .set('cache-control', 'public, max-age=300')
      .set('access-control-allow-origin', '*')
      .send(JSON.stringify(document));
  },
);
