import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { RouteFlags } from '../session/guard';

export type LayoutName = 'public' | 'app';

/** One row of a route table: where, what to load, which layout, and the guard's flags. */
export interface AppRoute extends RouteFlags {
  path: string;
  title: MessageDescriptor;
  layout: LayoutName;
  load: () => Promise<ComponentType>;
  /** A public page that reads the visitor's session (an invitation is accepted signed in). */
  usesSession?: boolean;
  /**
   * A public page whose words are not all in the catalog's site part: its feature folder is not
   * one of build.mjs's SITE_MESSAGE_FOLDERS (signed-in screens always load every word).
   */
  allMessages?: boolean;
}

/** Whether a route's screen needs the words beyond the public site's (loadAllMessages). */
export function needsAllMessages(route: AppRoute): boolean {
  return route.layout === 'app' || Boolean(route.allMessages);
}

/** Whether a route's screen is an admin one, whose words are the catalog's admin part. */
export function needsAdminMessages(route: AppRoute): boolean {
  return Boolean(route.requiresAdmin);
}

/**
 * Whether a route needs the sign-in provider running: signed-in routes, the sign-in pages and
 * those reading the session. Other public pages leave the Auth SDK unloaded for a visitor with no
 * stored session (session/store.ts, startAuthListenerUnlessSignedOut).
 */
export function needsAuthProvider(route: AppRoute | null): boolean {
  return Boolean(
    route &&
      (route.requiresAuth ||
        route.requiresAdmin ||
        route.redirectIfAuthenticated ||
        route.usesSession),
  );
}

/** A route row from its flags, path, title and page loader (compact: the tables ship at start). */
export function row(
  flags: Omit<AppRoute, 'path' | 'title' | 'load'>,
  path: string,
  title: MessageDescriptor,
  load: AppRoute['load'],
): AppRoute {
  return { ...flags, path, title, load };
}
