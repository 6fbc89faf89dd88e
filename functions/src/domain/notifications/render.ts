// Renders a notification as an email (HTML + plain text) or as an in-app entry, in the
// recipient's language. Every inserted value is escaped for HTML; the text part carries the
// same words and links.

import type { Locale } from '@model/constants';
import type { EventParams, NotifyEvent } from './events';
import { catalogue } from './locales';

export interface RenderInput {
  event: NotifyEvent;
  params: EventParams;
  locale: Locale;
  siteName: string;
  /** Absolute link straight to the item. */
  link: string;
  /** A workspace's white label: its colours and logo head the mail (siteName is its agency). */
  brand?: MailBrand;
}

export interface MailBrand {
  colour: string;
  textColour: string;
  logoUrl?: string;
}

export interface RenderedEntry {
  title: string;
  body: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * A name or title someone chose, as plain text for mail: mail clients make a link of anything
 * that looks like an address (evil.example, https://…, someone@host), which would let a
 * workspace or display name put a link in the platform's own mail. A zero-width space after
 * '://', '@' and every dot inside a word keeps the words and breaks the link.
 */
export function unlinkable(text: string): string {
  return text.replace(/:\/\//g, ':\u200B//').replace(/([.@])(?=[\p{L}\p{N}])/gu, '$1\u200B');
}

/** The names and titles of a mail's params made unlinkable (the dates and links are ours). */
function forMail(input: RenderInput): RenderInput {
  const params = { ...input.params };
  for (const key of ['actor', 'place', 'subject'] as const) {
    const value = params[key];
    if (typeof value === 'string') params[key] = unlinkable(value);
  }
  return { ...input, params };
}

function fill(template: string, values: Record<string, string | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

function formatDate(iso: string | undefined, locale: Locale): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A publication time as the post's own calendar shows it: weekday, date, time and zone. */
function formatWhen(iso: string | undefined, zone: string | undefined, locale: Locale) {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone || 'UTC',
  };
  try {
    return `${new Intl.DateTimeFormat(locale, options).format(date)} (${options.timeZone})`;
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  }
}

function valuesOf(input: RenderInput): Record<string, string | undefined> {
  return {
    ...input.params,
    date: formatDate(input.params.date, input.locale),
    when: formatWhen(input.params.when, input.params.zone, input.locale),
    site: input.siteName,
    actor: input.params.actor || input.siteName,
  };
}

/** The short form the notification centre shows. */
export function renderEntry(input: RenderInput): RenderedEntry {
  const [subject, lead] = catalogue(input.locale).events[input.event];
  const values = valuesOf(input);
  return { title: fill(subject, values), body: fill(lead, values) };
}

interface Section {
  entry: RenderedEntry;
  action: string;
  link: string;
  comment?: string;
  reasons?: string;
}

function sectionOf(input: RenderInput): Section {
  const texts = catalogue(input.locale);
  return {
    entry: renderEntry(input),
    action: texts.events[input.event][2],
    link: input.link,
    comment: input.params.comment,
    reasons: input.params.reasons,
  };
}

function sectionText(section: Section, locale: Locale): string {
  const texts = catalogue(locale);
  const lines = [section.entry.body];
  if (section.comment) lines.push('', `${texts.comment}:`, section.comment);
  if (section.reasons) lines.push('', `${texts.reasons}:`, section.reasons);
  lines.push('', `${section.action}: ${section.link}`);
  return lines.join('\n');
}

function sectionHtml(section: Section, locale: Locale, brand?: MailBrand): string {
  const texts = catalogue(locale);
  const block = (label: string, text: string) =>
    `<p style="margin:16px 0 4px;font-weight:bold">${escapeHtml(label)}</p>` +
    `<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;
  return [
    `<p>${escapeHtml(section.entry.body)}</p>`,
    section.comment ? block(texts.comment, section.comment) : '',
    section.reasons ? block(texts.reasons, section.reasons) : '',
    `<p style="margin:24px 0"><a href="${escapeHtml(section.link)}" style="background:${brand ? brand.colour : '#1d4ed8'};color:${brand ? brand.textColour : '#fff'};padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(section.action)}</a></p>`,
  ].join('');
}

/** The mail's first line: the site's name, or the white label's band with its logo. */
function headerHtml(siteName: string, brand?: MailBrand): string {
  if (!brand) return `<p style="color:#555">${escapeHtml(siteName)}</p>`;
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="32" style="vertical-align:middle;margin-inline-end:8px">`
    : '';
  return `<p data-brand style="background:${brand.colour};color:${brand.textColour};padding:12px 16px;border-radius:6px">${logo}<strong>${escapeHtml(siteName)}</strong></p>`;
}

function wrap(
  locale: Locale,
  siteName: string,
  heading: string,
  bodyHtml: string,
  bodyText: string,
  unsubscribeUrl: string | null,
  preferencesUrl: string,
  brand?: MailBrand,
): { text: string; html: string } {
  const texts = catalogue(locale);
  const footer = fill(texts.footer, { site: siteName });
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const links = [
    unsubscribeUrl ? `${texts.unsubscribe}: ${unsubscribeUrl}` : '',
    `${texts.preferences}: ${preferencesUrl}`,
  ].filter(Boolean);
  const text = [heading, '', bodyText, '', '--', footer, ...links].join('\n');
  const footerLinks = [
    unsubscribeUrl
      ? `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(texts.unsubscribe)}</a>`
      : '',
    `<a href="${escapeHtml(preferencesUrl)}">${escapeHtml(texts.preferences)}</a>`,
  ]
    .filter(Boolean)
    .join(' · ');
  const html =
    `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;color:#111;max-width:600px;margin:0 auto;padding:16px">` +
    `${headerHtml(siteName, brand)}<h1 style="font-size:20px">${escapeHtml(heading)}</h1>${bodyHtml}` +
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="color:#555;font-size:13px">${escapeHtml(footer)}<br>${footerLinks}</p>` +
    `</body></html>`;
  return { text, html };
}

export interface MailLinks {
  /** Null for mail that cannot be unsubscribed from (an invitation, new terms). */
  unsubscribeUrl: string | null;
  preferencesUrl: string;
}

export function renderMail(input: RenderInput, links: MailLinks): RenderedMail {
  const section = sectionOf(forMail(input));
  const { text, html } = wrap(
    input.locale,
    input.siteName,
    section.entry.title,
    sectionHtml(section, input.locale, input.brand),
    sectionText(section, input.locale),
    links.unsubscribeUrl,
    links.preferencesUrl,
    input.brand,
  );
  return { subject: section.entry.title, text, html };
}

/** One email for a day's worth of notifications. */
export function renderDigest(
  items: RenderInput[],
  locale: Locale,
  siteName: string,
  links: MailLinks,
): RenderedMail {
  const texts = catalogue(locale);
  const subject = fill(texts.digestSubject, { site: siteName });
  const sections = items.map((item) => sectionOf(forMail({ ...item, locale })));
  const bodyHtml =
    `<p>${escapeHtml(texts.digestLead)}</p>` +
    sections
      .map(
        (section) =>
          `<h2 style="font-size:16px">${escapeHtml(section.entry.title)}</h2>${sectionHtml(section, locale)}`,
      )
      .join('');
  const bodyText = [
    texts.digestLead,
    ...sections.map((section) => `\n## ${section.entry.title}\n${sectionText(section, locale)}`),
  ].join('\n');
  const { text, html } = wrap(
    locale,
    siteName,
    subject,
    bodyHtml,
    bodyText,
    links.unsubscribeUrl,
    links.preferencesUrl,
  );
  return { subject, text, html };
}
