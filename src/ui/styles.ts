// The one way a screen ships CSS that the initial stylesheet (src/app/styles.css, design
// tokens included) does not carry: the screen's lazy chunk holds the CSS as a string and adds
// it to <head> once, the first time the screen renders, so the initial stylesheet does not grow
// with screens most visitors never open, and leaving a screen never removes its styles.
// Feature CSS uses the tokens of styles.css (var(--…)), so it follows the dark theme.

import { useInsertionEffect } from 'react';

const added = new Set<string>();

/** Adds `css` to the page under `name`, once; later calls with the same name do nothing. */
export function addStyles(name: string, css: string): void {
  if (added.has(name) || typeof document === 'undefined') return;
  added.add(name);
  const style = document.createElement('style');
  style.dataset.styles = name;
  style.textContent = css;
  document.head.append(style);
}

/** A component's way to call addStyles: before its first layout, so nothing paints unstyled. */
export function useStyles(name: string, css: string): void {
  useInsertionEffect(() => addStyles(name, css), [name, css]);
}
