// The idempotency key of an approval decision. Retrying the same decision with the same comment
// (after a lost reply, a double click) reuses its key, so the server records it once; a
// different decision or a different comment is a new intent and gets a new key.

export type DecisionKeys = (decision: string, comment: string) => string;

/** A fresh memory of keys, one per decision screen (or per post it decides on). */
export function decisionKeys(newKey: () => string = () => crypto.randomUUID()): DecisionKeys {
  const keys = new Map<string, string>();
  return (decision, comment) => {
    const intent = `${decision}\n${comment.trim()}`;
    let key = keys.get(intent);
    if (!key) {
      key = newKey();
      keys.set(intent, key);
    }
    return key;
  };
}
