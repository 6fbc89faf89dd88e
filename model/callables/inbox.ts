// The inbox: reply, assign, labels, status, notes, ask the client, read, moderate: each callable's
// payload schema and reply (see ./entry.ts).

import {
  addConversationNoteSchema,
  answerTeamSchema,
  askClientSchema,
  assignConversationSchema,
  labelConversationSchema,
  markConversationReadSchema,
  moderateInboxItemSchema,
  replyToConversationSchema,
  setConversationStatusSchema,
} from '../schemas/inbox';
import { reply } from './entry';

/** The reply of answerTeam, assignConversation, labelConversation, markConversationRead, setConversationStatus. */
export interface AnswerTeamReply {
  conversationId: string;
}

export const INBOX_CALLABLES = {
  addConversationNote: {
    input: addConversationNoteSchema,
    reply: reply<{
      noteId: string;
    }>(),
  },
  answerTeam: { input: answerTeamSchema, reply: reply<AnswerTeamReply>() },
  askClient: {
    input: askClientSchema,
    reply: reply<
      {
        conversationId: string;
      } & {
        shared: boolean;
      }
    >(),
  },
  assignConversation: { input: assignConversationSchema, reply: reply<AnswerTeamReply>() },
  labelConversation: { input: labelConversationSchema, reply: reply<AnswerTeamReply>() },
  markConversationRead: { input: markConversationReadSchema, reply: reply<AnswerTeamReply>() },
  moderateInboxItem: {
    input: moderateInboxItemSchema,
    reply: reply<{
      itemId: string;
    }>(),
  },
  replyToConversation: {
    input: replyToConversationSchema,
    reply: reply<{
      itemId: string;
      externalId: string;
      url: string;
    }>(),
  },
  setConversationStatus: { input: setConversationStatusSchema, reply: reply<AnswerTeamReply>() },
} as const;
