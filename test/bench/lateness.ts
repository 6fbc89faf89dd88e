// `npm run bench:lateness`: the bench lives with the functions so that it runs their code with
// their own copy of the Admin SDK; see functions/src/testing/latenessBench.ts.
import '../../functions/src/testing/latenessBench';
