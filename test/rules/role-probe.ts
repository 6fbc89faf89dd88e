// A test-only ruleset: firestore.rules with one extra match block that answers questions about
// the caller's stored role using the very functions firestore.rules defines (roleIn,
// isAdminRole, isSuperAdmin). The block is inserted inside the documents match, so every line
// of the real rules keeps its position; it never ships.
import { FIRESTORE_RULES } from './env';

const PROBE_BLOCK = `
    // Test-only probe: a get of roleProbe/{question}/answers/{answer} is allowed exactly when
    // the rules' answer to the question about the caller's users document is that answer.
    function probeCurrentRole(data, product) {
      let smm = roleIn(data, 'smm');
      let connect = roleIn(data, 'connect');
      let own = roleIn(data, product);
      return isAdminRole(smm) ? smm
        : (isAdminRole(connect) ? connect
          : (own != null ? own : (smm != null ? smm : 'user')));
    }

    function probeAnswer(question, data) {
      return question == 'current-smm' ? probeCurrentRole(data, 'smm')
        : (question == 'current-connect' ? probeCurrentRole(data, 'connect')
          : (question == 'isAdmin'
            ? string(isAdminRole(roleIn(data, 'smm')) || isAdminRole(roleIn(data, 'connect')))
            : (question == 'isSuperAdmin' ? string(isSuperAdmin(data))
              : (question == 'adminOf-smm' ? string(isAdminOf(data, 'smm'))
                : (question == 'adminOf-connect' ? string(isAdminOf(data, 'connect'))
                  : 'unknown question')))));
    }

    match /roleProbe/{question}/answers/{answer} {
      allow get: if signedIn() && probeAnswer(question, callerData()) == answer;
    }
`;

/** firestore.rules with the probe block before the documents match closes. */
export function probeRules(): string {
  const end = FIRESTORE_RULES.trimEnd();
  // The file ends with the documents match's brace and then the service's brace.
  const serviceClose = end.lastIndexOf('}');
  const documentsClose = end.lastIndexOf('}', serviceClose - 1);
  if (serviceClose < 0 || documentsClose < 0)
    throw new Error('firestore.rules does not end with two closing braces.');
  return `${end.slice(0, documentsClose)}${PROBE_BLOCK}${end.slice(documentsClose)}\n`;
}
