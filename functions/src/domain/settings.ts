// settings/app, changed by super admins only.

import type { CallableReply } from '@model/callables';
import type { UpdateSettingsInput } from '@model/schemas/settings';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { recordAudit } from './audit';
import { type Caller, requireSuperAdmin } from './caller';
import { invalid } from './errors';
import { forgetMaintenance } from './maintenance';
import { sameValue } from './sameValue';
import { assertBasedOn } from './versions/versions';

export type UpdateSettingsResult = CallableReply<'updateSettings'> & Record<string, unknown>;

export async function updateSettings(
  db: Firestore,
  caller: Caller,
  input: UpdateSettingsInput,
): Promise<UpdateSettingsResult> {
  requireSuperAdmin(caller);
  const result = await db.runTransaction(async (tx) => {
    const ref = db.collection('settings').doc('app');
    const snap = await tx.get(ref);
    const current = snap.data() ?? {};
    await assertBasedOn(tx, ref, snap.data(), input.baseVersion);
    const enabled =
      input.patch.enabledLocales ??
      (Array.isArray(current.enabledLocales) ? current.enabledLocales : null);
    const fallback = input.patch.defaultLocale ?? current.defaultLocale;
    if (enabled && typeof fallback === 'string' && !enabled.includes(fallback)) {
      throw invalid('defaultLocale must be one of enabledLocales.');
    }
    const updated = Object.entries(input.patch)
      .filter(([key, value]) =>
        (key === 'features' || key === 'maintenanceFor') && value && typeof value === 'object'
          ? Object.entries(value).some(([flag, on]) => !sameValue(current[key]?.[flag], on))
          : !sameValue(current[key], value),
      )
      .map(([key]) => key);
    // A retried update finds nothing to change and records nothing.
    if (updated.length === 0) return { updated };
    tx.set(
      ref,
      {
        ...input.patch,
        ...(snap.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    recordAudit(db, tx, {
      action: 'settings.update',
      actorUid: caller.uid,
      target: ref.path,
      details: { fields: updated },
    });
    return { updated };
  });
  // This instance answers from the new settings at once; others within their cache period.
  if (result.updated.length > 0) forgetMaintenance();
  return result;
}
