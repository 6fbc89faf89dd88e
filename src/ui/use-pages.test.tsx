// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { TEXT_CURSOR_KEYS, usePages } from './use-pages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: { filters: string; cursor: string | null }[] = [];
let api!: ReturnType<typeof usePages<string>>;
function Table({ filters }: { filters: string }) {
  api = usePages<string>(filters);
  seen.push({ filters, cursor: api.cursor });
  return null;
}

describe('usePages', () => {
  it('starts again at the first page, in the same render, when the filters it is given change', () => {
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Table filters="open" />));
    act(() => api.next('after-20'));
    expect(api).toMatchObject({ page: 1, cursor: 'after-20' });
    seen.length = 0;
    act(() => root.render(<Table filters="done" />));
    // No render ever pairs the new filters with the old filters' cursor.
    expect(seen.filter((s) => s.filters === 'done').map((s) => s.cursor)).not.toContain('after-20');
    expect(api).toMatchObject({ page: 0, cursor: null });
    act(() => root.unmount());
  });
});

let turned!: ReturnType<typeof usePages<string>>;
function AddressTable({ filters }: { filters: string }) {
  turned = usePages<string>(filters, TEXT_CURSOR_KEYS);
  return null;
}

describe('usePages with its cursors in the address', () => {
  it('keeps the pages turned through a reload, Back and a change of filters', async () => {
    history.replaceState(null, '', '/app/admin/users?q=ann');
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<AddressTable filters="ann" />));
    expect(turned).toMatchObject({ page: 0, cursor: null });
    act(() => turned.next('users/ann-20'));
    act(() => turned.next('users/ann-40'));
    expect(turned).toMatchObject({ page: 2, cursor: 'users/ann-40' });
    expect(new URLSearchParams(location.search).getAll('after')).toEqual([
      'users/ann-20',
      'users/ann-40',
    ]);
    expect(new URLSearchParams(location.search).get('q')).toBe('ann');
    act(() => turned.previous());
    expect(turned).toMatchObject({ page: 1, cursor: 'users/ann-20' });
    // A reload: a new table on the same address opens at the same page.
    act(() => root.unmount());
    const again = createRoot(document.createElement('div'));
    act(() => again.render(<AddressTable filters="ann" />));
    expect(turned).toMatchObject({ page: 1, cursor: 'users/ann-20' });
    // Other filters start at the first page and take the old pages out of the address.
    act(() => again.render(<AddressTable filters="bob" />));
    expect(turned).toMatchObject({ page: 0, cursor: null });
    expect(new URLSearchParams(location.search).getAll('after')).toEqual([]);
    act(() => again.unmount());
    history.replaceState(null, '', '/');
  });
});
