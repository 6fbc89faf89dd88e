// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBackClose } from './use-url-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.restoreAllMocks());

let api!: ReturnType<typeof useBackClose>;
function Screen({ open, rest }: { open: boolean; rest: string }) {
  api = useBackClose(open, rest);
  return null;
}

function harness() {
  const root = createRoot(document.createElement('div'));
  const render = (open: boolean, rest: string) =>
    act(() => root.render(<Screen open={open} rest={rest} />));
  return { render, api: () => api, unmount: () => act(() => root.unmount()) };
}

describe('useBackClose', () => {
  it('takes back the entry it pushed, so Back and close lead to the same screen', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const clear = vi.fn();
    const screen = harness();
    screen.render(false, 'status=draft');
    screen.api().opened();
    screen.render(true, 'status=draft');
    screen.api().close(clear);
    expect(back).toHaveBeenCalledOnce();
    expect(clear).not.toHaveBeenCalled();
    screen.unmount();
  });

  it('clears in place what a link opened, or once the screen changed under it', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const clear = vi.fn();
    const screen = harness();
    screen.render(true, 'status=draft');
    screen.api().close(clear);
    screen.render(false, 'status=draft');
    screen.api().opened();
    screen.render(true, 'status=draft');
    screen.render(true, 'status=done');
    screen.api().close(clear);
    expect(clear).toHaveBeenCalledTimes(2);
    expect(back).not.toHaveBeenCalled();
    screen.unmount();
  });
});
