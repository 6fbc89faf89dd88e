// Over 400 lines: it is data, the demo's plans and services in eight languages.

import { UID } from './accounts';
import type {
  PerLocale,
  PlanDoc,
  Product,
  SeedDocument,
  ServiceDoc,
  SettingsDoc,
  TeamDoc,
} from './model';
import type { SeedClock } from './seed-clock';

interface PlanSeed {
  id: string;
  product: Product;
  name: PerLocale;
  description: PerLocale;
  priceMonthly: number;
  priceYearly: number;
  limits: PlanDoc['limits'];
  features: string[];
  active: boolean;
  order: number;
}

export const PLANS: PlanSeed[] = [
  {
    id: 'smm-free',
    product: 'smm',
    name: {
      en: 'Free',
      es: 'Gratis',
      fr: 'Gratuit',
      it: 'Gratuito',
      pt: 'Grátis',
      de: 'Kostenlos',
      ar: 'مجاني',
      zh: '免费版',
    },
    description: {
      en: 'For trying things out: two channels and a simple calendar.',
      es: 'Para probar: dos canales y un calendario sencillo.',
      fr: 'Pour essayer : deux canaux et un calendrier simple.',
      it: 'Per provare: due canali e un calendario semplice.',
      pt: 'Para experimentar: dois canais e um calendário simples.',
      de: 'Zum Ausprobieren: zwei Kanäle und ein einfacher Kalender.',
      ar: 'للتجربة: قناتان وتقويم بسيط.',
      zh: '适合试用：两个频道和简单的日历。',
    },
    priceMonthly: 0,
    priceYearly: 0,
    limits: { channels: 2, postsPerMonth: 30, members: 1, workspaces: 1 },
    features: ['calendar', 'scheduling'],
    active: true,
    order: 1,
  },
  {
    id: 'smm-pro',
    product: 'smm',
    name: {
      en: 'Pro',
      es: 'Pro',
      fr: 'Pro',
      it: 'Pro',
      pt: 'Pro',
      de: 'Pro',
      ar: 'احترافي',
      zh: '专业版',
    },
    description: {
      en: 'For creators and small teams: approvals, analytics and ten channels.',
      es: 'Para creadores y equipos pequeños: aprobaciones, analítica y diez canales.',
      fr: 'Pour les créateurs et petites équipes : validations, statistiques et dix canaux.',
      it: 'Per creator e piccoli team: approvazioni, analisi e dieci canali.',
      pt: 'Para criadores e equipas pequenas: aprovações, análises e dez canais.',
      de: 'Für Creator und kleine Teams: Freigaben, Analysen und zehn Kanäle.',
      ar: 'للمبدعين والفرق الصغيرة: موافقات وتحليلات وعشر قنوات.',
      zh: '适合创作者和小团队：审批、分析和十个频道。',
    },
    priceMonthly: 1900,
    priceYearly: 19000,
    limits: { channels: 10, postsPerMonth: 500, members: 5, workspaces: 3 },
    features: ['calendar', 'scheduling', 'approvals', 'analytics', 'variants'],
    active: true,
    order: 2,
  },
  {
    id: 'smm-agency',
    product: 'smm',
    name: {
      en: 'Agency',
      es: 'Agencia',
      fr: 'Agence',
      it: 'Agenzia',
      pt: 'Agência',
      de: 'Agentur',
      ar: 'وكالة',
      zh: '代理商版',
    },
    description: {
      en: 'For agencies managing many brands, with client approvals and API access.',
      es: 'Para agencias con muchas marcas, con aprobación de clientes y acceso a la API.',
      fr: 'Pour les agences gérant de nombreuses marques, avec validation client et accès API.',
      it: 'Per agenzie con molti marchi, con approvazione dei clienti e accesso API.',
      pt: 'Para agências com muitas marcas, com aprovação de clientes e acesso à API.',
      de: 'Für Agenturen mit vielen Marken, mit Kundenfreigabe und API-Zugang.',
      ar: 'للوكالات التي تدير علامات تجارية كثيرة، مع موافقة العملاء والوصول إلى الواجهة البرمجية.',
      zh: '适合管理多个品牌的代理商，含客户审批和 API 访问。',
    },
    priceMonthly: 7900,
    priceYearly: 79000,
    limits: { channels: 50, postsPerMonth: 5000, members: 25, workspaces: 20 },
    features: ['calendar', 'scheduling', 'approvals', 'analytics', 'variants', 'api', 'branding'],
    active: true,
    order: 3,
  },
  {
    id: 'connect-starter',
    product: 'connect',
    name: {
      en: 'Starter',
      es: 'Inicial',
      fr: 'Démarrage',
      it: 'Base',
      pt: 'Inicial',
      de: 'Starter',
      ar: 'البداية',
      zh: '入门版',
    },
    description: {
      en: 'Eight posts a month on one network, written and scheduled by our team.',
      es: 'Ocho publicaciones al mes en una red, redactadas y programadas por nuestro equipo.',
      fr: 'Huit publications par mois sur un réseau, rédigées et planifiées par notre équipe.',
      it: 'Otto post al mese su una rete, scritti e programmati dal nostro team.',
      pt: 'Oito publicações por mês numa rede, escritas e agendadas pela nossa equipa.',
      de: 'Acht Beiträge im Monat in einem Netzwerk, von unserem Team geschrieben und geplant.',
      ar: 'ثمانية منشورات شهريًا على شبكة واحدة، يكتبها فريقنا ويجدولها.',
      zh: '每月在一个平台发布八篇内容，由我们的团队撰写并排期。',
    },
    priceMonthly: 29000,
    priceYearly: 290000,
    limits: { channels: 1, postsPerMonth: 8, members: 2 },
    features: ['content-writing', 'scheduling', 'monthly-report'],
    active: true,
    order: 1,
  },
  {
    id: 'connect-growth',
    product: 'connect',
    name: {
      en: 'Growth',
      es: 'Crecimiento',
      fr: 'Croissance',
      it: 'Crescita',
      pt: 'Crescimento',
      de: 'Wachstum',
      ar: 'النمو',
      zh: '成长版',
    },
    description: {
      en: 'Twenty posts a month on three networks, with your approval before anything goes out.',
      es: 'Veinte publicaciones al mes en tres redes, con tu aprobación antes de publicar.',
      fr: 'Vingt publications par mois sur trois réseaux, avec votre accord avant publication.',
      it: 'Venti post al mese su tre reti, con la tua approvazione prima della pubblicazione.',
      pt: 'Vinte publicações por mês em três redes, com a sua aprovação antes de publicar.',
      de: 'Zwanzig Beiträge im Monat in drei Netzwerken, mit Ihrer Freigabe vor dem Posten.',
      ar: 'عشرون منشورًا شهريًا على ثلاث شبكات، بموافقتك قبل النشر.',
      zh: '每月在三个平台发布二十篇内容，发布前需经您审批。',
    },
    priceMonthly: 69000,
    priceYearly: 690000,
    limits: { channels: 3, postsPerMonth: 20, members: 5 },
    features: ['content-writing', 'scheduling', 'approvals', 'analytics', 'monthly-report'],
    active: true,
    order: 2,
  },
  {
    id: 'connect-scale',
    product: 'connect',
    name: {
      en: 'Scale',
      es: 'Escala',
      fr: 'Expansion',
      it: 'Scala',
      pt: 'Escala',
      de: 'Skalierung',
      ar: 'التوسع',
      zh: '规模版',
    },
    description: {
      en: 'A dedicated team, every network, paid campaigns and weekly reporting.',
      es: 'Un equipo dedicado, todas las redes, campañas de pago e informes semanales.',
      fr: 'Une équipe dédiée, tous les réseaux, des campagnes payantes et un rapport hebdomadaire.',
      it: 'Un team dedicato, tutte le reti, campagne a pagamento e report settimanali.',
      pt: 'Uma equipa dedicada, todas as redes, campanhas pagas e relatórios semanais.',
      de: 'Ein eigenes Team, alle Netzwerke, bezahlte Kampagnen und wöchentliche Berichte.',
      ar: 'فريق مخصص وكل الشبكات وحملات مدفوعة وتقارير أسبوعية.',
      zh: '专属团队、覆盖所有平台、付费推广和每周报告。',
    },
    priceMonthly: 149000,
    priceYearly: 1490000,
    limits: { channels: 10, postsPerMonth: 60, members: 15 },
    features: [
      'content-writing',
      'scheduling',
      'approvals',
      'analytics',
      'paid-campaigns',
      'weekly-report',
    ],
    active: true,
    order: 3,
  },
  {
    id: 'connect-legacy-basic',
    product: 'connect',
    name: {
      en: 'Basic (retired)',
      es: 'Básico (retirado)',
      fr: 'Basique (retiré)',
      it: 'Base (ritirato)',
      pt: 'Básico (descontinuado)',
      de: 'Basis (eingestellt)',
      ar: 'أساسي (متوقف)',
      zh: '基础版（已停用）',
    },
    description: {
      en: 'No longer offered; kept for clients who signed up before 2024.',
      es: 'Ya no se ofrece; se mantiene para clientes anteriores a 2024.',
      fr: 'Plus proposé ; conservé pour les clients inscrits avant 2024.',
      it: 'Non più offerto; mantenuto per i clienti iscritti prima del 2024.',
      pt: 'Já não é oferecido; mantido para clientes anteriores a 2024.',
      de: 'Nicht mehr im Angebot; bleibt für Kunden, die vor 2024 gebucht haben.',
      ar: 'لم يعد متاحًا؛ يبقى للعملاء المشتركين قبل 2024.',
      zh: '已不再提供；为 2024 年前签约的客户保留。',
    },
    priceMonthly: 19000,
    priceYearly: 190000,
    limits: { channels: 1, postsPerMonth: 4, members: 1 },
    features: ['scheduling'],
    active: false,
    order: 9,
  },
];

