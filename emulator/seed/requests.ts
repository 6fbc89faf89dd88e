// Seeded service requests, onboarding answers and their messages.

import { UID } from './accounts';
import type {
  MessageDoc,
  OnboardingDoc,
  SeedDocument,
  ServiceRequestDoc,
  ServiceRequestStatus,
} from './model';
import type { SeedClock } from './seed-clock';
import { WORKSPACE } from './workspaces';

interface RequestSeed {
  id: string;
  workspaceId: string;
  requesterUid: string;
  serviceId: string;
  title: string;
  details: string;
  status: ServiceRequestStatus;
  assigneeUid: string | null;
  dueInDays: number | null;
  createdDaysAgo: number;
  messages: { authorUid: string; text: string }[];
}

const REQUESTS: RequestSeed[] = [
  {
    id: 'sr-northwind-holiday',
    workspaceId: WORKSPACE.northwind,
    requesterUid: UID.connectClient,
    serviceId: 'svc-content',
    title: 'Holiday season content',
    details: 'Six posts for December: gift boxes, opening hours, the Christmas stollen.',
    status: 'new',
    assigneeUid: null,
    dueInDays: 18,
    createdDaysAgo: 1,
    messages: [{ authorUid: UID.connectClient, text: 'Photos of the gift boxes arrive Monday.' }],
  },
  {
    id: 'sr-northwind-ads',
    workspaceId: WORKSPACE.northwind,
    requesterUid: UID.connectClient,
    serviceId: 'svc-ads',
    title: 'Promote the baking classes',
    details: 'A two-week local campaign for the Saturday classes, budget €300.',
    status: 'in_progress',
    assigneeUid: UID.connectAdmin,
    dueInDays: 7,
    createdDaysAgo: 6,
    messages: [
      { authorUid: UID.connectClient, text: 'Can we target people within 10 km?' },
      { authorUid: UID.connectAdmin, text: 'Yes, the audience is set up. Launching Thursday.' },
    ],
  },
  {
    id: 'sr-harbour-strategy',
    workspaceId: WORKSPACE.harbour,
    requesterUid: UID.connectUser,
    serviceId: 'svc-strategy',
    title: 'Strategy for the new practice',
    details: 'We open a second practice in March and want a plan for the launch.',
    status: 'waiting_client',
    assigneeUid: UID.connectSuperAdmin,
    dueInDays: 14,
    createdDaysAgo: 10,
    messages: [
      { authorUid: UID.connectUser, text: 'The opening date is 3 March.' },
      {
        authorUid: UID.connectSuperAdmin,
        text: 'Thanks! Could you send the address and a few photos of the new rooms?',
      },
    ],
  },
  {
    id: 'sr-harbour-training',
    workspaceId: WORKSPACE.harbour,
    requesterUid: UID.connectUser,
    serviceId: 'svc-training',
    title: 'Training for reception staff',
    details: 'Two hours on answering reviews and messages.',
    status: 'done',
    assigneeUid: UID.connectAdmin,
    dueInDays: -12,
    createdDaysAgo: 30,
    messages: [
      { authorUid: UID.connectAdmin, text: 'Slides and the recording are in your inbox.' },
      { authorUid: UID.connectUser, text: 'Great session, thank you!' },
    ],
  },
  {
    id: 'sr-northwind-website',
    workspaceId: WORKSPACE.northwind,
    requesterUid: UID.connectClient,
    serviceId: 'svc-strategy',
    title: 'Build us a new website',
    details: 'Could you also redo our website?',
    status: 'rejected',
    assigneeUid: UID.connectAdmin,
    dueInDays: null,
    createdDaysAgo: 20,
    messages: [
      {
        authorUid: UID.connectAdmin,
        text: 'Websites are outside our services; we sent you two partners we trust.',
      },
    ],
  },
];

type Steps = OnboardingDoc['steps'];

