import type { Catalogue } from './types';

export const pt: Catalogue = {
  events: {
    invitation: [
      'Você foi convidado para {site}',
      '{actor} convidou você para participar de {place}.',
      'Aceitar o convite',
    ],
    approval_requested: [
      'Uma publicação aguarda a sua aprovação',
      '{actor} pede que você aprove “{subject}”.',
      'Revisar a publicação',
    ],
    approved: [
      'A sua publicação foi aprovada e agendada',
      '{actor} aprovou «{subject}». Será publicada em {when}.',
      'Abrir a publicação',
    ],
    approved_unscheduled: [
      'A sua publicação aprovada não está agendada',
      '{actor} aprovou «{subject}». Nada será publicado até que a agende.',
      'Agendá-la',
    ],
    approval_reminder: [
      'Uma publicação ainda aguarda a sua aprovação',
      '“{subject}” aguarda a sua decisão desde {date}.',
      'Rever a publicação',
    ],
    approval_overdue: [
      'Publicação retida: o prazo de aprovação passou',
      '“{subject}” não foi aprovada até {when}, por isso está retida e não será publicada. Depois de aprovada, é agendada de novo se a hora ainda não passou; caso contrário, escolha uma nova hora.',
      'Abrir a publicação',
    ],
    approval_reopened: [
      'Uma publicação aprovada está a ser alterada',
      '{actor} reabriu “{subject}”, que aprovou, para a editar. Voltará para si com as alterações.',
      'Abrir a publicação',
    ],
    changes_requested: [
      'Pediram alterações na sua publicação',
      '{actor} pede alterações em “{subject}”.',
      'Abrir a publicação',
    ],
    // Client review: comments on posts.
    comment_added: [
      'Novo comentário na sua publicação',
      '{actor} comentou “{subject}”.',
      'Abrir a publicação',
    ],
    review_link_shared: [
      'Há publicações à espera da sua revisão em {site}',
      '{actor} partilha consigo as publicações de {place} para revisão, até {date}. Não precisa de conta: abra a ligação, escreva o seu nome e aprove, peça alterações ou comente.',
      'Rever as publicações',
    ],
    mentioned: ['Foi mencionado', '{actor} mencionou-o em “{subject}”.', 'Abrir a publicação'],
    published: [
      'A sua publicação foi publicada',
      '“{subject}” está no ar em todas as redes.',
      'Abrir a publicação',
    ],
    partially_published: [
      'A sua publicação foi publicada só em parte',
      '“{subject}” não pôde ser publicada em todo lugar.',
      'Abrir a publicação',
    ],
    publish_failed: [
      'Não foi possível publicar a sua publicação',
      '“{subject}” não foi publicada.',
      'Abrir a publicação',
    ],
    webhook_paused: [
      'Um webhook foi pausado',
      'O webhook para {subject} falhou cinco vezes seguidas e foi pausado: nenhum evento lhe é enviado. Corrija o recetor e depois reative-o.',
      'Abrir webhooks',
    ],
    channel_reconnect: [
      'Um canal precisa ser reconectado',
      'O canal {subject} perdeu a conexão e precisa ser reconectado.',
      'Reconectar',
    ],
    service_request_created: [
      'Nova solicitação de serviço',
      '{actor} solicitou “{subject}”.',
      'Abrir a solicitação',
    ],
    service_request_answered: [
      'A sua solicitação de serviço tem uma resposta',
      'A equipe respondeu a “{subject}”.',
      'Abrir a solicitação',
    ],
    service_request_replied: [
      'Um cliente respondeu a uma solicitação de serviço',
      '{actor} respondeu a “{subject}”.',
      'Abrir a solicitação',
    ],
    onboarding_submitted: [
      'Um formulário de integração foi enviado',
      '{actor} enviou o formulário de integração de {subject}.',
      'Revisar',
    ],
    onboarding_approved: [
      'A sua integração foi aprovada',
      'Boas-vindas: {subject} está pronto.',
      'Abrir o app',
    ],
    onboarding_rejected: [
      'A sua integração precisa de outra revisão',
      'A integração de {subject} não foi aprovada.',
      'Abrir o app',
    ],
    credential_expiring: [
      'A conexão de um canal está prestes a expirar',
      'A conexão de {subject} expira em {date}, antes de publicações agendadas nele. Reconecte-o antes disso ou envie ao cliente um link de reconexão.',
      'Abrir o painel',
    ],
    courtesy_expiring: [
      'Uma assinatura de cortesia vai expirar',
      'A assinatura de cortesia de {subject} termina em {date}.',
      'Abrir assinaturas de cortesia',
    ],
    plan_upgrade_requested: [
      'Um espaço de trabalho pede um plano maior',
      '{actor} pede um plano maior para {subject}: atingiu o limite de canais do seu plano.',
      'Abrir subscrições de cortesia',
    ],
    terms_updated: [
      'Novos termos para aceitar',
      '{site} tem novos termos. Leia e aceite-os na sua próxima visita.',
      'Ler os termos',
    ],
    account_verify: [
      'Confirme o seu endereço de email para {site}',
      'Confirme que {subject} é o seu endereço para concluir a sua conta {site}. Se não se registou, ignore este email.',
      'Confirmar o meu endereço',
    ],
    account_reset: [
      'Redefina a sua palavra-passe de {site}',
      'Alguém pediu para redefinir a palavra-passe de {subject}. Se foi você, escolha uma nova palavra-passe com o link abaixo; caso contrário, ignore este email.',
      'Escolher uma nova palavra-passe',
    ],
    account_sign_in: [
      'O seu link de início de sessão em {site}',
      'Abra este link no navegador onde o pediu para iniciar sessão como {subject}. Se não o pediu, ignore este email.',
      'Iniciar sessão',
    ],
    inbox_assigned: [
      'Foi-lhe atribuída uma conversa',
      '{actor} atribuiu-lhe a conversa “{subject}”.',
      'Abrir a caixa de entrada',
    ],
    report_ready: [
      'O seu relatório de cliente está pronto em {site}',
      'O relatório de {place} para {date} segue em anexo em PDF. O link abre-o na web, onde cada número mostra as publicações de onde vem.',
      'Abrir o relatório',
    ],
    inbox_client_answered: [
      'O cliente respondeu à sua pergunta',
      '{actor} respondeu à pergunta “{subject}”.',
      'Abrir a conversa',
    ],
  },
  comment: 'Comentário',
  reasons: 'Motivos',
  footer: 'Você recebe este e-mail porque usa {site}.',
  unsubscribe: 'Parar de receber estes e-mails',
  preferences: 'Configurações de notificação',
  digestSubject: 'O seu resumo diário de {site}',
  digestLead: 'Veja o que aconteceu desde ontem.',
  categories: {
    approvals: 'Aprovações',
    publishing: 'Resultados de publicação',
    channels: 'Canais',
    requests: 'Solicitações de serviço',
    onboarding: 'Integração',
    subscriptions: 'Assinaturas',
    account: 'Conta',
  },
  unsubscribeQuestion: 'Parar de receber e-mails sobre “{category}”?',
  unsubscribeButton: 'Parar de receber',
  unsubscribeDone:
    'Você não receberá mais e-mails sobre “{category}”. Os avisos no app continuam ativos; altere isso quando quiser nas configurações de notificação.',
  unsubscribeInvalid: 'Este link não é válido. Altere as configurações de notificação no app.',
};
