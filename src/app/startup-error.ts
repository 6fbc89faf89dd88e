// The full-page 'Application Error' screen shown when the app cannot start. It is built with the
// plain DOM because it must work when React, the router or a catalog failed to load.

export function renderStartupError(error: unknown, root: HTMLElement = document.body): void {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);
  const screen = document.createElement('main');
  screen.className = 'startup-error';
  screen.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'Application Error';
  const text = document.createElement('p');
  text.textContent = message || 'The application could not start.';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Refresh Page';
  button.addEventListener('click', () => window.location.reload());
  screen.append(title, text, button);
  root.replaceChildren(screen);
}
