// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawing } from '../../test/unit/drawing';
import { messages } from '../i18n/locales/en/messages';
import { nav } from './messages';
import { WorkspacePage } from './WorkspacePage';

const both = [
  { id: 'w1', name: 'Studio' },
  { id: 'w2', name: 'Bakery' },
];

const drawInDocument = drawing();

function draw(workspaces: typeof both | null, preferred: (string | null)[], chosen: string[] = []) {
  return drawInDocument(
    <I18nProvider i18n={i18n}>
      <WorkspacePage
        header={<h1>Page</h1>}
        workspaces={workspaces}
        preferred={preferred}
        onChoose={(id) => chosen.push(id)}
        label={nav.channels}
        noWorkspace={nav.library}
        toolbarClass="toolbar"
      >
        {(workspace) => <p className="panel">{workspace.name}</p>}
      </WorkspacePage>
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.load('en', messages);
  i18n.activate('en');
});

describe('WorkspacePage', () => {
  it('shows a busy skeleton under the header while the workspaces load', () => {
    const host = draw(null, []);
    expect(host.querySelector('h1')?.textContent).toBe('Page');
    expect(host.querySelector('.skeleton[aria-busy="true"]')).not.toBeNull();
    expect(host.querySelector('.panel')).toBeNull();
  });

  it('says so when there is no workspace', () => {
    const host = draw([], ['w1']);
    expect(host.querySelector('.empty')?.textContent).toBe('Media library');
    expect(host.querySelector('select')).toBeNull();
  });

  it('shows the first preferred workspace that exists, else the first, and offers the others', () => {
    expect(draw(both, ['gone', 'w2']).querySelector('.panel')?.textContent).toBe('Bakery');
    const chosen: string[] = [];
    const host = draw(both, [null], chosen);
    expect(host.querySelector('.panel')?.textContent).toBe('Studio');
    const select = host.querySelector('.toolbar select') as HTMLSelectElement;
    expect(select.closest('label')?.textContent).toContain('Channels');
    act(() => {
      select.value = 'w2';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(chosen).toEqual(['w2']);
  });

  it('offers no chooser for a single workspace', () => {
    const host = draw([both[0] as (typeof both)[number]], []);
    expect(host.querySelector('.panel')?.textContent).toBe('Studio');
    expect(host.querySelector('select')).toBeNull();
  });
});
