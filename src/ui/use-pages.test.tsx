// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { usePages } from './use-pages';

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
