// The seeded legal policies (terms, privacy, ...) at their published versions.

import { POLICY_KINDS } from '@model/schemas/policies';
import { UID } from './accounts';
import type {
  Locale,
  PerLocale,
  PolicyDoc,
  PolicyKind,
  PolicyVersionDoc,
  SeedDocument,
} from './model';
import type { SeedClock } from './seed-clock';

const TITLES: Record<PolicyKind, PerLocale> = {
  privacy: {
    en: 'Privacy policy',
    es: 'Política de privacidad',
    fr: 'Politique de confidentialité',
    it: 'Informativa sulla privacy',
    pt: 'Política de privacidade',
    de: 'Datenschutzerklärung',
    ar: 'سياسة الخصوصية',
    zh: '隐私政策',
  },
  terms: {
    en: 'Terms of service',
    es: 'Condiciones del servicio',
    fr: 'Conditions d’utilisation',
    it: 'Termini di servizio',
    pt: 'Termos de serviço',
    de: 'Nutzungsbedingungen',
    ar: 'شروط الخدمة',
    zh: '服务条款',
  },
  cookies: {
    en: 'Cookie policy',
    es: 'Política de cookies',
    fr: 'Politique relative aux cookies',
    it: 'Cookie policy',
    pt: 'Política de cookies',
    de: 'Cookie-Richtlinie',
    ar: 'سياسة ملفات تعريف الارتباط',
    zh: 'Cookie 政策',
  },
  consent: {
    en: 'Consent and data use',
    es: 'Consentimiento y uso de datos',
    fr: 'Consentement et utilisation des données',
    it: 'Consenso e uso dei dati',
    pt: 'Consentimento e uso de dados',
    de: 'Einwilligung und Datennutzung',
    ar: 'الموافقة واستخدام البيانات',
    zh: '同意与数据使用',
  },
};

/** One sentence per policy and locale; the markdown body is built around it. */
const SUMMARIES: Record<PolicyKind, PerLocale> = {
  privacy: {
    en: 'We keep only the data we need to run your account and never sell it.',
    es: 'Solo guardamos los datos necesarios para tu cuenta y nunca los vendemos.',
    fr: 'Nous ne gardons que les données nécessaires à votre compte et ne les vendons jamais.',
    it: 'Conserviamo solo i dati necessari al tuo account e non li vendiamo mai.',
    pt: 'Guardamos apenas os dados necessários à sua conta e nunca os vendemos.',
    de: 'Wir speichern nur die Daten, die Ihr Konto braucht, und verkaufen sie nie.',
    ar: 'نحتفظ فقط بالبيانات اللازمة لتشغيل حسابك ولا نبيعها أبدًا.',
    zh: '我们只保存运行您账户所需的数据，绝不出售。',
  },
  terms: {
    en: 'You own your content; we publish it only where and when you tell us to.',
    es: 'Tu contenido es tuyo; solo lo publicamos donde y cuando nos indiques.',
    fr: 'Votre contenu vous appartient ; nous le publions seulement où et quand vous le décidez.',
    it: 'I contenuti sono tuoi; li pubblichiamo solo dove e quando ce lo chiedi.',
    pt: 'O conteúdo é seu; só o publicamos onde e quando nos indicar.',
    de: 'Ihre Inhalte gehören Ihnen; wir veröffentlichen sie nur wo und wann Sie es wünschen.',
    ar: 'المحتوى ملكك؛ ننشره فقط حيث ومتى تطلب.',
    zh: '内容归您所有；我们只在您指定的时间和地点发布。',
  },
  cookies: {
    en: 'Essential cookies keep you signed in; analytics cookies wait for your consent.',
    es: 'Las cookies esenciales mantienen tu sesión; las analíticas esperan tu consentimiento.',
    fr: 'Les cookies essentiels vous gardent connecté ; ceux de mesure attendent votre accord.',
    it: 'I cookie essenziali mantengono l’accesso; quelli analitici attendono il tuo consenso.',
    pt: 'Os cookies essenciais mantêm a sessão; os analíticos aguardam o seu consentimento.',
    de: 'Notwendige Cookies halten Sie angemeldet; Analyse-Cookies warten auf Ihre Einwilligung.',
    ar: 'ملفات الارتباط الأساسية تبقيك مسجلًا؛ والتحليلية تنتظر موافقتك.',
    zh: '必要的 Cookie 用于保持登录；分析类 Cookie 需经您同意。',
  },
  consent: {
    en: 'Choose which optional data we may use; you can change your mind at any time.',
    es: 'Elige qué datos opcionales podemos usar; puedes cambiar de opinión cuando quieras.',
    fr: 'Choisissez les données facultatives que nous utilisons ; changez d’avis à tout moment.',
    it: 'Scegli quali dati facoltativi possiamo usare; puoi cambiare idea in qualsiasi momento.',
    pt: 'Escolha que dados opcionais podemos usar; pode mudar de ideias a qualquer momento.',
    de: 'Wählen Sie, welche optionalen Daten wir nutzen dürfen; Sie können das jederzeit ändern.',
    ar: 'اختر البيانات الاختيارية التي يمكننا استخدامها؛ ويمكنك تغيير رأيك في أي وقت.',
    zh: '选择我们可以使用哪些可选数据；您可以随时更改。',
  },
};

const KINDS = POLICY_KINDS;

/** The published version of each policy; earlier versions are kept as history. */
export const PUBLISHED_VERSIONS: Record<PolicyKind, number> = {
  privacy: 3,
  terms: 2,
  cookies: 1,
  consent: 2,
};

function perLocale(build: (locale: Locale) => string): PerLocale {
  const locales: Locale[] = ['en', 'es', 'fr', 'it', 'pt', 'de', 'ar', 'zh'];
  return Object.fromEntries(locales.map((locale) => [locale, build(locale)])) as PerLocale;
}

function content(kind: PolicyKind, version: number): PerLocale {
  return perLocale(
    (locale) =>
      `# ${TITLES[kind][locale]}\n\n${SUMMARIES[kind][locale]}\n\n_v${version} · support@example.com_\n`,
  );
}

export function policyDocuments(clock: SeedClock): SeedDocument[] {
  const documents: SeedDocument[] = [];
  for (const kind of KINDS) {
    const published = PUBLISHED_VERSIONS[kind];
    for (let version = 1; version <= published; version += 1) {
      const daysAgo = (published - version) * 60 + 20;
      const data: PolicyVersionDoc = {
        version,
        title: TITLES[kind],
        content: content(kind, version),
        publishedAt: clock.at(-daysAgo, 10),
        publishedBy: UID.connectSuperAdmin,
        summary: version === 1 ? 'First version.' : `Clarified wording (version ${version}).`,
        ...clock.stamps(daysAgo, daysAgo),
      };
      documents.push({ path: `policies/${kind}/versions/${version}`, data });
    }
    const current: PolicyDoc = {
      kind,
      version: published,
      title: TITLES[kind],
      content: content(kind, published),
      publishedAt: clock.at(-20, 10),
      publishedBy: UID.connectSuperAdmin,
      ...clock.stamps(published * 60 + 20, 20),
    };
    documents.push({ path: `policies/${kind}`, data: current });
  }
  return documents;
}
