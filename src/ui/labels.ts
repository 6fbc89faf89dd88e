// Words several screens show for the same stored values and actions. Apart from
// messages.ts, which the layouts load up front, so a screen's labels arrive with the screen.

/** The two answers of a confirmation dialog. */
export const confirmDialog = {
  confirm: /*i18n*/ { id: 'admin.confirm', message: 'Confirm' },
  cancel: /*i18n*/ { id: 'admin.cancel', message: 'Cancel' },
};

/** Plan features are stored as ids; unknown ids are shown as they are. */
export const planFeatures: Record<string, { id: string; message: string }> = {
  calendar: /*i18n*/ { id: 'planFeature.calendar', message: 'Content calendar' },
  scheduling: /*i18n*/ { id: 'planFeature.scheduling', message: 'Scheduling in your time zone' },
  approvals: /*i18n*/ { id: 'planFeature.approvals', message: 'Approvals before publishing' },
  analytics: /*i18n*/ { id: 'planFeature.analytics', message: 'Analytics per post and channel' },
  variants: /*i18n*/ { id: 'planFeature.variants', message: 'Per-network variants' },
  api: /*i18n*/ { id: 'planFeature.api', message: 'REST API access' },
  branding: /*i18n*/ { id: 'planFeature.branding', message: 'Your own branding' },
  'content-writing': /*i18n*/ {
    id: 'planFeature.contentWriting',
    message: 'Posts written by our team',
  },
  'monthly-report': /*i18n*/ { id: 'planFeature.monthlyReport', message: 'Monthly report' },
  'weekly-report': /*i18n*/ { id: 'planFeature.weeklyReport', message: 'Weekly report' },
  'paid-campaigns': /*i18n*/ { id: 'planFeature.paidCampaigns', message: 'Paid campaigns' },
};

export const onboardingStep: Record<string, { id: string; message: string }> = {
  profile: /*i18n*/ { id: 'onboardingStep.profile', message: 'Company profile' },
  brand: /*i18n*/ { id: 'onboardingStep.brand', message: 'Brand' },
  channels: /*i18n*/ { id: 'onboardingStep.channels', message: 'Social channels' },
  plan: /*i18n*/ { id: 'onboardingStep.plan', message: 'Plan' },
  terms: /*i18n*/ { id: 'onboardingStep.terms', message: 'Terms' },
  invited: /*i18n*/ { id: 'onboardingStatus.invited', message: 'Invited' },
  in_progress: /*i18n*/ { id: 'onboardingStatus.inProgress', message: 'In progress' },
  submitted: /*i18n*/ { id: 'onboardingStatus.submitted', message: 'Submitted for review' },
  approved: /*i18n*/ { id: 'onboardingStatus.approved', message: 'Approved' },
  rejected: /*i18n*/ { id: 'onboardingStatus.rejected', message: 'Not approved' },
};
