import { describe, expect, it } from 'vitest';
import type { AdminPlan } from '../../firebase/admin/admin-plans';
import { cents, changedFields, draftOf, toFields } from './plan-draft';

const plan: AdminPlan = {
  id: 'p1',
  product: 'connect',
  active: true,
  // The schema's type lists every locale; stored plans name only some.
  name: { en: 'Starter', fr: 'Essentiel' } as AdminPlan['name'],
  description: { en: 'For one brand' } as AdminPlan['description'],
  priceMonthly: 1990,
  priceYearly: 19900,
  currency: 'EUR',
  limits: { channels: 3, postsPerMonth: 60, members: 2 },
  features: ['calendar', 'content-writing'],
  order: 1,
};

describe('planDraft', () => {
  it('reads amounts as typed in either decimal notation, and refuses anything else', () => {
    expect(cents('19')).toBe(1900);
    expect(cents('19.9')).toBe(1990);
    expect(cents(' 12,50 ')).toBe(1250);
    expect(cents('0')).toBe(0);
    for (const bad of ['', '-1', '1.999', 'ten', '1e3', '12 000']) expect(cents(bad)).toBeNull();
  });

  it('counts minor units by the currency: yen have no cents', () => {
    expect(cents('500', 'JPY')).toBe(500);
    expect(cents('5.5', 'JPY')).toBeNull();
    const yen = { ...plan, priceMonthly: 500, priceYearly: 5000, currency: 'JPY' };
    expect(draftOf(yen, 9)).toMatchObject({ priceMonthly: '500', priceYearly: '5000' });
    expect(draftOf(plan, 9)).toMatchObject({ priceMonthly: '19.90', priceYearly: '199' });
  });

  it('turns an untouched draft of a plan back into the same fields', () => {
    const { id: _id, active: _active, ...fields } = plan;
    expect(toFields(draftOf(plan, 9), 'connect')).toEqual(fields);
    expect(changedFields(plan, fields as never)).toEqual({});
  });

  it('names the first problem: English texts, prices, currency, then whole numbers', () => {
    const draft = draftOf(plan, 9);
    expect(toFields({ ...draft, name: { fr: 'Essentiel' } }, 'connect')).toBe('missingEnglish');
    expect(toFields({ ...draft, priceYearly: 'free' }, 'connect')).toBe('invalidPrice');
    expect(toFields({ ...draft, currency: 'EURO' }, 'connect')).toBe('invalidCurrency');
    expect(toFields({ ...draft, members: '2.5' }, 'connect')).toBe('invalidNumber');
  });

  it('leaves empty languages out, upper-cases the currency and patches only what changed', () => {
    const draft = draftOf(plan, 9);
    const fields = toFields(
      { ...draft, name: { ...draft.name, de: '  ', es: 'Inicial' }, currency: 'usd' },
      'connect',
    );
    if (typeof fields === 'string') throw new Error(fields);
    expect(fields.name).toEqual({ en: 'Starter', fr: 'Essentiel', es: 'Inicial' });
    expect(changedFields(plan, fields)).toEqual({
      name: { en: 'Starter', fr: 'Essentiel', es: 'Inicial' },
      currency: 'USD',
    });
  });

  it('keeps, sets and clears the workspace limit, and refuses one that is not a whole number', () => {
    const smm: AdminPlan = {
      ...plan,
      product: 'smm',
      limits: { channels: 10, postsPerMonth: 500, members: 5, workspaces: 3 },
    };
    const draft = draftOf(smm, 9);
    expect(draft.workspaces).toBe('3');
    const { id: _id, active: _active, ...fields } = smm;
    expect(toFields(draft, 'smm')).toEqual(fields);

    const raised = toFields({ ...draft, workspaces: ' 12 ' }, 'smm');
    if (typeof raised === 'string') throw new Error(raised);
    expect(changedFields(smm, raised)).toEqual({
      limits: { channels: 10, postsPerMonth: 500, members: 5, workspaces: 12 },
    });

    // Emptied: the patch carries limits without it, which updatePlan stores as the whole map.
    const cleared = toFields({ ...draft, workspaces: '' }, 'smm');
    if (typeof cleared === 'string') throw new Error(cleared);
    expect(cleared.limits).toEqual({ channels: 10, postsPerMonth: 500, members: 5 });
    expect(changedFields(smm, cleared)).toEqual({ limits: cleared.limits });

    for (const bad of ['-1', '2.5', 'many']) {
      expect(toFields({ ...draft, workspaces: bad }, 'smm')).toBe('invalidNumber');
    }
    // A plan that never stated one starts empty and stays without it.
    expect(draftOf(plan, 9).workspaces).toBe('');
    expect(draftOf(null, 4).workspaces).toBe('');
  });

  it('starts a new plan after the last one, with nothing written yet', () => {
    expect(draftOf(null, 4)).toMatchObject({ name: {}, order: '4', currency: 'EUR' });
    expect(toFields(draftOf(null, 4), 'smm')).toBe('missingEnglish');
  });
});
