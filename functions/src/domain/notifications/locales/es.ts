import type { Catalogue } from './types';

export const es: Catalogue = {
  events: {
    invitation: [
      'Tienes una invitación a {site}',
      '{actor} te ha invitado a unirte a {place}.',
      'Aceptar la invitación',
    ],
    approval_requested: [
      'Una publicación espera tu aprobación',
      '{actor} te pide que apruebes «{subject}».',
      'Revisar la publicación',
    ],
    approved: [
      'Tu publicación fue aprobada y programada',
      '{actor} aprobó «{subject}». Se publica el {when}.',
      'Abrir la publicación',
    ],
    approved_unscheduled: [
      'Tu publicación aprobada no está programada',
      '{actor} aprobó «{subject}». No se publicará nada hasta que la programes.',
      'Programarla',
    ],
    approval_reminder: [
      'Una publicación sigue esperando tu aprobación',
      '“{subject}” espera tu decisión desde el {date}.',
      'Revisar la publicación',
    ],
    approval_overdue: [
      'Publicación retenida: venció su plazo de aprobación',
      '“{subject}” no se aprobó antes del {when}, así que queda retenida y no se publicará. Cuando se apruebe, se programará de nuevo si su hora aún no ha pasado; si no, elige una nueva hora.',
      'Abrir la publicación',
    ],
    approval_reopened: [
      'Se está cambiando una publicación aprobada',
      '{actor} reabrió «{subject}», que aprobaste, para editarla. Volverá a ti con sus cambios.',
      'Abrir la publicación',
    ],
    changes_requested: [
      'Piden cambios en tu publicación',
      '{actor} pide cambios en «{subject}».',
      'Abrir la publicación',
    ],
    // Client review: comments on posts.
    comment_added: [
      'Nuevo comentario en tu publicación',
      '{actor} comentó «{subject}».',
      'Abrir la publicación',
    ],
    review_link_shared: [
      'Hay publicaciones esperando tu revisión en {site}',
      '{actor} comparte contigo las publicaciones de {place} para que las revises, hasta el {date}. No necesitas cuenta: abre el enlace, escribe tu nombre y aprueba, pide cambios o comenta.',
      'Revisar las publicaciones',
    ],
    mentioned: ['Te han mencionado', '{actor} te mencionó en «{subject}».', 'Abrir la publicación'],
    published: [
      'Tu publicación se ha publicado',
      '«{subject}» está publicada en todas las redes.',
      'Abrir la publicación',
    ],
    partially_published: [
      'Tu publicación se publicó solo en parte',
      '«{subject}» no pudo publicarse en todas partes.',
      'Abrir la publicación',
    ],
    publish_failed: [
      'No se pudo publicar tu publicación',
      '«{subject}» no se publicó.',
      'Abrir la publicación',
    ],
    webhook_paused: [
      'Se ha pausado un webhook',
      'El webhook a {subject} falló cinco veces seguidas y se ha pausado: ya no se le envían eventos. Corrige el receptor y vuelve a activarlo.',
      'Abrir webhooks',
    ],
    channel_reconnect: [
      'Hay que volver a conectar un canal',
      'El canal {subject} perdió la conexión y hay que volver a conectarlo.',
      'Volver a conectar',
    ],
    service_request_created: [
      'Nueva solicitud de servicio',
      '{actor} ha solicitado «{subject}».',
      'Abrir la solicitud',
    ],
    service_request_answered: [
      'Tu solicitud de servicio tiene respuesta',
      'El equipo respondió a «{subject}».',
      'Abrir la solicitud',
    ],
    service_request_replied: [
      'Un cliente respondió a una solicitud de servicio',
      '{actor} respondió a «{subject}».',
      'Abrir la solicitud',
    ],
    onboarding_submitted: [
      'Se envió un formulario de alta',
      '{actor} envió el formulario de alta de {subject}.',
      'Revisarlo',
    ],
    onboarding_approved: [
      'Tu alta fue aprobada',
      'Bienvenido: {subject} está listo.',
      'Abrir la aplicación',
    ],
    onboarding_rejected: [
      'Tu alta necesita otra revisión',
      'El alta de {subject} no fue aprobada.',
      'Abrir la aplicación',
    ],
    credential_expiring: [
      'La conexión de un canal está a punto de caducar',
      'La conexión de {subject} caduca el {date}, antes de publicaciones programadas en él. Vuelve a conectarlo antes o envía al cliente un enlace de reconexión.',
      'Abrir el panel',
    ],
    courtesy_expiring: [
      'Una suscripción de cortesía está a punto de vencer',
      'La suscripción de cortesía de {subject} termina el {date}.',
      'Abrir suscripciones de cortesía',
    ],
    plan_upgrade_requested: [
      'Un espacio de trabajo pide un plan mayor',
      '{actor} pide un plan mayor para {subject}: ha alcanzado el límite de canales de su plan.',
      'Abrir suscripciones de cortesía',
    ],
    terms_updated: [
      'Nuevas condiciones que aceptar',
      '{site} tiene nuevas condiciones. Léelas y acéptalas en tu próxima visita.',
      'Leer las condiciones',
    ],
    account_verify: [
      'Confirma tu dirección de correo para {site}',
      'Confirma que {subject} es tu dirección para terminar de crear tu cuenta de {site}. Si no te registraste, ignora este correo.',
      'Confirmar mi dirección',
    ],
    account_reset: [
      'Restablece tu contraseña de {site}',
      'Alguien pidió restablecer la contraseña de {subject}. Si fuiste tú, elige una nueva contraseña con el enlace de abajo; si no, ignora este correo.',
      'Elegir una nueva contraseña',
    ],
    account_sign_in: [
      'Tu enlace de inicio de sesión para {site}',
      'Abre este enlace en el navegador donde lo pediste para iniciar sesión como {subject}. Si no lo pediste, ignora este correo.',
      'Iniciar sesión',
    ],
    inbox_assigned: [
      'Se te ha asignado una conversación',
      '{actor} te asignó la conversación «{subject}».',
      'Abrir la bandeja',
    ],
    report_ready: [
      'Tu informe de cliente está listo en {site}',
      'El informe de {place} del periodo {date} va adjunto en PDF. El enlace lo abre en la web, donde cada cifra muestra las publicaciones de las que procede.',
      'Abrir el informe',
    ],
    inbox_client_answered: [
      'El cliente respondió a tu pregunta',
      '{actor} respondió a la pregunta «{subject}».',
      'Abrir la conversación',
    ],
  },
  comment: 'Comentario',
  reasons: 'Motivos',
  footer: 'Recibes este correo porque usas {site}.',
  unsubscribe: 'Dejar de recibir estos correos',
  preferences: 'Ajustes de notificaciones',
  digestSubject: 'Tu resumen diario de {site}',
  digestLead: 'Esto es lo que ha pasado desde ayer.',
  categories: {
    approvals: 'Aprobaciones',
    publishing: 'Resultados de publicación',
    channels: 'Canales',
    requests: 'Solicitudes de servicio',
    onboarding: 'Altas',
    subscriptions: 'Suscripciones',
    account: 'Cuenta',
  },
  unsubscribeQuestion: '¿Dejar de recibir correos sobre «{category}»?',
  unsubscribeButton: 'Dejar de recibirlos',
  unsubscribeDone:
    'Ya no recibirás correos sobre «{category}». Los avisos en la aplicación siguen activos; puedes cambiarlo cuando quieras en los ajustes de notificaciones.',
  unsubscribeInvalid:
    'Este enlace no es válido. Cambia los ajustes de notificaciones en la aplicación.',
};
