// Sentences of the client's onboarding steps on the dashboard.

export const onboardingForm = {
  fillInStep: /*i18n*/ { id: 'onboarding.fillInStep', message: 'Fill in: {step}' },
  company: /*i18n*/ { id: 'onboarding.company', message: 'Company name' },
  website: /*i18n*/ { id: 'onboarding.website', message: 'Website' },
  phone: /*i18n*/ { id: 'onboarding.phone', message: 'Phone number' },
  colour: /*i18n*/ { id: 'onboarding.colour', message: 'Main brand colour' },
  voice: /*i18n*/ {
    id: 'onboarding.voice',
    message: 'Tone of voice (how you speak to your customers)',
  },
  networks: /*i18n*/ {
    id: 'onboarding.networks',
    message: 'Which networks should we manage for you?',
  },
  plan: /*i18n*/ { id: 'onboarding.plan', message: 'Plan' },
  choosePlan: /*i18n*/ { id: 'onboarding.choosePlan', message: 'Choose a plan' },
  terms: /*i18n*/ {
    id: 'onboarding.terms',
    message: 'I accept the terms of service and the privacy policy.',
  },
  readTerms: /*i18n*/ { id: 'onboarding.readTerms', message: 'Read the terms' },
  saveStep: /*i18n*/ { id: 'onboarding.saveStep', message: 'Save this step' },
  stepSaved: /*i18n*/ { id: 'onboarding.stepSaved', message: '“{step}” is saved.' },
  required: /*i18n*/ { id: 'onboarding.required', message: 'Please answer the required fields.' },
  submit: /*i18n*/ { id: 'onboarding.submit', message: 'Submit for review' },
  submitHint: /*i18n*/ {
    id: 'onboarding.submitHint',
    message: 'Complete every step, then submit: the agency reviews it and opens your workspace.',
  },
  submitted: /*i18n*/ {
    id: 'onboarding.submitted',
    message: 'Thank you! The agency will review your onboarding shortly.',
  },
  rejected: /*i18n*/ {
    id: 'onboarding.rejected',
    message: 'The agency asked for changes: {comment}',
  },
  close: /*i18n*/ { id: 'onboarding.close', message: 'Close' },
};
