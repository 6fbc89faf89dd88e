// The post history names who took each step the way the server recorded it: an agent as
// "via MCP (key name)", a REST key by its name, a reviewer by the review link, in every locale.

import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as de } from '../../i18n/locales/de/messages';
import { messages as en } from '../../i18n/locales/en/messages';
import { dm } from './discussion-messages';

const entry = (via: string, locale: string) => {
  i18n.activate(locale);
  return i18n._({
    ...dm.entry,
    values: { type: 'scheduled', who: 'Nightly agent', via, when: 'now' },
  });
};

beforeAll(() => {
  i18n.load({ en, de });
});

describe('a history entry', () => {
  it('names an agent as via MCP with its key name', () => {
    expect(entry('mcp', 'en')).toBe('Scheduled via MCP (Nightly agent), now');
    expect(entry('mcp', 'de')).toBe('Eingeplant über MCP (Nightly agent), now');
  });

  it('names a REST key, a review link and a person each their own way', () => {
    expect(entry('api', 'en')).toBe('Scheduled by API key Nightly agent, now');
    expect(entry('review_link', 'en')).toBe('Scheduled by Nightly agent (review link), now');
    expect(entry('app', 'en')).toBe('Scheduled by Nightly agent, now');
  });
});
