// `npm run bench:reports`: the bench lives with the functions' test support so that it runs their
// code with their own copy of the Admin SDK; see test/support/functions/reportsBench.ts.
import '../support/functions/reportsBench';
