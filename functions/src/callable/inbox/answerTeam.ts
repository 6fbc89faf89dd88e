// The client answers the team's question on a conversation shown to them.

import { answerTeam as run } from '../../domain/inbox/clientAnswer';
import { signedIn } from '../define';

export const answerTeam = signedIn('answerTeam', (input, { db, caller, now }) =>
  run(db, caller, input, now),
);
