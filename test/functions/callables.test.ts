// Every callable through firebase-tools' Functions emulator against the project's Firestore
// emulator: the allowed callers succeed, every other role is refused with permission-denied,
// bad payloads are refused with invalid-argument, and neither refusal writes anything; a
// replayed call repeats no effect.

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CallableSpec, newRequestId, SPECS, type SpecContext } from './callable-specs';
import { type Accounts, CALLERS, createAccounts, type RoleName, seedBase } from './fixtures';
import { call, dumpDatabase } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'twelve';
  if (typeof value === 'boolean') return 'yes';
  if (value === null) return 12345;
  return 'not-an-object';
}

/** Payloads no schema accepts: wrong shapes, unknown keys, and each field with a wrong type. */
function malformed(valid: Record<string, unknown>): unknown[] {
  const variants: unknown[] = [null, 'text', 42, [], {}, { ...valid, unexpected: true }, [valid]];
  for (const [key, value] of Object.entries(valid))
    variants.push({ ...valid, [key]: wrongType(value) });
  return variants;
}

/** Registers a test only when it applies to the callable at hand. */
function itWhen(applies: boolean) {
  return applies ? it : (_name: string, _test: () => Promise<void>) => undefined;
}

async function prepare(spec: CallableSpec, context: SpecContext) {
  await seedBase(accounts);
  await spec.seed?.(context);
}

describe.each(SPECS)('$name', (spec) => {
  const denied = CALLERS.filter((role) => !spec.allowed.includes(role));
  const first = spec.allowed[0] as RoleName;

  beforeEach(() => newRequestId());

  itWhen(!spec.anonymous)(
    'turns away callers who are not signed in with unauthenticated',
    async () => {
      const context = { accounts, caller: null };
      await prepare(spec, context);
      const before = await dumpDatabase();
      const outcome = await call(spec.name, spec.payload(context), null);
      expect(outcome).toMatchObject({ ok: false, code: 'unauthenticated' });
      expect(await dumpDatabase()).toEqual(before);
    },
  );

  itWhen(denied.length > 0)(
    `refuses ${denied.join(', ')} with permission-denied and writes nothing`,
    async () => {
      await prepare(spec, { accounts, caller: null });
      const before = await dumpDatabase();
      const outcomes: Record<string, string> = {};
      for (const role of denied) {
        const outcome = await call(
          spec.name,
          spec.payload({ accounts, caller: role }),
          accounts[role],
        );
        outcomes[role] = outcome.ok ? 'ok' : outcome.code;
      }
      expect(outcomes).toEqual(
        Object.fromEntries(denied.map((role) => [role, 'permission-denied'])),
      );
      expect(await dumpDatabase()).toEqual(before);
    },
  );

  it('answers invalid-argument to malformed payloads and writes nothing', async () => {
    const context = { accounts, caller: first };
    await prepare(spec, context);
    const before = await dumpDatabase();
    const payloads = [
      ...malformed(spec.payload(context)),
      ...(spec.invalidButWellFormed?.(context) ?? []),
    ];
    const codes = [];
    for (const payload of payloads) {
      const outcome = await call(spec.name, payload, accounts[first]);
      codes.push(outcome.ok ? `ok for ${JSON.stringify(payload)}` : outcome.code);
    }
    expect(codes).toEqual(payloads.map(() => 'invalid-argument'));
    expect(await dumpDatabase()).toEqual(before);
  });

  itWhen(spec.anonymous === true)('lets visitors who are not signed in do it', async () => {
    const context = { accounts, caller: null };
    await prepare(spec, context);
    const outcome = await call(spec.name, spec.payload(context), null);
    if (!outcome.ok)
      throw new Error(`${spec.name} by a visitor: ${outcome.code} ${outcome.message}`);
    await spec.verify(context, outcome.result);
  });

  it.each(spec.allowed.map((role) => [role]))('lets %s do it', async (role) => {
    const context = { accounts, caller: role as RoleName };
    await prepare(spec, context);
    const outcome = await call(spec.name, spec.payload(context), accounts[role as RoleName]);
    if (!outcome.ok) throw new Error(`${spec.name} by ${role}: ${outcome.code} ${outcome.message}`);
    await spec.verify(context, outcome.result);
  });

  it('repeats no effect when the same call is sent again', async () => {
    const role = spec.allowed[spec.allowed.length - 1] as RoleName;
    const context = { accounts, caller: role };
    await prepare(spec, context);
    const firstOutcome = await call(spec.name, spec.payload(context), accounts[role]);
    if (!firstOutcome.ok) throw new Error(`${firstOutcome.code} ${firstOutcome.message}`);
    const effects = await spec.effects(context);
    const second = await call(spec.name, spec.payload(context), accounts[role]);
    expect(await spec.effects(context)).toBe(effects);
    if (second.ok && second.result.replayed) {
      // A replayed idempotency key answers the stored result (a secret shown once excepted).
      const { replayed: _r, ...rest } = second.result;
      const { [spec.secret ?? 'key']: _k, ...firstRest } = firstOutcome.result;
      expect(rest).toEqual(firstRest);
    } else if (!second.ok) {
      // A second attempt may be refused because the first one already moved the state on.
      expect(second.code).toBe('failed-precondition');
    }
  });
});
