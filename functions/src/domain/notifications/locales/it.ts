import type { Catalogue } from './types';

export const it: Catalogue = {
  events: {
    invitation: [
      'Hai un invito su {site}',
      '{actor} ti ha invitato a unirti a {place}.',
      'Accetta l’invito',
    ],
    approval_requested: [
      'Un post attende la tua approvazione',
      '{actor} ti chiede di approvare «{subject}».',
      'Esamina il post',
    ],
    approved: [
      'Il tuo post è stato approvato e programmato',
      '{actor} ha approvato «{subject}». Sarà pubblicato il {when}.',
      'Apri il post',
    ],
    approved_unscheduled: [
      'Il tuo post approvato non è programmato',
      '{actor} ha approvato «{subject}». Non verrà pubblicato nulla finché non lo programmi.',
      'Programmalo',
    ],
    approval_reminder: [
      'Un post attende ancora la tua approvazione',
      '“{subject}” attende la tua decisione dal {date}.',
      'Esamina il post',
    ],
    approval_overdue: [
      'Post trattenuto: la scadenza per l’approvazione è passata',
      '“{subject}” non è stato approvato entro il {when}, quindi è trattenuto e non verrà pubblicato. Una volta approvato, viene riprogrammato se il suo orario non è ancora passato; altrimenti scegli un nuovo orario.',
      'Apri il post',
    ],
    approval_reopened: [
      'Un post approvato viene modificato',
      '{actor} ha riaperto «{subject}», che avevi approvato, per modificarlo. Tornerà da te con le modifiche.',
      'Apri il post',
    ],
    changes_requested: [
      'Sono state chieste modifiche al tuo post',
      '{actor} chiede modifiche a «{subject}».',
      'Apri il post',
    ],
    // Client review: comments on posts.
    comment_added: [
      'Nuovo commento sul tuo post',
      '{actor} ha commentato “{subject}”.',
      'Apri il post',
    ],
    review_link_shared: [
      'Ci sono post da rivedere su {site}',
      '{actor} condivide con te i post di {place} da rivedere, fino al {date}. Non serve un account: apri il link, scrivi il tuo nome, poi approva, chiedi modifiche o commenta.',
      'Rivedi i post',
    ],
    mentioned: ['Sei stato menzionato', '{actor} ti ha menzionato in “{subject}”.', 'Apri il post'],
    published: [
      'Il tuo post è stato pubblicato',
      '«{subject}» è online su tutte le reti.',
      'Apri il post',
    ],
    partially_published: [
      'Il tuo post è stato pubblicato solo in parte',
      '«{subject}» non è stato pubblicato ovunque.',
      'Apri il post',
    ],
    publish_failed: [
      'Non è stato possibile pubblicare il tuo post',
      '«{subject}» non è stato pubblicato.',
      'Apri il post',
    ],
    webhook_paused: [
      'Un webhook è stato messo in pausa',
      'Il webhook verso {subject} non è riuscito cinque volte di seguito ed è stato messo in pausa: non gli vengono più inviati eventi. Correggi il ricevitore, poi riattivalo.',
      'Apri i webhook',
    ],
    channel_reconnect: [
      'Un canale va ricollegato',
      'Il canale {subject} ha perso la connessione e va ricollegato.',
      'Ricollega',
    ],
    service_request_created: [
      'Nuova richiesta di servizio',
      '{actor} ha chiesto «{subject}».',
      'Apri la richiesta',
    ],
    service_request_answered: [
      'La tua richiesta di servizio ha una risposta',
      'Il team ha risposto a «{subject}».',
      'Apri la richiesta',
    ],
    service_request_replied: [
      'Un cliente ha risposto a una richiesta di servizio',
      '{actor} ha risposto a «{subject}».',
      'Apri la richiesta',
    ],
    onboarding_submitted: [
      'È stato inviato un modulo di onboarding',
      '{actor} ha inviato il modulo di onboarding di {subject}.',
      'Esaminalo',
    ],
    onboarding_approved: [
      'Il tuo onboarding è stato approvato',
      'Benvenuto: {subject} è pronto.',
      'Apri l’app',
    ],
    onboarding_rejected: [
      'Il tuo onboarding va rivisto',
      'L’onboarding di {subject} non è stato approvato.',
      'Apri l’app',
    ],
    credential_expiring: [
      'L’accesso di un canale sta per scadere',
      'L’accesso di {subject} scade il {date}, prima di post programmati su di esso. Ricollegalo prima di allora o invia al cliente un link di ricollegamento.',
      'Apri la dashboard',
    ],
    courtesy_expiring: [
      'Un abbonamento di cortesia sta per scadere',
      'L’abbonamento di cortesia di {subject} termina il {date}.',
      'Apri gli abbonamenti di cortesia',
    ],
    plan_upgrade_requested: [
      'Uno spazio di lavoro chiede un piano più ampio',
      '{actor} chiede un piano più ampio per {subject}: ha raggiunto il limite di canali del suo piano.',
      'Apri gli abbonamenti omaggio',
    ],
    terms_updated: [
      'Nuove condizioni da accettare',
      '{site} ha nuove condizioni. Leggile e accettale alla prossima visita.',
      'Leggi le condizioni',
    ],
    account_verify: [
      'Conferma il tuo indirizzo email per {site}',
      'Conferma che {subject} è il tuo indirizzo per completare il tuo account {site}. Se non ti sei registrato, ignora questa email.',
      'Conferma il mio indirizzo',
    ],
    account_reset: [
      'Reimposta la password di {site}',
      'Qualcuno ha chiesto di reimpostare la password di {subject}. Se sei stato tu, scegli una nuova password con il link qui sotto; altrimenti ignora questa email.',
      'Scegli una nuova password',
    ],
    account_sign_in: [
      'Il tuo link di accesso a {site}',
      'Apri questo link nel browser in cui l’hai richiesto per accedere come {subject}. Se non l’hai richiesto, ignora questa email.',
      'Accedi',
    ],
    inbox_assigned: [
      'Ti è stata assegnata una conversazione',
      '{actor} ti ha assegnato la conversazione «{subject}».',
      'Apri la posta in arrivo',
    ],
    report_ready: [
      'Il tuo report cliente è pronto su {site}',
      'Il report di {place} per {date} è allegato in PDF. Il link lo apre sul web, dove ogni numero mostra i post da cui proviene.',
      'Apri il report',
    ],
    inbox_client_answered: [
      'Il cliente ha risposto alla tua domanda',
      '{actor} ha risposto alla domanda «{subject}».',
      'Apri la conversazione',
    ],
  },
  comment: 'Commento',
  reasons: 'Motivi',
  footer: 'Ricevi questa email perché usi {site}.',
  unsubscribe: 'Non ricevere più queste email',
  preferences: 'Impostazioni delle notifiche',
  digestSubject: 'Il tuo riepilogo giornaliero da {site}',
  digestLead: 'Ecco cosa è successo da ieri.',
  categories: {
    approvals: 'Approvazioni',
    publishing: 'Esiti di pubblicazione',
    channels: 'Canali',
    requests: 'Richieste di servizio',
    onboarding: 'Onboarding',
    subscriptions: 'Abbonamenti',
    account: 'Account',
  },
  unsubscribeQuestion: 'Non ricevere più email su «{category}»?',
  unsubscribeButton: 'Non riceverle più',
  unsubscribeDone:
    'Non riceverai più email su «{category}». Gli avvisi nell’app restano attivi; puoi cambiarlo quando vuoi nelle impostazioni delle notifiche.',
  unsubscribeInvalid:
    'Questo link non è valido. Cambia invece le impostazioni delle notifiche nell’app.',
};
