import type { widgetColours as en } from '../en/widget-colours';
import type { Messages } from '../messages';

export const widgetColours = {
  title: '決済ウィジェットの色',
  reading: '色は #rrggbb か #rgb。ウィジェットで使用中の色を読み込んでいます…',
  startsFromCurrent:
    '色は #rrggbb か #rgb。ウィジェットで使用中の色から始め、保存時は変更した色だけを送ります。',
  notRead: '色は #rrggbb か #rgb。使用中の色を読み込めなかったため、初期値から始めます。',
  savedHere: '色は #rrggbb か #rgb。このレジで最後に保存したとき決済サービスが返した色です。',
  colourHint: '{{role}}（初期値 {{default}}）',
  pickerLabel: '色を選ぶ：{{colour}}',
  colours: {
    main_background: { label: 'フォームの背景', role: 'フォームの後ろ' },
    main_color: { label: 'ヘッダーとボタン', role: 'ヘッダーとボタンの背景' },
    main_text: { label: 'ヘッダーとボタンの文字', role: 'ヘッダーとボタンの文字色' },
    primary_text: { label: 'タイトル', role: '初期値では店舗名' },
    secondary_background: { label: 'ロゴとタイトルの背景', role: 'ロゴとタイトルの後ろ' },
    secondary_text: { label: '説明文', role: 'タイトルの下の説明文' },
    base_text: { label: 'その他の文字', role: '上記以外の文字' },
  },
  preview: {
    caption: 'プレビュー：この色でのウィジェットの見え方',
    header: 'お支払い',
    storeName: 'あなたの店舗',
    explanation: 'カード情報を入力してお支払いください。',
    cardNumber: 'カード番号',
    expiry: '有効期限',
    pay: '¥1,000 を支払う',
  },
  reset: '初期値に戻す',
  save: '色を保存',
  unchanged: '保存するものはありません。ウィジェットは既にこの色です。',
  saving: '保存中…',
  saved: '色を保存しました。ウィジェットは今後この色で表示されます。',
  notSaved: '色は保存されていません。',
  mayHaveSaved:
    '色が保存された可能性があります：応答が届きませんでした。入力内容は残してあります。確実にするにはもう一度保存してください。',
} as const satisfies Messages<typeof en>;
