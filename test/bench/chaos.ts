// `npm run bench:chaos`: the bench lives with the functions' test support so that it runs their
// code with their own copy of the Admin SDK; see test/support/functions/chaos/chaosBench.ts.
import '../support/functions/chaos/chaosBench';
