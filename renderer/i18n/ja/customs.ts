import type { customs as en } from '../en/customs';
import type { Messages } from '../messages';

export const customs = {
  title: '税関申告',
  status: '状態',
  statusName: {
    pending: '税関の審査待ち',
    successful: '受理済み',
    failed: '不受理：修正して再申告してください',
    error: '処理されませんでした：再申告してください',
  },
  refusal: {
    title: '税関が受理しなかった理由',
    certificateMismatch: '身分証番号と身分証の氏名が一致しません。',
    unexplained: '税関は理由を示していません。',
    next: '支払い自体は完了しています。申告を修正して再申告してください。',
  },
  waiting: '税関が審査中です。この表示は自動で更新されます。',
  readFailed: '申告を読み込めませんでした。',
  open: {
    create: '税関申告をする',
    resubmit: '再申告する',
    wait: '審査待ち',
    modify: '申告を修正する',
  },
  lookUp: {
    label: '申告ID',
    hint: '別のレジや別の日に申告した場合は、そのIDを貼り付けて表示します。',
    submit: '申告を表示',
  },
  form: {
    title: {
      create: '税関申告',
      resubmit: '税関申告の再申告',
      wait: '申告は審査中です',
      modify: '税関申告の修正',
    },
    rule: {
      create: 'すべての項目が必須です。受理された後は税関を変更できません。',
      resubmit: '前回の申告は失敗しました。修正してもう一度送信してください。',
      wait: '審査中は何も変更できません。',
      modify: '変更した項目だけが送信され、税関が再度審査します。税関自体は変更できません。',
    },
    customs: '税関',
    customsHint: 'WeChat Pay が申告する税関のいずれか。',
    customsFixed: '申告が受理されたため変更できません。',
    chooseCustoms: '選択…',
    merchantCustomsNo: '加盟店の税関登録番号',
    certificateId: 'お客様の身分証番号',
    certificateIdHint: '個人情報です。入力中だけすべて表示されます。',
    certificateName: '身分証の氏名',
    submit: {
      create: '申告する',
      resubmit: '再申告',
      wait: '審査待ち',
      modify: '変更を送信',
    },
    sending: '送信中…',
    nothingChanged: '何も変更されていません。修正する項目を変更してください。',
    notSent: '申告は送信されていません。',
    maySent:
      '申告が送信された可能性があります：応答が届きませんでした。入力内容は残っています。もう一度送信する前に申告を表示してください。',
    close: '閉じる',
  },
} as const satisfies Messages<typeof en>;
