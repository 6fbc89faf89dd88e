// Where the eye goes after a refused submit: the first field with a problem, in the order the
// form shows them, scrolled into the middle of the dialog and focused, so a click that found
// problems never seems to do nothing (the messages can sit far above a phone's visible part).

const FOCUSABLE = 'textarea, input:not([type="hidden"]), select, button';

export function focusFirstProblem(form: HTMLElement | null): void {
  const error = form?.querySelector<HTMLElement>('.field-error:not(:empty)');
  const field = error?.closest<HTMLElement>('[data-field]');
  if (!error || !field) return;
  const target =
    field.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    field.querySelector<HTMLElement>(FOCUSABLE) ??
    error;
  if (target === error) error.tabIndex = -1;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}
