import type { DraftField } from '../draft';
import { useComposer } from './use-composer';

/** The id of a field's problem list, for its input's aria-describedby while it has problems. */
export function describedBy(
  idPrefix: string,
  problems: { readonly [K in DraftField]?: readonly string[] },
  field: DraftField,
): string | undefined {
  return problems[field] ? `${idPrefix}-${field}-error` : undefined;
}

/** What is wrong with one field, announced as it appears. */
export function FieldError({ idPrefix, field }: { idPrefix: string; field: DraftField }) {
  const list = useComposer().problems[field];
  return (
    <div className="field-error" id={`${idPrefix}-${field}-error`} role="alert">
      {list?.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}
