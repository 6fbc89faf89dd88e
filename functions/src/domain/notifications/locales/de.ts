import type { Catalogue } from './types';

export const de: Catalogue = {
  events: {
    invitation: [
      'Sie sind zu {site} eingeladen',
      '{actor} hat Sie eingeladen, {place} beizutreten.',
      'Einladung annehmen',
    ],
    approval_requested: [
      'Ein Beitrag wartet auf Ihre Freigabe',
      '{actor} bittet Sie, „{subject}“ freizugeben.',
      'Beitrag prüfen',
    ],
    approved: [
      'Ihr Beitrag wurde freigegeben und eingeplant',
      '{actor} hat „{subject}“ freigegeben. Er erscheint am {when}.',
      'Beitrag öffnen',
    ],
    approved_unscheduled: [
      'Ihr freigegebener Beitrag ist nicht eingeplant',
      '{actor} hat „{subject}“ freigegeben. Nichts wird veröffentlicht, bis Sie ihn einplanen.',
      'Jetzt einplanen',
    ],
    approval_reminder: [
      'Ein Beitrag wartet noch auf Ihre Freigabe',
      '„{subject}“ wartet seit dem {date} auf Ihre Entscheidung.',
      'Beitrag prüfen',
    ],
    approval_overdue: [
      'Beitrag zurückgehalten: die Freigabefrist ist abgelaufen',
      '„{subject}“ wurde nicht bis zum {when} freigegeben und wird daher zurückgehalten und nicht veröffentlicht. Nach der Freigabe wird er erneut geplant, wenn sein Zeitpunkt noch bevorsteht; sonst wählen Sie einen neuen Zeitpunkt.',
      'Beitrag öffnen',
    ],
    approval_reopened: [
      'Ein genehmigter Beitrag wird geändert',
      '{actor} hat „{subject}“, den Sie genehmigt haben, zur Bearbeitung wieder geöffnet. Er kommt mit den Änderungen zu Ihnen zurück.',
      'Beitrag öffnen',
    ],
    changes_requested: [
      'Änderungen an Ihrem Beitrag gewünscht',
      '{actor} wünscht Änderungen an „{subject}“.',
      'Beitrag öffnen',
    ],
    // Client review: comments on posts.
    comment_added: [
      'Neuer Kommentar zu Ihrem Beitrag',
      '{actor} hat „{subject}“ kommentiert.',
      'Beitrag öffnen',
    ],
    review_link_shared: [
      'Beiträge warten auf Ihre Prüfung bei {site}',
      '{actor} teilt die Beiträge von {place} mit Ihnen zur Prüfung, bis {date}. Sie brauchen kein Konto: Öffnen Sie den Link, geben Sie Ihren Namen ein und geben Sie frei, bitten Sie um Änderungen oder kommentieren Sie.',
      'Beiträge prüfen',
    ],
    mentioned: ['Sie wurden erwähnt', '{actor} hat Sie bei „{subject}“ erwähnt.', 'Beitrag öffnen'],
    published: [
      'Ihr Beitrag wurde veröffentlicht',
      '„{subject}“ ist in allen Netzwerken online.',
      'Beitrag öffnen',
    ],
    partially_published: [
      'Ihr Beitrag wurde nur teilweise veröffentlicht',
      '„{subject}“ konnte nicht überall veröffentlicht werden.',
      'Beitrag öffnen',
    ],
    publish_failed: [
      'Ihr Beitrag konnte nicht veröffentlicht werden',
      '„{subject}“ wurde nicht veröffentlicht.',
      'Beitrag öffnen',
    ],
    webhook_paused: [
      'Ein Webhook wurde pausiert',
      'Der Webhook an {subject} ist fünfmal hintereinander fehlgeschlagen und wurde pausiert: Es werden keine Ereignisse mehr gesendet. Beheben Sie den Empfänger und setzen Sie ihn dann fort.',
      'Webhooks öffnen',
    ],
    channel_reconnect: [
      'Ein Kanal muss neu verbunden werden',
      'Der Kanal {subject} hat seine Verbindung verloren und muss neu verbunden werden.',
      'Neu verbinden',
    ],
    service_request_created: [
      'Neue Serviceanfrage',
      '{actor} hat „{subject}“ angefragt.',
      'Anfrage öffnen',
    ],
    service_request_answered: [
      'Ihre Serviceanfrage wurde beantwortet',
      'Das Team hat auf „{subject}“ geantwortet.',
      'Anfrage öffnen',
    ],
    service_request_replied: [
      'Ein Kunde hat auf eine Serviceanfrage geantwortet',
      '{actor} hat auf „{subject}“ geantwortet.',
      'Anfrage öffnen',
    ],
    onboarding_submitted: [
      'Ein Onboarding-Formular wurde eingereicht',
      '{actor} hat das Onboarding-Formular von {subject} eingereicht.',
      'Prüfen',
    ],
    onboarding_approved: [
      'Ihr Onboarding wurde angenommen',
      'Willkommen: {subject} ist bereit.',
      'App öffnen',
    ],
    onboarding_rejected: [
      'Ihr Onboarding muss überarbeitet werden',
      'Das Onboarding von {subject} wurde nicht angenommen.',
      'App öffnen',
    ],
    credential_expiring: [
      'Die Anmeldung eines Kanals läuft bald ab',
      'Die Anmeldung von {subject} läuft am {date} ab, vor dort geplanten Beiträgen. Verbinden Sie ihn vorher neu oder senden Sie dem Kunden einen Link zum erneuten Verbinden.',
      'Dashboard öffnen',
    ],
    courtesy_expiring: [
      'Ein Gratis-Abonnement läuft bald ab',
      'Das Gratis-Abonnement von {subject} endet am {date}.',
      'Gratis-Abonnements öffnen',
    ],
    plan_upgrade_requested: [
      'Ein Arbeitsbereich bittet um einen größeren Tarif',
      '{actor} bittet um einen größeren Tarif für {subject}: das Kanal-Limit des Tarifs ist erreicht.',
      'Kulanz-Abonnements öffnen',
    ],
    terms_updated: [
      'Neue Bedingungen zu akzeptieren',
      '{site} hat neue Bedingungen. Bitte lesen und akzeptieren Sie sie bei Ihrem nächsten Besuch.',
      'Bedingungen lesen',
    ],
    account_verify: [
      'Bestätigen Sie Ihre E-Mail-Adresse für {site}',
      'Bestätigen Sie, dass {subject} Ihre Adresse ist, um Ihr {site}-Konto fertig einzurichten. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
      'Meine Adresse bestätigen',
    ],
    account_reset: [
      'Setzen Sie Ihr {site}-Passwort zurück',
      'Jemand hat angefordert, das Passwort von {subject} zurückzusetzen. Wenn Sie das waren, wählen Sie über den Link unten ein neues Passwort; andernfalls ignorieren Sie diese E-Mail.',
      'Neues Passwort wählen',
    ],
    account_sign_in: [
      'Ihr Anmeldelink für {site}',
      'Öffnen Sie diesen Link in dem Browser, in dem Sie ihn angefordert haben, um sich als {subject} anzumelden. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
      'Anmelden',
    ],
    inbox_assigned: [
      'Ihnen wurde eine Unterhaltung zugewiesen',
      '{actor} hat Ihnen die Unterhaltung „{subject}“ zugewiesen.',
      'Posteingang öffnen',
    ],
    report_ready: [
      'Ihr Kundenbericht ist auf {site} fertig',
      'Der Bericht von {place} für {date} liegt als PDF bei. Der Link öffnet ihn im Web, wo jede Zahl die Beiträge zeigt, aus denen sie stammt.',
      'Bericht öffnen',
    ],
    inbox_client_answered: [
      'Der Kunde hat Ihre Frage beantwortet',
      '{actor} hat die Frage „{subject}“ beantwortet.',
      'Unterhaltung öffnen',
    ],
  },
  comment: 'Kommentar',
  reasons: 'Gründe',
  footer: 'Sie erhalten diese E-Mail, weil Sie {site} nutzen.',
  unsubscribe: 'Diese E-Mails abbestellen',
  preferences: 'Benachrichtigungseinstellungen',
  digestSubject: 'Ihre tägliche Zusammenfassung von {site}',
  digestLead: 'Das ist seit gestern passiert.',
  categories: {
    approvals: 'Freigaben',
    publishing: 'Veröffentlichungsergebnisse',
    channels: 'Kanäle',
    requests: 'Serviceanfragen',
    onboarding: 'Onboarding',
    subscriptions: 'Abonnements',
    account: 'Konto',
  },
  unsubscribeQuestion: 'Keine E-Mails mehr zu „{category}“?',
  unsubscribeButton: 'Abbestellen',
  unsubscribeDone:
    'Sie erhalten keine E-Mails mehr zu „{category}“. Hinweise in der App bleiben aktiv; ändern Sie das jederzeit in Ihren Benachrichtigungseinstellungen.',
  unsubscribeInvalid:
    'Dieser Link ist ungültig. Ändern Sie stattdessen Ihre Benachrichtigungseinstellungen in der App.',
};
