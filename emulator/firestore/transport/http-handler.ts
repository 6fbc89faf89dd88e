// The HTTP/1.1 request handler: CORS, the "Ok" health answer, /emulator/v1 admin endpoints,
// the REST v1 API and the browser SDK's WebChannel streams.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorState } from '../core/emulator-state';
import { applyCors, parseJsonBody, readBody, sendError, sendText } from '../wire/http-io';
import { handleAdminRequest } from './admin-routes';
import type { FirestoreService } from './firestore-service';
import { handleRestRequest } from './rest-transport';
import { WebChannelSessions } from './webchannel-transport';

export function createHttpHandler(
  state: EmulatorState,
  service: FirestoreService,
  channels: WebChannelSessions,
) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      if (applyCors(request, response)) return;
      const url = new URL(request.url ?? '/', 'http://localhost');
      const raw = await readBody(request);
      // Parsed lazily so routes without a body never fail on one, and parse errors reach the
      // route's own error shape.
      const body = () => parseJsonBody(raw);
      if (url.pathname === '/' && request.method === 'GET') {
        sendText(response, 200, 'Ok');
      } else if (url.pathname.startsWith('/emulator/v1/')) {
        await handleAdminRequest(state, request, response, url, body);
      } else if (WebChannelSessions.matches(url.pathname)) {
        channels.handle(request, response, url, raw);
      } else if (url.pathname.startsWith('/v1/')) {
        handleRestRequest(service, request, response, url, body);
      } else {
        sendText(response, 404, 'Not Found');
      }
    } catch (error) {
      if (!response.headersSent) sendError(response, error);
      else response.destroy();
    }
  };
}
