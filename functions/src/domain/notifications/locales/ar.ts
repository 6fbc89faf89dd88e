import type { Catalogue } from './types';

export const ar: Catalogue = {
  events: {
    invitation: ['دعاك {actor} إلى {site}', 'دعاك {actor} للانضمام إلى {place}.', 'قبول الدعوة'],
    approval_requested: [
      'منشور بانتظار موافقتك',
      'يطلب منك {actor} الموافقة على «{subject}».',
      'مراجعة المنشور',
    ],
    approved: [
      'تمت الموافقة على منشورك وجدولته',
      'وافق {actor} على «{subject}». يُنشر في {when}.',
      'فتح المنشور',
    ],
    approved_unscheduled: [
      'منشورك المعتمد غير مجدول',
      'وافق {actor} على «{subject}». لن يُنشر شيء حتى تجدوله.',
      'جدولته',
    ],
    changes_requested: [
      'طُلبت تعديلات على منشورك',
      'يطلب {actor} تعديلات على «{subject}».',
      'فتح المنشور',
    ],
    // Client review: comments on posts.
    comment_added: ['تعليق جديد على منشورك', 'علّق {actor} على «{subject}».', 'فتح المنشور'],
    review_link_shared: [
      'يطلب منك {actor} مراجعة منشورات {place}',
      'يشارك {actor} معك منشورات {place} لمراجعتها حتى {date}. لا تحتاج إلى حساب: افتح الرابط واكتب اسمك، ثم وافق أو اطلب تعديلات أو علّق.',
      'مراجعة المنشورات',
    ],
    mentioned: ['تمت الإشارة إليك', 'أشار إليك {actor} في «{subject}».', 'فتح المنشور'],
    published: ['تم نشر منشورك', '«{subject}» منشور على كل الشبكات.', 'فتح المنشور'],
    partially_published: [
      'نُشر منشورك جزئيًا فقط',
      'تعذّر نشر «{subject}» في كل مكان.',
      'فتح المنشور',
    ],
    publish_failed: ['تعذّر نشر منشورك', 'لم يُنشر «{subject}».', 'فتح المنشور'],
    channel_reconnect: [
      'قناة تحتاج إلى إعادة ربط',
      'فقدت القناة {subject} اتصالها وتحتاج إلى إعادة ربط.',
      'إعادة الربط',
    ],
    service_request_created: ['طلب خدمة جديد', 'طلب {actor} «{subject}».', 'فتح الطلب'],
    service_request_answered: ['وصل رد على طلب الخدمة', 'ردّ الفريق على «{subject}».', 'فتح الطلب'],
    service_request_replied: ['ردّ عميل على طلب خدمة', 'ردّ {actor} على «{subject}».', 'فتح الطلب'],
    onboarding_submitted: ['أُرسل نموذج انضمام', 'أرسل {actor} نموذج انضمام {subject}.', 'مراجعته'],
    onboarding_approved: ['تمت الموافقة على انضمامك', 'أهلًا بك: {subject} جاهز.', 'فتح التطبيق'],
    onboarding_rejected: [
      'انضمامك يحتاج إلى مراجعة أخرى',
      'لم تتم الموافقة على انضمام {subject}.',
      'فتح التطبيق',
    ],
    courtesy_expiring: [
      'اشتراك مجاني على وشك الانتهاء',
      'ينتهي الاشتراك المجاني لـ {subject} في {date}.',
      'فتح الاشتراكات المجانية',
    ],
    plan_upgrade_requested: [
      'يطلب {actor} خطة أكبر',
      'يطلب {actor} خطة أكبر لـ {subject}: بلغت مساحة العمل حد القنوات في خطتها.',
      'فتح الاشتراكات المجانية',
    ],
    terms_updated: [
      'شروط جديدة للموافقة عليها',
      'لدى {site} شروط جديدة. يُرجى قراءتها والموافقة عليها في زيارتك القادمة.',
      'قراءة الشروط',
    ],
  },
  comment: 'التعليق',
  reasons: 'الأسباب',
  footer: 'تصلك هذه الرسالة لأنك تستخدم {site}.',
  unsubscribe: 'إيقاف هذه الرسائل',
  preferences: 'إعدادات الإشعارات',
  digestSubject: 'ملخصك اليومي من {site}',
  digestLead: 'إليك ما حدث منذ الأمس.',
  categories: {
    approvals: 'الموافقات',
    publishing: 'نتائج النشر',
    channels: 'القنوات',
    requests: 'طلبات الخدمة',
    onboarding: 'الانضمام',
    subscriptions: 'الاشتراكات',
    account: 'الحساب',
  },
  unsubscribeQuestion: 'إيقاف الرسائل حول «{category}»؟',
  unsubscribeButton: 'إيقافها',
  unsubscribeDone:
    'لن تصلك بعد الآن رسائل حول «{category}». تبقى الإشعارات داخل التطبيق مفعّلة؛ يمكنك تغيير ذلك في أي وقت من إعدادات الإشعارات.',
  unsubscribeInvalid: 'هذا الرابط غير صالح. غيّر إعدادات الإشعارات من داخل التطبيق.',
};
