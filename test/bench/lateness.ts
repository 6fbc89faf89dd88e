// `npm run bench:lateness`: the bench lives with the functions so that it runs their code with
// their own copy of the Admin SDK; see test/support/functions/latenessBench.ts.
import '../support/functions/latenessBench';
