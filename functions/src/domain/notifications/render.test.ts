import { SUPPORTED_LOCALES } from '@model/constants';
import { describe, expect, it } from 'vitest';
import { NOTIFY_EVENTS } from './events';
import { catalogue, localeOf } from './locales';
import { renderDigest, renderEntry, renderMail } from './render';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the mail catalogue', () => {
  it('has every event in every locale, with the same placeholders as English', () => {
    const en = catalogue('en');
    for (const locale of SUPPORTED_LOCALES) {
      const texts = catalogue(locale);
      for (const event of NOTIFY_EVENTS) {
        const [subject, lead, action] = texts.events[event];
        expect(action.length, `${locale} ${event}`).toBeGreaterThan(0);
        expect(placeholders(subject), `${locale} ${event} subject`).toEqual(
          placeholders(en.events[event][0]),
        );
        expect(placeholders(lead), `${locale} ${event} lead`).toEqual(
          placeholders(en.events[event][1]),
        );
      }
    }
  });

  it('falls back to English for unknown languages and reads region tags', () => {
    expect(localeOf('pt-BR')).toBe('pt');
    expect(localeOf('xx')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
  });
});

describe('rendering', () => {
  const input = {
    event: 'changes_requested' as const,
    params: {
      actor: '<b>Eve</b>',
      subject: 'Launch & "more"',
      comment: 'Line one\n<script>x</script>',
    },
    locale: 'en' as const,
    siteName: 'Agency',
    link: 'https://app.test/app/posts?workspace=w&post=p',
  };

  it('escapes every value in the HTML part and keeps the text part plain', () => {
    const mail = renderMail(input, {
      unsubscribeUrl: 'https://fn.test/unsubscribe?token=t',
      preferencesUrl: 'https://app.test/app/settings/notifications',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('href="https://app.test/app/posts?workspace=w&amp;post=p"');
    expect(mail.text).toContain('<b>Eve</b> asks for changes to “Launch & "more"”.');
    expect(mail.text).toContain('Comment:\nLine one\n<script>x</script>');
    expect(mail.text).toContain('Stop these emails: https://fn.test/unsubscribe?token=t');
    expect(mail.text).toContain('You receive this email because you use Agency.');
  });

  it('writes Arabic right to left and leaves out the unsubscribe link where there is none', () => {
    const mail = renderMail(
      { ...input, locale: 'ar' },
      { unsubscribeUrl: null, preferencesUrl: 'https://app.test/p' },
    );
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).not.toContain('إيقاف هذه الرسائل');
    expect(renderEntry({ ...input, locale: 'ar' }).title).toBe('طُلبت تعديلات على منشورك');
  });

  it('gathers a digest into one email in the reader’s language', () => {
    const mail = renderDigest(
      [input, { ...input, event: 'approved', params: { subject: 'Other' } }],
      'de',
      'Agency',
      { unsubscribeUrl: null, preferencesUrl: 'https://app.test/p' },
    );
    expect(mail.subject).toBe('Ihre tägliche Zusammenfassung von Agency');
    expect(mail.text).toContain('## Änderungen an Ihrem Beitrag gewünscht');
    expect(mail.text).toContain('## Ihr Beitrag wurde freigegeben');
  });
});

describe('text people chose, in mail', () => {
  it('never puts it in a subject, in any language', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const event of NOTIFY_EVENTS) {
        const [subject] = catalogue(locale).events[event];
        expect(
          placeholders(subject).filter((name) => name !== 'site'),
          `${locale} ${event}`,
        ).toEqual([]);
      }
    }
  });

  it('renders names as plain text that no mail client turns into a link', () => {
    const mail = renderMail(
      {
        event: 'invitation',
        params: {
          actor: 'Claim at https://evil.example/x',
          place: 'www.evil.example',
          date: '2026-05-01T00:00:00Z',
        },
        locale: 'en',
        siteName: 'SMM',
        link: 'https://app.test/invite/t',
      },
      { unsubscribeUrl: null, preferencesUrl: 'https://app.test/prefs' },
    );
    expect(mail.subject).toBe('You are invited to SMM');
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/https:\/\/evil|evil\.example|www\.evil/);
      expect(part.replaceAll('\u200B', '')).toContain('Claim at https://evil.example/x');
      expect(part.replaceAll('\u200B', '')).toContain('www.evil.example');
    }
    // Our own links stay whole.
    expect(mail.text).toContain('https://app.test/invite/t');
  });
});

describe('an approval that scheduled the post', () => {
  it("says when it publishes, with the time in the post's own zone", () => {
    const entry = renderEntry({
      event: 'approved',
      params: {
        actor: 'Rita',
        subject: 'Spring menu',
        when: '2026-12-02T09:00:00.000Z',
        zone: 'Europe/Madrid',
      },
      locale: 'en',
      siteName: 'Agency',
      link: 'https://example.test/app/posts',
    });
    expect(entry.body).toBe(
      'Rita approved “Spring menu”. It publishes Wednesday, December 2, 2026 at 10:00 AM (Europe/Madrid).',
    );
  });
});

describe('a white-labelled mail', () => {
  const input = {
    event: 'review_link_shared' as const,
    params: { actor: 'Ana', place: 'Bakery', date: '2026-12-01T00:00:00.000Z' },
    locale: 'en' as const,
    siteName: 'Northwind Studio',
    link: 'https://example.test/review/abc',
  };
  const links = { unsubscribeUrl: null, preferencesUrl: 'https://example.test/prefs' };

  it('heads the mail with the agency, its logo and colours, and colours the action', () => {
    const { html } = renderMail(
      {
        ...input,
        brand: { colour: '#1d3557', textColour: '#ffffff', logoUrl: 'https://brand.example/l.png' },
      },
      links,
    );
    expect(html).toContain(
      '<p data-brand style="background:#1d3557;color:#ffffff;padding:12px 16px;border-radius:6px"><img src="https://brand.example/l.png"',
    );
    expect(html).toContain('<strong>Northwind Studio</strong>');
    expect(html).toContain('style="background:#1d3557;color:#ffffff;padding:10px 16px');
  });

  it('stays the site’s own without a label', () => {
    const { html } = renderMail(input, links);
    expect(html).not.toContain('data-brand');
    expect(html).toContain('background:#1d4ed8;color:#fff');
  });
});

describe('fromWithName', () => {
  it('puts a white label’s sender name before our address, without quotes or line breaks of its own', async () => {
    const { fromWithName } = await import('./deliver');
    expect(fromWithName('Site <noreply@site.test>', 'North"wind\r\n')).toBe(
      '"Northwind" <noreply@site.test>',
    );
    expect(fromWithName('noreply@site.test', 'Northwind')).toBe('"Northwind" <noreply@site.test>');
    expect(fromWithName('Site <noreply@site.test>', null)).toBe('Site <noreply@site.test>');
  });
});
