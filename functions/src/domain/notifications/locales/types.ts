import type { Category, NotifyEvent } from '../events';

/** One language's texts: per event [subject, lead sentence, button label]; {name} placeholders. */
export interface Catalogue {
  events: Record<NotifyEvent, readonly [subject: string, lead: string, action: string]>;
  comment: string;
  reasons: string;
  footer: string;
  unsubscribe: string;
  preferences: string;
  digestSubject: string;
  digestLead: string;
  categories: Record<Category, string>;
  unsubscribeQuestion: string;
  unsubscribeButton: string;
  unsubscribeDone: string;
  unsubscribeInvalid: string;
}
