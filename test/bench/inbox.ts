// `npm run bench:inbox`: the bench lives with the functions so that it runs their code with
// their own copy of the Admin SDK; see functions/src/testing/inboxBench.ts.
import '../support/functions/inboxBench';
