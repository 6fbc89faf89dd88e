// The API key a keyed route runs with (handleApi has checked its scope), and the actor it is.

import { type ApiActor, actorOf } from '../domain/platform/apiActor';
import { UnauthorizedError } from './errors';
import type { RouteContext } from './types';

export function keyOf(context: RouteContext) {
  if (!context.key) throw new UnauthorizedError('An API key is required.');
  return context.key;
}

/** The key as the actor of a REST write. */
export function restActor(context: RouteContext): ApiActor {
  return actorOf(keyOf(context), 'api');
}
