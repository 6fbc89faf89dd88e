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

/**
 * The app's look without the app: its colours (src/app/styles.css's tokens, both themes), a
 * card and its primary button, inline because this page is served by the function itself.
 */
const STYLE =
  ':root{color-scheme:light dark;--brand:#3246d3;--on-brand:#fff;--bg:#f6f7fb;--card:#fff;--ink:#1b1f2a;--muted:#5b6273;--line:#e3e6ee}' +
  '@media (prefers-color-scheme:dark){:root{--brand:#8c9bff;--on-brand:#0d1020;--bg:#0f1117;--card:#171a23;--ink:#e7e9f0;--muted:#a3a9b8;--line:#2a2f3d}}' +
  'body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1rem;box-sizing:border-box;background:var(--bg);color:var(--ink);' +
  'font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","PingFang SC",sans-serif;line-height:1.5}' +
  'main{width:100%;max-width:32rem;box-sizing:border-box;padding:2rem;border:1px solid var(--line);border-radius:16px;background:var(--card);box-shadow:0 8px 24px rgb(16 24 40/12%)}' +
  'h1{font-size:1.35rem;line-height:1.3;margin:0 0 1.25rem}p{margin:0;color:var(--muted)}form{margin:0}' +
  'button{font:inherit;font-weight:600;padding:.65rem 1.2rem;border:0;border-radius:10px;background:var(--brand);color:var(--on-brand);cursor:pointer}' +
  'button:focus-visible{outline:3px solid var(--brand);outline-offset:2px}';

function page(locale: string, title: string, body: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return (
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><main>${body}</main></body></html>`
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
        `<button type="submit">${escapeHtml(texts.unsubscribeButton)}</button></form>`,
    ),
  };
}
