// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawing } from '../../test/unit/drawing';
import { messages } from '../i18n/locales/en/messages';
import { LoadStates } from './LoadStates';
import { common } from './messages';
import { Skeleton } from './Skeleton';

const drawInDocument = drawing();

const draw = (element: React.ReactElement) =>
  drawInDocument(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

beforeAll(() => {
  i18n.load('en', messages);
  i18n.activate('en');
});

describe('Skeleton', () => {
  it('is one busy status region that says "Loading…" once and hides its placeholders', () => {
    const host = draw(<Skeleton shape="table" count={5} />);
    const region = host.querySelector('[role="status"]');
    expect(region?.getAttribute('aria-busy')).toBe('true');
    expect(region?.textContent).toBe('Loading…');
    const bones = host.querySelectorAll('.skeleton-bone');
    expect(bones).toHaveLength(5);
    for (const bone of bones) expect(bone.getAttribute('aria-hidden')).toBe('true');
    expect(host.querySelector('.skeleton-table')).not.toBeNull();
  });

  it('draws a month as 35 day cells, styled by the initial stylesheet, motion switched off on request', () => {
    const host = draw(<Skeleton shape="calendar" />);
    expect(host.querySelectorAll('.skeleton-bone')).toHaveLength(35);
    // The route fallbacks draw skeletons before any lazy CSS could arrive.
    const css = readFileSync(path.join(process.cwd(), 'src/app/styles.css'), 'utf8');
    expect(css).toMatch(/\.skeleton-bone \{[^}]*var\(--surface\)/);
    expect(css).toMatch(
      /prefers-reduced-motion: reduce\) \{\s*\.skeleton-bone \{\s*animation: none/,
    );
  });

  it('is what LoadStates shows while loading, in the shape asked for', () => {
    const host = draw(
      <LoadStates load={{ state: 'loading' }} isEmpty empty={common.loading} shape="cards" />,
    );
    expect(host.querySelector('.skeleton-cards[aria-busy="true"]')).not.toBeNull();
    expect(host.querySelector('.spinner')).toBeNull();
  });
});
