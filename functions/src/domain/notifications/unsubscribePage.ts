// The unsubscribe endpoint's behaviour, apart from the Functions runtime: GET shows a question
// with a button (mail scanners follow links, so a GET never changes anything), POST applies it.
// A POST with List-Unsubscribe=One-Click (RFC 8058) comes from the mail client's own button.

import type { Firestore } from 'firebase-admin/firestore';
import { catalogue, localeOf } from './locales';
import { PREFS } from './prefs';
import { applyUnsubscribe, readUnsubscribeToken } from './unsubscribe';

export interface PageResponse {
  status: number;
  html: string;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function page(locale: string, title: string, body: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return (
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
    `<main>${body}</main></body></html>`
  );
}

export async function unsubscribePage(
  db: Firestore,
  secret: string,
  method: string,
  token: string,
): Promise<PageResponse> {
  const claim = readUnsubscribeToken(secret, token);
  if (!claim) {
    const texts = catalogue('en');
    return {
      status: 400,
      html: page('en', texts.unsubscribe, `<p>${escapeHtml(texts.unsubscribeInvalid)}</p>`),
    };
  }
  const [prefs, user] = await Promise.all([
    db.collection(PREFS).doc(claim.uid).get(),
    db.collection('users').doc(claim.uid).get(),
  ]);
  // The language mail is written in: the preferences' choice, else the profile's.
  const locale = localeOf(prefs.get('locale') ?? user.get('locale'));
  const texts = catalogue(locale);
  const category = texts.categories[claim.category];
  const fill = (text: string) => escapeHtml(text.replace('{category}', category));
  if (method === 'POST') {
    await applyUnsubscribe(db, claim);
    return {
      status: 200,
      html: page(locale, texts.unsubscribe, `<h1>${fill(texts.unsubscribeDone)}</h1>`),
    };
  }
  if (method !== 'GET') return { status: 405, html: page(locale, texts.unsubscribe, '') };
  return {
    status: 200,
    html: page(
      locale,
      texts.unsubscribe,
      `<h1>${fill(texts.unsubscribeQuestion)}</h1>` +
        `<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
        `<button type="submit" style="font-size:1rem;padding:.6rem 1rem">${escapeHtml(texts.unsubscribeButton)}</button></form>`,
    ),
  };
}
