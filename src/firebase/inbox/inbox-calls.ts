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

type Done = { conversationId: string };

export const replyToConversation = (input: ReplyToConversationInput) =>
  callFunction<ReplyToConversationInput, { itemId: string; externalId: string; url: string }>(
    'replyToConversation',
    input,
  );

export const assignConversation = (input: AssignConversationInput) =>
  callFunction<AssignConversationInput, Done>('assignConversation', input);

export const labelConversation = (input: LabelConversationInput) =>
  callFunction<LabelConversationInput, Done>('labelConversation', input);

export const setConversationStatus = (input: SetConversationStatusInput) =>
  callFunction<SetConversationStatusInput, Done>('setConversationStatus', input);

export const addConversationNote = (input: AddConversationNoteInput) =>
  callFunction<AddConversationNoteInput, { noteId: string }>('addConversationNote', input);

export const askClient = (input: AskClientInput) =>
  callFunction<AskClientInput, Done & { shared: boolean }>('askClient', input);

export const markConversationRead = (input: MarkConversationReadInput) =>
  callFunction<MarkConversationReadInput, Done>('markConversationRead', input);

export const moderateInboxItem = (input: ModerateInboxItemInput) =>
  callFunction<ModerateInboxItemInput, { itemId: string }>('moderateInboxItem', input);

export const answerTeam = (input: AnswerTeamInput) =>
  callFunction<AnswerTeamInput, Done>('answerTeam', input);
