import { closeStatusNames, operationKindNames } from '../../shared/operation-names';
import type { PrintLanguage } from '../../shared/printing/document-header';
import { reportMessages } from './report-messages';

/*
 * The wording of a printed close (精算), in each language a store prints in. It names what the
 * close screen names, in the same words, so paper and screen agree; what it shares with the
 * printed day-close report comes from that report's wording.
 */

const en = {
  title: (number: number): string => `Close No. ${number}`,
  reprint: 'REPRINT',
  trainingNotice: reportMessages.en.trainingNotice,
  day: 'Store day',
  closedAt: 'Closed',
  closedBy: 'Closed by',
  anonymous: 'No operator',
  timeZone: 'Time zone',
  lines: 'Operations',
  noLines: 'No operation on this day.',
  lateChanges: 'Changes to days already closed',
  stillOpen: 'Still open when closed',
  awaitingCustomers: 'Awaiting customers',
  reviews: 'In review',
  differences: 'Differences not explained',
  columns: { operation: 'Operation', count: 'Count', amount: 'Amount', day: 'Closed day' },
  kinds: operationKindNames.en,
  statuses: closeStatusNames.en,
  mode: reportMessages.en.mode,
  more: (count: string): string => `And ${count} more: see the close on screen.`,
};

export type CloseMessages = typeof en;

const ja: CloseMessages = {
  title: (number) => `精算 No.${number}`,
  reprint: '再発行',
  trainingNotice: reportMessages.ja.trainingNotice,
  day: '営業日',
  closedAt: '精算日時',
  closedBy: '精算者',
  anonymous: '担当者なし',
  timeZone: 'タイムゾーン',
  lines: '操作',
  noLines: 'この日の操作はありません。',
  lateChanges: '精算済みの日への変更',
  stillOpen: '精算時に未完了だったもの',
  awaitingCustomers: 'お客様の支払い待ち',
  reviews: '確認待ち',
  differences: '説明のない差異',
  columns: { operation: '操作', count: '件数', amount: '金額', day: '精算済みの日' },
  kinds: operationKindNames.ja,
  statuses: closeStatusNames.ja,
  mode: reportMessages.ja.mode,
  more: (count) => `ほかに${count}件あります。画面の精算でご確認ください。`,
};

export const closeMessages: Readonly<Record<PrintLanguage, CloseMessages>> = { ja, en };
