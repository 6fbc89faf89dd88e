// Build-time only (build.mjs bundles it for Node; no browser chunk imports it): renders each
// public route of both variants to HTML with React's static renderer, in the default locale,
// so the page paints before any JavaScript has loaded. The tree is the one App renders, with
// the router told the path (wouter's ssrPath), so the browser can hydrate it as it stands.
//
// Content that lives in Firestore (plans, services, team, policies) is not read here: those
// pages render their loading state, the space the browser fills after load (see the README).

import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DEFAULT_LOCALE } from '@model/constants';
import { PRODUCTS } from '@model/roles';
import type { Product } from '@model/variant';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { loadCatalog } from '../i18n/catalogs';
import { session } from '../session/store';
import { Notifications } from '../ui/Notifications';
import { BRAND_NAMES, VariantProvider } from '../ui/variant';
import { AppRoutes } from './AppRoutes';
import { routeTables } from './routes';

/**
 * Public pages left to the shell: an invitation's path holds its token, so there is no one
 * path to render. Sign-up renders its frame (heading, lead) while it reads whether sign-up is
 * open; reset-password renders its request form (a code in the address is rendered afresh).
 */
const SKIPPED = new Set(['/invite/:token']);

export interface PrerenderedPage {
  product: Product;
  /** The URL path the page is served at, e.g. /connect/plans or /about. */
  urlPath: string;
  /** The base-relative route path, e.g. /plans. */
  routePath: string;
  title: string;
  siteName: string;
  /** Used when the page has no lead paragraph to describe it. */
  description: string;
  /** Kept out of the sitemap (sign-in forms), though still crawlable. */
  noIndex: boolean;
  html: string;
}

const DESCRIPTIONS: Record<Product, string> = {
  smm: 'Plan, publish and measure your social media in one place.',
  connect: 'Your social media, handled by an agency: services, plans and your client portal.',
};

const FORMS = new Set(['/login', '/signup', '/reset-password']);

/** Every prerendered public route of both variants (the connect variant under /connect). */
export function publicPaths(): { product: Product; routePath: string; urlPath: string }[] {
  return PRODUCTS.flatMap((product) =>
    routeTables[product]
      .filter((route) => route.layout === 'public' && !SKIPPED.has(route.path))
      .map((route) => ({
        product,
        routePath: route.path,
        urlPath:
          product === 'connect'
            ? route.path === '/'
              ? '/connect/'
              : `/connect${route.path}`
            : route.path,
      })),
  );
}

async function renderToString(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export async function prerenderPublicRoutes(): Promise<PrerenderedPage[]> {
  const messages = await loadCatalog(DEFAULT_LOCALE);
  i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages });
  const pages: PrerenderedPage[] = [];
  for (const { product, routePath, urlPath } of publicPaths()) {
    const variant = { product, base: product === 'connect' ? '/connect' : '' };
    const route = routeTables[product].find((candidate) => candidate.path === routePath);
    if (!route) throw new Error(`No route ${routePath} in the ${product} table.`);
    // The visitor the HTML is for: signed out, auth ready (so sign-in forms render, not wait).
    session.product = product;
    session.authStatus = 'ready';
    await route.load();
    const html = await renderToString(
      <I18nProvider i18n={i18n}>
        <VariantProvider value={variant}>
          <Router base={variant.base} ssrPath={urlPath}>
            <Notifications />
            <AppRoutes routes={routeTables[product]} />
          </Router>
        </VariantProvider>
      </I18nProvider>,
    );
    pages.push({
      product,
      urlPath,
      routePath,
      title: `${i18n._(route.title)} · ${BRAND_NAMES[product]}`,
      description: DESCRIPTIONS[product],
      siteName: BRAND_NAMES[product],
      noIndex: FORMS.has(routePath),
      html,
    });
  }
  return pages;
}
