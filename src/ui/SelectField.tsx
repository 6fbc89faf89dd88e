import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/**
 * A labelled drop-down of a form or a filter bar: the label, then one option per value, each
 * named by its message. `first` puts an extra option (such as "All") before them.
 */
export function SelectField<V extends string, O extends V = V>({
  label,
  name,
  value,
  options,
  names,
  first,
  onChange,
}: {
  label: MessageDescriptor;
  name: string;
  value: V;
  options: readonly O[];
  names: Readonly<Record<O, MessageDescriptor>>;
  first?: { value: V; name: MessageDescriptor };
  onChange: (value: V) => void;
}) {
  const { _ } = useLingui();
  return (
    <label className="field">
      {_(label)}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {first ? <option value={first.value}>{_(first.name)}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {_(names[option])}
          </option>
        ))}
      </select>
    </label>
  );
}
