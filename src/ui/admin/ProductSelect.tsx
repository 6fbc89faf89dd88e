import { useLingui } from '@lingui/react';
import type { Product } from '@model/variant';
import { usersPage as m, productNames } from './messages';

/** The product an admin screen is about; nothing to choose (and nothing shown) with one product. */
export function ProductSelect({
  name,
  products,
  value,
  onChange,
}: {
  name: string;
  products: readonly Product[];
  value: Product;
  onChange: (product: Product) => void;
}) {
  const { _ } = useLingui();
  if (products.length < 2) return null;
  return (
    <label className="field">
      {_(m.product)}
      <select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as Product)}
      >
        {products.map((p) => (
          <option key={p} value={p}>
            {_(productNames[p])}
          </option>
        ))}
      </select>
    </label>
  );
}
