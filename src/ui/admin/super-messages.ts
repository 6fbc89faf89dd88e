// Sentences several super admin screens share (plans, policies, settings, grants and audit
// log); each screen's own are in its feature. Words the other admin screens already say
// (cancel, email, pages, ...) come from messages.ts.

export const superCommon = {
  language: /*i18n*/ { id: 'super.language', message: 'Language' },
  save: /*i18n*/ { id: 'super.save', message: 'Save' },
  saved: /*i18n*/ { id: 'super.saved', message: 'Changes saved.' },
  nothingChanged: /*i18n*/ { id: 'super.nothingChanged', message: 'Nothing to save.' },
  failed: /*i18n*/ { id: 'super.failed', message: 'This could not be loaded.' },
  missingEnglish: /*i18n*/ {
    id: 'super.missingEnglish',
    message: 'English is required: it is shown when a language has no text.',
  },
};

export const policiesAdmin = {
  lead: /*i18n*/ {
    id: 'super.policies.lead',
    message:
      'Write the policies in markdown, check the preview, and publish a new version. Publishing new terms asks every user to accept them.',
  },
  policy: /*i18n*/ { id: 'super.policies.policy', message: 'Policy' },
  text: /*i18n*/ { id: 'super.policies.text', message: 'Text in {language} (markdown)' },
  preview: /*i18n*/ { id: 'super.policies.preview', message: 'Preview' },
  previewEmpty: /*i18n*/ {
    id: 'super.policies.previewEmpty',
    message: 'Nothing to preview yet.',
  },
  published: /*i18n*/ {
    id: 'super.policies.published',
    message: 'Version {version} is published.',
  },
  none: /*i18n*/ { id: 'super.policies.none', message: 'No version is published yet.' },
  publish: /*i18n*/ { id: 'super.policies.publish', message: 'Publish version {version}' },
  confirmPublish: /*i18n*/ {
    id: 'super.policies.confirmPublish',
    message: 'Publish version {version} of the {policy}? It replaces the public text at once.',
  },
  confirmPublishTerms: /*i18n*/ {
    id: 'super.policies.confirmPublishTerms',
    message:
      'Publish version {version} of the terms? Every user who accepted an earlier version is asked to accept this one.',
  },
  publishedDone: /*i18n*/ {
    id: 'super.policies.publishedDone',
    message: 'Version {version} is published.',
  },
  unchanged: /*i18n*/ {
    id: 'super.policies.unchanged',
    message: 'The text is the same as the published version.',
  },
  history: /*i18n*/ { id: 'super.policies.history', message: 'History' },
  historyEmpty: /*i18n*/ { id: 'super.policies.historyEmpty', message: 'No earlier version.' },
  versionOn: /*i18n*/ { id: 'super.policies.versionOn', message: 'Version {version} · {date}' },
  compare: /*i18n*/ {
    id: 'super.policies.compare',
    message: 'Changes from version {from} to {to}',
  },
  showChanges: /*i18n*/ { id: 'super.policies.showChanges', message: 'What changed' },
  noChanges: /*i18n*/ {
    id: 'super.policies.noChanges',
    message: 'No change in this language.',
  },
  added: /*i18n*/ { id: 'super.policies.added', message: 'Added' },
  removed: /*i18n*/ { id: 'super.policies.removed', message: 'Removed' },
  diffSummary: /*i18n*/ {
    id: 'super.policies.diffSummary',
    message: '{added} lines added, {removed} lines removed.',
  },
};
