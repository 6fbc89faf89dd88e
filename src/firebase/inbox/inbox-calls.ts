// The inbox's callables (functions/src/callable/inbox): every action goes through the server,
// which checks the capability table; the screens offer only what it allows.

import type {
  AddConversationNoteInput,
  AnswerTeamInput,
  AskClientInput,
  AssignConversationInput,
  LabelConversationInput,
  MarkConversationReadInput,
  ModerateInboxItemInput,
  ReplyToConversationInput,
  SetConversationStatusInput,
} from '@model/schemas/inbox';
import { callFunction } from '../functions';

export const replyToConversation = (input: ReplyToConversationInput) =>
  callFunction('replyToConversation', input);

export const assignConversation = (input: AssignConversationInput) =>
  callFunction('assignConversation', input);

export const labelConversation = (input: LabelConversationInput) =>
  callFunction('labelConversation', input);

export const setConversationStatus = (input: SetConversationStatusInput) =>
  callFunction('setConversationStatus', input);

export const addConversationNote = (input: AddConversationNoteInput) =>
  callFunction('addConversationNote', input);

export const askClient = (input: AskClientInput) => callFunction('askClient', input);

export const markConversationRead = (input: MarkConversationReadInput) =>
  callFunction('markConversationRead', input);

export const moderateInboxItem = (input: ModerateInboxItemInput) =>
  callFunction('moderateInboxItem', input);

export const answerTeam = (input: AnswerTeamInput) => callFunction('answerTeam', input);
