// Shows a conversation to the client's approvers with a question, or hides it again.

import { askClient as run } from '../../domain/inbox/actions';
import { signedIn } from '../define';

export const askClient = signedIn('askClient', (input, { db, caller }) => run(db, caller, input));