interface ServiceSeed {
  id: string;
  name: PerLocale;
  description: PerLocale;
  priceFrom: number;
  unit: ServiceDoc['unit'];
  order: number;
}

export const SERVICES: ServiceSeed[] = [
  {
    id: 'svc-strategy',
    name: {
      en: 'Social media strategy',
      es: 'Estrategia en redes sociales',
      fr: 'Stratégie réseaux sociaux',
      it: 'Strategia social',
      pt: 'Estratégia de redes sociais',
      de: 'Social-Media-Strategie',
      ar: 'استراتيجية التواصل الاجتماعي',
      zh: '社交媒体策略',
    },
    description: {
      en: 'An audit of your channels and a 90-day plan with goals you can measure.',
      es: 'Una auditoría de tus canales y un plan de 90 días con objetivos medibles.',
      fr: 'Un audit de vos canaux et un plan sur 90 jours aux objectifs mesurables.',
      it: 'Un audit dei tuoi canali e un piano di 90 giorni con obiettivi misurabili.',
      pt: 'Uma auditoria dos seus canais e um plano de 90 dias com metas mensuráveis.',
      de: 'Eine Analyse Ihrer Kanäle und ein 90-Tage-Plan mit messbaren Zielen.',
      ar: 'تدقيق لقنواتك وخطة لمدة 90 يومًا بأهداف قابلة للقياس.',
      zh: '审查您的频道，并制定有可衡量目标的 90 天计划。',
    },
    priceFrom: 900,
    unit: 'project',
    order: 1,
  },
  {
    id: 'svc-content',
    name: {
      en: 'Content creation',
      es: 'Creación de contenido',
      fr: 'Création de contenu',
      it: 'Creazione di contenuti',
      pt: 'Criação de conteúdo',
      de: 'Content-Erstellung',
      ar: 'إنشاء المحتوى',
      zh: '内容创作',
    },
    description: {
      en: 'Copy, photos and short videos in your brand voice, ready to approve.',
      es: 'Textos, fotos y vídeos cortos con la voz de tu marca, listos para aprobar.',
      fr: 'Textes, photos et vidéos courtes à la voix de votre marque, prêts à valider.',
      it: 'Testi, foto e brevi video con la voce del tuo brand, pronti da approvare.',
      pt: 'Textos, fotos e vídeos curtos com a voz da sua marca, prontos a aprovar.',
      de: 'Texte, Fotos und kurze Videos im Ton Ihrer Marke, bereit zur Freigabe.',
      ar: 'نصوص وصور ومقاطع قصيرة بصوت علامتك، جاهزة للموافقة.',
      zh: '符合品牌调性的文案、照片和短视频，随时可供审批。',
    },
    priceFrom: 450,
    unit: 'month',
    order: 2,
  },
  {
    id: 'svc-ads',
    name: {
      en: 'Paid social campaigns',
      es: 'Campañas de pago',
      fr: 'Campagnes sponsorisées',
      it: 'Campagne a pagamento',
      pt: 'Campanhas pagas',
      de: 'Bezahlte Kampagnen',
      ar: 'حملات مدفوعة',
      zh: '付费社交广告',
    },
    description: {
      en: 'Campaign setup, targeting and weekly optimisation with clear reporting.',
      es: 'Configuración, segmentación y optimización semanal con informes claros.',
      fr: 'Mise en place, ciblage et optimisation hebdomadaire avec des rapports clairs.',
      it: 'Impostazione, targeting e ottimizzazione settimanale con report chiari.',
      pt: 'Configuração, segmentação e otimização semanal com relatórios claros.',
      de: 'Einrichtung, Targeting und wöchentliche Optimierung mit klaren Berichten.',
      ar: 'إعداد الحملات واستهدافها وتحسينها أسبوعيًا مع تقارير واضحة.',
      zh: '广告搭建、定向投放和每周优化，并提供清晰的报告。',
    },
    priceFrom: 600,
    unit: 'month',
    order: 3,
  },
  {
    id: 'svc-training',
    name: {
      en: 'Team training',
      es: 'Formación de equipos',
      fr: 'Formation d’équipe',
      it: 'Formazione del team',
      pt: 'Formação de equipas',
      de: 'Team-Schulung',
      ar: 'تدريب الفريق',
      zh: '团队培训',
    },
    description: {
      en: 'A hands-on workshop so your team can run the day-to-day themselves.',
      es: 'Un taller práctico para que tu equipo gestione el día a día.',
      fr: 'Un atelier pratique pour que votre équipe gère le quotidien elle-même.',
      it: 'Un workshop pratico perché il tuo team gestisca da sé il quotidiano.',
      pt: 'Um workshop prático para que a sua equipa gira o dia a dia.',
      de: 'Ein praxisnaher Workshop, damit Ihr Team den Alltag selbst meistert.',
      ar: 'ورشة عملية ليدير فريقك العمل اليومي بنفسه.',
      zh: '实操工作坊，让您的团队能自行处理日常运营。',
    },
    priceFrom: 120,
    unit: 'hour',
    order: 4,
  },
];

