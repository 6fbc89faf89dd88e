import type { Catalogue } from './types';

export const zh: Catalogue = {
  events: {
    invitation: ['你收到了加入 {site} 的邀请', '{actor} 邀请你加入 {place}。', '接受邀请'],
    approval_requested: ['有帖子等待你审批', '{actor} 请你审批“{subject}”。', '查看帖子'],
    approved: [
      '你的帖子已获批准并已排期',
      '{actor} 批准了“{subject}”。它将于 {when} 发布。',
      '打开帖子',
    ],
    approved_unscheduled: [
      '你批准的帖子尚未排期',
      '{actor} 批准了“{subject}”。在你排期之前不会发布任何内容。',
      '去排期',
    ],
    approval_reminder: [
      '有帖子仍在等待你审批',
      '“{subject}”自 {date} 起一直在等待你的决定。',
      '查看帖子',
    ],
    approval_overdue: [
      '帖子已暂停：审批截止时间已过',
      '“{subject}”未在 {when} 前获批，因此已暂停，不会发布。获批后，如果发布时间尚未到来，将重新排期；否则请选择新的时间。',
      '打开帖子',
    ],
    approval_reopened: [
      '你批准的帖子正在修改',
      '{actor} 重新打开了你批准的“{subject}”进行编辑。修改后会再次交给你审批。',
      '打开帖子',
    ],
    changes_requested: ['你的帖子需要修改', '{actor} 要求修改“{subject}”。', '打开帖子'],
    // Client review: comments on posts.
    comment_added: ['你的帖子有新评论', '{actor} 评论了“{subject}”。', '打开帖子'],
    review_link_shared: [
      '{site} 上有帖子等待你审阅',
      '{actor} 与你分享了 {place} 的帖子供你审阅，有效期至 {date}。无需账号：打开链接，输入你的名字，然后批准、要求修改或评论。',
      '审阅帖子',
    ],
    mentioned: ['有人提到了你', '{actor} 在“{subject}”中提到了你。', '打开帖子'],
    published: ['你的帖子已发布', '“{subject}”已在所有平台发布。', '打开帖子'],
    partially_published: ['你的帖子仅部分发布', '“{subject}”未能在所有平台发布。', '打开帖子'],
    publish_failed: ['你的帖子发布失败', '“{subject}”未能发布。', '打开帖子'],
    webhook_paused: [
      '一个 Webhook 已暂停',
      '发往 {subject} 的 Webhook 连续失败五次，已被暂停：不再向其发送事件。请修复接收端，然后恢复它。',
      '打开 Webhooks',
    ],
    channel_reconnect: [
      '有频道需要重新连接',
      '频道 {subject} 已断开连接，需要重新连接。',
      '重新连接',
    ],
    service_request_created: ['新的服务请求', '{actor} 请求了“{subject}”。', '打开请求'],
    service_request_answered: ['你的服务请求有了回复', '团队回复了“{subject}”。', '打开请求'],
    service_request_replied: ['客户回复了服务请求', '{actor} 回复了“{subject}”。', '打开请求'],
    onboarding_submitted: ['有入驻表单已提交', '{actor} 提交了 {subject} 的入驻表单。', '去审核'],
    onboarding_approved: ['你的入驻已获批准', '欢迎加入：{subject} 已就绪。', '打开应用'],
    onboarding_rejected: ['你的入驻需要重新审核', '{subject} 的入驻未获批准。', '打开应用'],
    credential_expiring: [
      '频道的登录即将失效',
      '{subject} 的登录将于 {date} 失效,早于其上已排期的帖子。请在此之前重新连接,或向客户发送重新连接链接。',
      '打开仪表板',
    ],
    courtesy_expiring: [
      '有赠送订阅即将到期',
      '{subject} 的赠送订阅将于 {date} 结束。',
      '打开赠送订阅',
    ],
    plan_upgrade_requested: [
      '有工作区申请升级套餐',
      '{actor} 为 {subject} 申请更高的套餐：已达到其套餐的频道上限。',
      '打开赠送订阅',
    ],
    terms_updated: [
      '有新的条款需要接受',
      '{site} 更新了条款。请在下次访问时阅读并接受。',
      '阅读条款',
    ],
    account_verify: [
      '确认你在 {site} 的邮箱地址',
      '请确认 {subject} 是你的邮箱地址，以完成 {site} 账户的设置。如果你没有注册，请忽略此邮件。',
      '确认我的地址',
    ],
    account_reset: [
      '重置你的 {site} 密码',
      '有人请求重置 {subject} 的密码。如果是你本人，请通过下方链接设置新密码；否则请忽略此邮件。',
      '设置新密码',
    ],
    account_sign_in: [
      '你的 {site} 登录链接',
      '请在你发出请求的浏览器中打开此链接，以 {subject} 的身份登录。如果不是你请求的，请忽略此邮件。',
      '登录',
    ],
    inbox_assigned: ['有一个对话已分配给你', '{actor} 将对话“{subject}”分配给了你。', '打开收件箱'],
    report_ready: [
      '你在 {site} 上的客户报告已生成',
      '{place} 在 {date} 期间的报告已作为 PDF 附上。链接可在网页上打开报告，每个数字都能查看其来源帖子。',
      '打开报告',
    ],
    inbox_client_answered: ['客户回答了你的问题', '{actor} 回答了问题“{subject}”。', '打开对话'],
  },
  comment: '评论',
  reasons: '原因',
  footer: '你收到这封邮件是因为你在使用 {site}。',
  unsubscribe: '不再接收此类邮件',
  preferences: '通知设置',
  digestSubject: '你在 {site} 的每日摘要',
  digestLead: '以下是昨天以来发生的事。',
  categories: {
    approvals: '审批',
    publishing: '发布结果',
    channels: '频道',
    requests: '服务请求',
    onboarding: '入驻',
    subscriptions: '订阅',
    account: '账户',
  },
  unsubscribeQuestion: '不再接收关于“{category}”的邮件？',
  unsubscribeButton: '不再接收',
  unsubscribeDone:
    '你将不再收到关于“{category}”的邮件。应用内通知仍然开启；你可以随时在通知设置中更改。',
  unsubscribeInvalid: '此链接无效。请改为在应用的通知设置中更改。',
};
