// The words of this admin screen; the words several admin screens share are in
// src/ui/admin/.

export const plansAdmin = {
  lead: /*i18n*/ {
    id: 'super.plans.lead',
    message:
      'Plans on sale on the public plans page, in this order. Archived plans stay with the subscriptions that use them.',
  },
  newPlan: /*i18n*/ { id: 'super.plans.new', message: 'New plan' },
  editPlan: /*i18n*/ { id: 'super.plans.edit', message: 'Edit {name}' },
  edit: /*i18n*/ { id: 'super.plans.editShort', message: 'Edit' },
  archive: /*i18n*/ { id: 'super.plans.archive', message: 'Archive' },
  archived: /*i18n*/ { id: 'super.plans.archived', message: 'Archived' },
  active: /*i18n*/ { id: 'super.plans.active', message: 'On sale' },
  confirmArchive: /*i18n*/ {
    id: 'super.plans.confirmArchive',
    message: 'Archive {name}? It disappears from the plans page; current subscriptions keep it.',
  },
  archivedDone: /*i18n*/ { id: 'super.plans.archivedDone', message: '{name} is archived.' },
  created: /*i18n*/ { id: 'super.plans.created', message: '{name} is on sale.' },
  empty: /*i18n*/ {
    id: 'super.plans.empty',
    message: 'No plan for this product yet. Create the first one.',
  },
  description: /*i18n*/ { id: 'super.plans.description', message: 'Description' },
  priceMonthly: /*i18n*/ { id: 'super.plans.priceMonthly', message: 'Price per month' },
  priceYearly: /*i18n*/ { id: 'super.plans.priceYearly', message: 'Price per year' },
  currency: /*i18n*/ { id: 'super.plans.currency', message: 'Currency (ISO code)' },
  channels: /*i18n*/ { id: 'super.plans.channels', message: 'Channels' },
  postsPerMonth: /*i18n*/ { id: 'super.plans.postsPerMonth', message: 'Posts per month' },
  members: /*i18n*/ { id: 'super.plans.members', message: 'Members' },
  workspaces: /*i18n*/ { id: 'super.plans.workspaces', message: 'Workspaces per owner' },
  workspacesHint: /*i18n*/ {
    id: 'super.plans.workspacesHint',
    message:
      'How many workspaces one person may own while subscribed to this plan. Leave it empty to use the limit of the first plan on sale, or 3 when that one names none.',
  },
  limits: /*i18n*/ { id: 'super.plans.limits', message: 'Limits' },
  features: /*i18n*/ { id: 'super.plans.features', message: 'Features' },
  order: /*i18n*/ { id: 'super.plans.order', message: 'Position on the page' },
  textsIn: /*i18n*/ {
    id: 'super.plans.textsIn',
    message: 'Name and description in {language}',
  },
  filledLocales: /*i18n*/ { id: 'super.plans.filledLocales', message: 'Written in: {list}' },
  invalidPrice: /*i18n*/ {
    id: 'super.plans.invalidPrice',
    message: 'Prices are amounts such as 19 or 19.90, zero or more.',
  },
  invalidCurrency: /*i18n*/ {
    id: 'super.plans.invalidCurrency',
    message: 'The currency is a three-letter code such as EUR.',
  },
  invalidNumber: /*i18n*/ {
    id: 'super.plans.invalidNumber',
    message: 'Limits and position are whole numbers, zero or more.',
  },
};