const TEAM: (Omit<TeamDoc, 'createdAt' | 'updatedAt'> & { id: string })[] = [
  {
    id: 'team-elise',
    uid: UID.connectSuperAdmin,
    name: 'Élise Moreau',
    title: 'Founder & strategy lead',
    bio: 'Twelve years helping local businesses find their voice online.',
    photoPath: 'team/elise.png',
    public: true,
    order: 1,
  },
  {
    id: 'team-diego',
    uid: UID.connectAdmin,
    name: 'Diego Alves',
    title: 'Account manager',
    bio: 'Keeps every client calendar on time and every approval moving.',
    photoPath: 'team/diego.png',
    public: true,
    order: 2,
  },
  {
    id: 'team-mia',
    uid: null,
    name: 'Mia Johansson',
    title: 'Content creator',
    bio: 'Photographer and copywriter; bakes a decent croissant herself.',
    photoPath: null,
    public: true,
    order: 3,
  },
  {
    id: 'team-farah',
    uid: UID.connectSaasAdmin,
    name: 'Farah Haddad',
    title: 'Platform operations',
    bio: 'Runs the platform behind the portal.',
    photoPath: null,
    public: false,
    order: 4,
  },
];

export function catalogueDocuments(clock: SeedClock): SeedDocument[] {
  const documents: SeedDocument[] = [];
  for (const { id, ...plan } of PLANS) {
    const data: PlanDoc = { ...plan, currency: 'EUR', ...clock.stamps(200, 20) };
    documents.push({ path: `plans/${id}`, data });
  }
  for (const { id, ...service } of SERVICES) {
    const data: ServiceDoc = {
      ...service,
      currency: 'EUR',
      active: true,
      ...clock.stamps(150, 15),
    };
    documents.push({ path: `services/${id}`, data });
  }
  for (const { id, ...member } of TEAM) {
    const data: TeamDoc = { ...member, ...clock.stamps(180, 30) };
    documents.push({ path: `team/${id}`, data });
  }
  const settings: SettingsDoc = {
    siteName: 'Sol & Co. Social',
    supportEmail: 'support@example.com',
    enabledLocales: ['en', 'es', 'fr', 'it', 'pt', 'de', 'ar', 'zh'],
    defaultLocale: 'en',
    maintenance: false,
    features: { clientApprovals: true, analytics: true, publicApi: true, sandboxProvider: true },
    ...clock.stamps(200, 7),
  };
  documents.push({ path: 'settings/app', data: settings });
  return documents;
}
