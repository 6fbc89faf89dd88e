// Drawing React elements into the window that the unit project's DOM files share
// (vitest.config.ts, test/unit/shared-dom.ts): what is drawn is unmounted and removed after each
// test, so the next file finds the body empty.

import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Call once at the top level of a test file: the files share this module, so the clean-up is
 * registered per call, in the calling file. Answers a draw function that renders an element in a
 * host appended to the body and answers the host.
 */
export function drawing(): (element: ReactElement) => HTMLElement {
  const drawn: { root: Root; host: HTMLElement }[] = [];
  afterEach(() => {
    for (const { root, host } of drawn.splice(0)) {
      act(() => root.unmount());
      host.remove();
    }
  });
  return (element) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    drawn.push({ root, host });
    act(() => root.render(element));
    return host;
  };
}