function steps(done: number): Steps {
  const names = ['profile', 'brand', 'channels', 'plan', 'terms'] as const;
  // The onboarding form's own fields, so the review screen and the client's form show them.
  const data: { [Name in (typeof names)[number]]: Steps[Name]['data'] } = {
    profile: { company: 'Willow Yoga', website: 'https://willow.example', phone: '+1 555 0100' },
    brand: { colour: '#65a30d', voice: 'calm, friendly' },
    channels: { bluesky: true, mastodon: true },
    plan: { planId: 'connect-starter' },
    terms: { accepted: true },
  };
  return Object.fromEntries(
    names.map((name, index) => [
      name,
      { done: index < done, data: index < done ? data[name] : {} },
    ]),
  ) as Steps;
}

const ONBOARDING: (Omit<OnboardingDoc, 'createdAt' | 'updatedAt'> & {
  id: string;
  daysAgo: number;
})[] = [
  {
    id: 'ob-willow-yoga',
    invitedEmail: 'nora@willow-yoga.example.com',
    workspaceId: null,
    steps: steps(0),
    status: 'invited',
    invitedBy: UID.connectAdmin,
    reviewer: null,
    daysAgo: 2,
  },
  {
    id: 'ob-green-garage',
    invitedEmail: 'owner@green-garage.example.com',
    workspaceId: null,
    steps: steps(2),
    status: 'in_progress',
    invitedBy: UID.connectAdmin,
    reviewer: null,
    daysAgo: 5,
  },
  {
    id: 'ob-blue-fin',
    invitedEmail: 'hello@bluefin-sushi.example.com',
    workspaceId: null,
    steps: steps(5),
    status: 'submitted',
    invitedBy: UID.connectSuperAdmin,
    reviewer: null,
    daysAgo: 9,
  },
  {
    id: 'ob-harbour-dental',
    invitedEmail: 'connect-user@example.com',
    workspaceId: WORKSPACE.harbour,
    steps: steps(5),
    status: 'approved',
    invitedBy: UID.connectAdmin,
    reviewer: UID.connectSuperAdmin,
    daysAgo: 32,
  },
  {
    id: 'ob-quick-loans',
    invitedEmail: 'marketing@quick-loans.example.com',
    workspaceId: null,
    steps: steps(5),
    status: 'rejected',
    invitedBy: UID.connectAdmin,
    reviewer: UID.connectSuperAdmin,
    daysAgo: 40,
  },
];

export function requestDocuments(clock: SeedClock): SeedDocument[] {
  const documents: SeedDocument[] = [];
  for (const request of REQUESTS) {
    const data: ServiceRequestDoc = {
      workspaceId: request.workspaceId,
      // Every seeded request comes from a client of a connect workspace, in the app.
      product: 'connect',
      requesterUid: request.requesterUid,
      apiKeyId: null,
      serviceId: request.serviceId,
      title: request.title,
      details: request.details,
      status: request.status,
      assigneeUid: request.assigneeUid,
      dueAt: request.dueInDays === null ? null : clock.at(request.dueInDays, 17),
      ...clock.stamps(request.createdDaysAgo, Math.max(request.createdDaysAgo - 1, 0)),
    };
    documents.push({ path: `serviceRequests/${request.id}`, data });
    request.messages.forEach((message, index) => {
      const daysAgo = Math.max(request.createdDaysAgo - index, 0);
      const doc: MessageDoc = {
        ...message,
        staff: message.authorUid !== request.requesterUid,
        ...clock.stamps(daysAgo, daysAgo),
      };
      documents.push({
        path: `serviceRequests/${request.id}/messages/m${index + 1}`,
        data: doc,
      });
    });
  }
  for (const { id, daysAgo, ...onboarding } of ONBOARDING) {
    const data: OnboardingDoc = {
      ...onboarding,
      ...clock.stamps(daysAgo, Math.max(daysAgo - 2, 0)),
    };
    documents.push({ path: `onboarding/${id}`, data });
  }
  return documents;
}
