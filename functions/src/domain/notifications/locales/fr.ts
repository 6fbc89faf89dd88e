import type { Catalogue } from './types';

export const fr: Catalogue = {
  events: {
    invitation: [
      'Vous êtes invité sur {site}',
      '{actor} vous invite à rejoindre {place}.',
      'Accepter l’invitation',
    ],
    approval_requested: [
      'Une publication attend votre approbation',
      '{actor} vous demande d’approuver « {subject} ».',
      'Examiner la publication',
    ],
    approved: [
      'Votre publication a été approuvée et programmée',
      '{actor} a approuvé « {subject} ». Elle paraît le {when}.',
      'Ouvrir la publication',
    ],
    approved_unscheduled: [
      'Votre publication approuvée n’est pas programmée',
      '{actor} a approuvé « {subject} ». Rien ne sera publié tant que vous ne l’aurez pas programmée.',
      'La programmer',
    ],
    approval_reminder: [
      'Une publication attend toujours votre approbation',
      '« {subject} » attend votre décision depuis le {date}.',
      'Examiner la publication',
    ],
    approval_overdue: [
      'Publication retenue : son délai d’approbation est passé',
      '« {subject} » n’a pas été approuvée avant le {when} : elle est retenue et ne sera pas publiée. Une fois approuvée, elle est reprogrammée si son heure est encore à venir ; sinon, choisissez une nouvelle heure.',
      'Ouvrir la publication',
    ],
    approval_reopened: [
      'Une publication approuvée est modifiée',
      '{actor} a rouvert « {subject} », que vous aviez approuvée, pour la modifier. Elle vous reviendra avec ses changements.',
      'Ouvrir la publication',
    ],
    changes_requested: [
      'Des modifications sont demandées sur votre publication',
      '{actor} demande des modifications de « {subject} ».',
      'Ouvrir la publication',
    ],
    // Client review: comments on posts.
    comment_added: [
      'Nouveau commentaire sur votre publication',
      '{actor} a commenté « {subject} ».',
      'Ouvrir la publication',
    ],
    review_link_shared: [
      'Des publications attendent votre relecture sur {site}',
      '{actor} partage avec vous les publications de {place} pour relecture, jusqu’au {date}. Aucun compte n’est nécessaire : ouvrez le lien, saisissez votre nom, puis approuvez, demandez des modifications ou commentez.',
      'Relire les publications',
    ],
    mentioned: [
      'Vous avez été mentionné',
      '{actor} vous a mentionné sur « {subject} ».',
      'Ouvrir la publication',
    ],
    published: [
      'Votre publication est en ligne',
      '« {subject} » est publiée sur tous les réseaux.',
      'Ouvrir la publication',
    ],
    partially_published: [
      'Votre publication n’a été publiée qu’en partie',
      '« {subject} » n’a pas pu être publiée partout.',
      'Ouvrir la publication',
    ],
    publish_failed: [
      'Votre publication n’a pas pu être publiée',
      '« {subject} » n’a pas été publiée.',
      'Ouvrir la publication',
    ],
    webhook_paused: [
      'Un webhook a été mis en pause',
      'Le webhook vers {subject} a échoué cinq fois de suite et a été mis en pause : aucun événement ne lui est plus envoyé. Corrigez le récepteur, puis réactivez-le.',
      'Ouvrir les webhooks',
    ],
    channel_reconnect: [
      'Un canal doit être reconnecté',
      'Le canal {subject} a perdu sa connexion et doit être reconnecté.',
      'Reconnecter',
    ],
    service_request_created: [
      'Nouvelle demande de service',
      '{actor} a demandé « {subject} ».',
      'Ouvrir la demande',
    ],
    service_request_answered: [
      'Votre demande de service a une réponse',
      'L’équipe a répondu à « {subject} ».',
      'Ouvrir la demande',
    ],
    service_request_replied: [
      'Un client a répondu à une demande de service',
      '{actor} a répondu à « {subject} ».',
      'Ouvrir la demande',
    ],
    onboarding_submitted: [
      'Un formulaire d’intégration a été envoyé',
      '{actor} a envoyé le formulaire d’intégration de {subject}.',
      'L’examiner',
    ],
    onboarding_approved: [
      'Votre intégration a été approuvée',
      'Bienvenue : {subject} est prêt.',
      'Ouvrir l’application',
    ],
    onboarding_rejected: [
      'Votre intégration doit être revue',
      'L’intégration de {subject} n’a pas été approuvée.',
      'Ouvrir l’application',
    ],
    credential_expiring: [
      'La connexion d’un canal va expirer',
      'La connexion de {subject} expire le {date}, avant des publications programmées sur ce canal. Reconnectez-le d’ici là ou envoyez au client un lien de reconnexion.',
      'Ouvrir le tableau de bord',
    ],
    courtesy_expiring: [
      'Un abonnement de courtoisie va expirer',
      'L’abonnement de courtoisie de {subject} se termine le {date}.',
      'Ouvrir les abonnements de courtoisie',
    ],
    plan_upgrade_requested: [
      'Un espace de travail demande une offre supérieure',
      '{actor} demande une offre supérieure pour {subject} : la limite de canaux de son offre est atteinte.',
      'Ouvrir les abonnements offerts',
    ],
    terms_updated: [
      'De nouvelles conditions à accepter',
      '{site} a de nouvelles conditions. Lisez-les et acceptez-les lors de votre prochaine visite.',
      'Lire les conditions',
    ],
    account_verify: [
      'Confirmez votre adresse e-mail pour {site}',
      'Confirmez que {subject} est bien votre adresse pour terminer la création de votre compte {site}. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
      'Confirmer mon adresse',
    ],
    account_reset: [
      'Réinitialisez votre mot de passe {site}',
      'Quelqu’un a demandé à réinitialiser le mot de passe de {subject}. Si c’était vous, choisissez un nouveau mot de passe avec le lien ci-dessous ; sinon, ignorez cet e-mail.',
      'Choisir un nouveau mot de passe',
    ],
    account_sign_in: [
      'Votre lien de connexion à {site}',
      'Ouvrez ce lien dans le navigateur où vous l’avez demandé pour vous connecter en tant que {subject}. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
      'Se connecter',
    ],
    inbox_assigned: [
      'Une conversation vous a été attribuée',
      '{actor} vous a attribué la conversation « {subject} ».',
      'Ouvrir la boîte de réception',
    ],
    report_ready: [
      'Votre rapport client est prêt sur {site}',
      'Le rapport de {place} pour {date} est joint en PDF. Le lien l’ouvre sur le web, où chaque chiffre montre les publications dont il provient.',
      'Ouvrir le rapport',
    ],
    inbox_client_answered: [
      'Le client a répondu à votre question',
      '{actor} a répondu à la question « {subject} ».',
      'Ouvrir la conversation',
    ],
  },
  comment: 'Commentaire',
  reasons: 'Raisons',
  footer: 'Vous recevez cet e-mail parce que vous utilisez {site}.',
  unsubscribe: 'Ne plus recevoir ces e-mails',
  preferences: 'Paramètres de notification',
  digestSubject: 'Votre résumé quotidien de {site}',
  digestLead: 'Voici ce qui s’est passé depuis hier.',
  categories: {
    approvals: 'Approbations',
    publishing: 'Résultats de publication',
    channels: 'Canaux',
    requests: 'Demandes de service',
    onboarding: 'Intégration',
    subscriptions: 'Abonnements',
    account: 'Compte',
  },
  unsubscribeQuestion: 'Ne plus recevoir d’e-mails sur « {category} » ?',
  unsubscribeButton: 'Ne plus les recevoir',
  unsubscribeDone:
    'Vous ne recevrez plus d’e-mails sur « {category} ». Les avis dans l’application restent actifs ; modifiez cela à tout moment dans vos paramètres de notification.',
  unsubscribeInvalid:
    'Ce lien n’est pas valide. Modifiez plutôt vos paramètres de notification dans l’application.',
};
