// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { renderStartupError } from './startup-error';

// The unit files that ask for a DOM share one (vitest.config.ts).
afterEach(() => document.body.replaceChildren());

describe('renderStartupError', () => {
  it("shows the full-page 'Application Error' screen with the message and a Refresh Page button", () => {
    document.body.innerHTML = '<div id="root"><div class="boot-spinner"></div></div>';
    renderStartupError(new Error('Failed to fetch dynamically imported module'));
    expect(document.querySelector('h1')?.textContent).toBe('Application Error');
    expect(document.body.textContent).toContain('Failed to fetch dynamically imported module');
    const button = document.querySelector('button');
    expect(button?.textContent).toBe('Refresh Page');
    expect(document.querySelector('.boot-spinner')).toBeNull();
  });

  it('shows a thrown string or value as its message', () => {
    renderStartupError('catalog missing');
    expect(document.body.textContent).toContain('catalog missing');
  });
});
