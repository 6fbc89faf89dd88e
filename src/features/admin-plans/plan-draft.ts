// The plan editor's form as typed (strings, amounts in major units) and its translation to
// the fields createPlan and updatePlan take, with the first problem found named.

import type { Locale } from '@model/constants';
import { fromMinorUnits, minorUnitDigits, toMinorUnits } from '@model/money';
import type { PlanFields } from '@model/schemas/plans';
import type { Product } from '@model/variant';
import type { AdminPlan } from '../../firebase/admin/admin-plans';

export type DraftProblem = 'missingEnglish' | 'invalidPrice' | 'invalidCurrency' | 'invalidNumber';

type Texts = Partial<Record<Locale, string>>;

export interface Draft {
  name: Texts;
  description: Texts;
  priceMonthly: string;
  priceYearly: string;
  currency: string;
  channels: string;
  postsPerMonth: string;
  members: string;
  /** Empty: the plan states no workspace limit and the server's fallback applies. */
  workspaces: string;
  features: string[];
  order: string;
}

/** Minor units as typed in the form: 1990 EUR is 19.90, 1900 is 19, 500 JPY is 500. */
function amount(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return fromMinorUnits(minor, currency).toFixed(digits).replace(/\.0+$/, '');
}

export function draftOf(plan: AdminPlan | null, nextOrder: number): Draft {
  return {
    name: plan ? { ...plan.name } : {},
    description: plan ? { ...plan.description } : {},
    priceMonthly: plan ? amount(plan.priceMonthly, plan.currency) : '',
    priceYearly: plan ? amount(plan.priceYearly, plan.currency) : '',
    currency: plan?.currency ?? 'EUR',
    channels: String(plan?.limits.channels ?? 1),
    postsPerMonth: String(plan?.limits.postsPerMonth ?? 30),
    members: String(plan?.limits.members ?? 1),
    workspaces: plan?.limits.workspaces === undefined ? '' : String(plan.limits.workspaces),
    features: plan ? [...plan.features] : [],
    order: String(plan?.order ?? nextOrder),
  };
}

/**
 * Amounts typed as 19 or 19.90 become minor units of the currency (cents for EUR; a currency
 * without cents such as JPY takes whole numbers only); anything else is null.
 */
export function cents(text: string, currency = 'EUR'): number | null {
  const trimmed = text.trim().replace(',', '.');
  const digits = minorUnitDigits(currency);
  const decimals = digits > 0 ? `(\\.\\d{1,${digits}})?` : '';
  if (!new RegExp(`^\\d{1,7}${decimals}$`).test(trimmed)) return null;
  return toMinorUnits(Number(trimmed), currency);
}

function whole(text: string): number | null {
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** Texts with the empty locales left out (the schema refuses empty strings). */
function filled(texts: Texts): PlanFields['name'] {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([locale, text]) => [locale, (text ?? '').trim()])
      .filter(([, text]) => text),
  ) as PlanFields['name'];
}

export function toFields(draft: Draft, product: Product): PlanFields | DraftProblem {
  const name = filled(draft.name);
  const description = filled(draft.description);
  if (!name.en || !description.en) return 'missingEnglish';
  const currency = draft.currency.trim().toUpperCase();
  const priceMonthly = cents(draft.priceMonthly, currency);
  const priceYearly = cents(draft.priceYearly, currency);
  if (priceMonthly === null || priceYearly === null) return 'invalidPrice';
  if (!/^[A-Z]{3}$/.test(currency)) return 'invalidCurrency';
  const numbers = [draft.channels, draft.postsPerMonth, draft.members, draft.order].map(whole);
  const [channels, postsPerMonth, members, order] = numbers;
  const workspaces = draft.workspaces.trim() === '' ? undefined : whole(draft.workspaces);
  if (
    channels == null ||
    postsPerMonth == null ||
    members == null ||
    order == null ||
    workspaces === null
  ) {
    return 'invalidNumber';
  }
  return {
    product,
    name,
    description,
    priceMonthly,
    priceYearly,
    currency,
    // updatePlan replaces the whole limits map, so leaving workspaces out clears it.
    limits: {
      channels,
      postsPerMonth,
      members,
      ...(workspaces === undefined ? {} : { workspaces }),
    },
    features: draft.features,
    order,
  };
}

/** The fields of `after` that differ from `before`, for updatePlan's patch. */
export function changedFields(before: AdminPlan, after: PlanFields): Partial<PlanFields> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key as keyof PlanFields])) {
      patch[key] = value;
    }
  }
  return patch as Partial<PlanFields>;
}
