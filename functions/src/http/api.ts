// The `api` HTTPS function: adapts the Functions runtime's request to handleApi, and requests
// for /mcp (/api/mcp through Hosting) to the MCP server.

import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { db } from '../firebase';
import { clientAddress } from '../request/clientAddress';
import { handleApi } from './handleApi';
import { handleMcp } from './mcp/handleMcp';

const MCP_PATHS = new Set(['/mcp', '/api/mcp']);

/** The JSON body of an MCP request; undefined lets the transport answer a parse error itself. */
function jsonOf(raw: Buffer | undefined): unknown {
  if (!raw || raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

export const api = onRequest(
  { region: REGION, timeoutSeconds: 60, invoker: 'public' },
  async (req, res) => {
    const url = new URL(req.url, 'http://api.invalid');
    if (MCP_PATHS.has(url.pathname.replace(/\/+$/, ''))) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(`https://${req.headers.host ?? 'api.invalid'}${req.url}`, {
        method: req.method,
        headers,
        ...(hasBody && req.rawBody ? { body: new Uint8Array(req.rawBody) } : {}),
      });
      const response = await handleMcp(db(), request, jsonOf(req.rawBody));
      res.status(response.status);
      response.headers.forEach((value, name) => {
        res.setHeader(name, value);
      });
      res.send(Buffer.from(await response.arrayBuffer()));
      return;
    }
    const response = await handleApi(db(), {
      method: req.method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      rawBody: req.rawBody,
      address: clientAddress(req.headers, req.socket.remoteAddress),
    });
    res.status(response.status).set(response.headers);
    if (response.body === undefined) res.end();
    else res.json(response.body);
  },
);
