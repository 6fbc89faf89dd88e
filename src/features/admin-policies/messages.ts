// The words of this admin screen; the words several admin screens share are in
// src/ui/admin/.

export const policyNames = {
  privacy: /*i18n*/ { id: 'super.policy.privacy', message: 'Privacy policy' },
  terms: /*i18n*/ { id: 'super.policy.terms', message: 'Terms of service' },
  cookies: /*i18n*/ { id: 'super.policy.cookies', message: 'Cookie policy' },
  consent: /*i18n*/ { id: 'super.policy.consent', message: 'Consent' },
};
