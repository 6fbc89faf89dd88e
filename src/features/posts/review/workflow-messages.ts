// Words of the approval workflow editor (WorkflowEditor.tsx).

export const wm = {
  title: /*i18n*/ { id: 'workflow.title', message: 'Approval steps' },
  stepTitle: /*i18n*/ { id: 'workflow.stepTitle', message: 'Step {n}' },
  sideInternal: /*i18n*/ { id: 'workflow.sideInternal', message: 'internal' },
  sideClient: /*i18n*/ { id: 'workflow.sideClient', message: 'client' },
  who: /*i18n*/ { id: 'workflow.who', message: 'Who decides' },
  whoPeople: /*i18n*/ { id: 'workflow.whoPeople', message: 'Named people' },
  whoRole: /*i18n*/ { id: 'workflow.whoRole', message: 'A workspace role' },
  whoClient: /*i18n*/ { id: 'workflow.whoClient', message: 'The client’s approvers' },
  role: /*i18n*/ { id: 'workflow.role', message: 'Role' },
  people: /*i18n*/ { id: 'workflow.people', message: 'People' },
  rule: /*i18n*/ { id: 'workflow.rule', message: 'Who must approve' },
  ruleAny: /*i18n*/ { id: 'workflow.ruleAny', message: 'Any one of them' },
  ruleAll: /*i18n*/ { id: 'workflow.ruleAll', message: 'All of them' },
  up: /*i18n*/ { id: 'workflow.up', message: 'Move up' },
  down: /*i18n*/ { id: 'workflow.down', message: 'Move down' },
  remove: /*i18n*/ { id: 'workflow.remove', message: 'Remove step' },
  addInternal: /*i18n*/ { id: 'workflow.addInternal', message: 'Add an internal step' },
  addClient: /*i18n*/ { id: 'workflow.addClient', message: 'Add a client step' },
  save: /*i18n*/ { id: 'workflow.save', message: 'Save the steps' },
  saved: /*i18n*/ { id: 'workflow.saved', message: 'Approval steps saved.' },
  needStep: /*i18n*/ { id: 'workflow.needStep', message: 'Add at least one step.' },
  needPeople: /*i18n*/ {
    id: 'workflow.needPeople',
    message: 'Name at least one person for each step of named people.',
  },
};
