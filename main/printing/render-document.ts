import { formatMoney, type CurrencyCode, type MinorUnits } from '../../shared/money';
import type { DocumentLayout, LayoutBlock } from '../../shared/printing/document-layout';
import { bankAccountDetails, type BankAccountLine } from '../../shared/bank-account-details';
import {
  konbiniDetailRows,
  konbiniGuideIn,
  konbiniPaymentGroupOf,
} from '../../shared/konbini-payment-guide';
import type { PaymentSlipDocument } from '../../shared/printing/payment-slip-document';
import { amountDifference } from '../../shared/flows/amount-received';
import type { ReceiptDocument, ReceiptStatus } from '../../shared/printing/receipt-document';
import { paymentErrorCodes } from '../../shared/service/errors';
import { layoutHtml, type HtmlOptions } from './layout-html';
import { printMessages, type PrintMessages } from './print-messages';

/*
 * A receipt or slip laid out in its own language (shared/printing/document-layout.ts): the
 * one value both the printer's HTML page and the renderer's on-screen preview are drawn from.
 */

export type PrintedDocument = ReceiptDocument | PaymentSlipDocument;

/** The document as the printer and the preview show it. */
export function layoutDocument(document: PrintedDocument): DocumentLayout {
  const messages = printMessages[document.language];
  const body =
    document.kind === 'receipt' ? receiptBody(document, messages) : slipBody(document, messages);
  const title = document.kind === 'receipt' ? messages.receipt : slipTitle(document, messages);
  const copyMark = (at: 'start' | 'end'): LayoutBlock[] =>
    document.copy ? [{ type: 'copy_mark', text: messages.copy, at }] : [];
  // Under the title, before any amount, so nobody pays a training slip or keeps its receipt.
  const trainingNotice: LayoutBlock[] = document.training
    ? [
        {
          type: 'notice',
          text: document.kind === 'receipt' ? messages.trainingReceipt : messages.trainingSlip,
        },
      ]
    : [];
  return {
    language: document.language,
    title,
    watermark: document.training ? messages.training : null,
    blocks: [
      ...copyMark('start'),
      { type: 'store', text: document.training ? messages.trainingStore : document.store.name },
      { type: 'title', text: title },
      ...trainingNotice,
      ...body,
      ...copyMark('end'),
    ],
  };
}

/** The document as a print-ready HTML page for the given paper. */
export function renderDocument(document: PrintedDocument, options: HtmlOptions): string {
  return layoutHtml(layoutDocument(document), options);
}

type Row = Extract<LayoutBlock, { type: 'rows' }>['rows'][number];

function row(label: string, value: string, style: Row['style'] = 'plain'): Row {
  return { label, value, style };
}

/** Who served (担当), by name or number as the settings chose; nothing without operators. */
function operatorRows(document: PrintedDocument, messages: PrintMessages): Row[] {
  const { operator } = document;
  if (operator === null) return [];
  const shown = 'number' in operator ? messages.operatorNumber(operator.number) : operator.name;
  return [row(messages.operator, shown)];
}

function receiptBody(document: ReceiptDocument, messages: PrintMessages): LayoutBlock[] {
  const { payment } = document;
  const money = (amount: MinorUnits, currency: CurrencyCode): string =>
    formatMoney(amount, currency, messages.locale);
  const when = (at: string): string => formatDate(at, document.store.timeZone, messages.locale);
  const brand = payment.brand === null ? null : brandName(payment.brand, messages);
  const blocks: LayoutBlock[] = [
    { type: 'rule' },
    {
      type: 'rows',
      rows: [
        row(messages.date, when(document.chargedAt)),
        row(messages.chargeId, document.chargeId, 'id'),
        ...operatorRows(document, messages),
        row(messages.method, messages.methods[payment.method]),
        ...(brand === null ? [] : [row(messages.brand, brand)]),
        ...(payment.card === null
          ? []
          : [
              row(
                messages.card,
                `${brandName(payment.card.brand, messages)} **** ${payment.card.lastFour}`,
              ),
            ]),
      ],
    },
    { type: 'rule' },
    { type: 'total', label: messages.total, value: money(document.amount, document.currency) },
    {
      type: 'rows',
      rows: [
        ...askedRows(document, messages),
        row(messages.status, messages.states[document.status.state], 'strong'),
        ...(document.status.state === 'failed'
          ? [row(messages.reason, failureReason(document.status, messages))]
          : []),
        ...document.captures.map((line) =>
          row(`${messages.captured} ${when(line.at)}`, money(line.amount, line.currency), 'amount'),
        ),
        ...document.refunds.map((line) =>
          row(
            `${messages.refunded} ${when(line.at)}`,
            `-${money(line.amount, line.currency)}`,
            'amount',
          ),
        ),
      ],
    },
  ];
  if (document.references.length > 0) {
    blocks.push(
      { type: 'rule' },
      { type: 'rows', rows: document.references.map((line) => row(line.label, line.value)) },
    );
  }
  return blocks;
}

/**
 * The amount asked beside a total that differs from it: a partial capture's authorization, or
 * what a bank transfer asked, with how far what arrived falls short of it or passes it.
 */
function askedRows(document: ReceiptDocument, messages: PrintMessages): Row[] {
  const { asked } = document;
  if (asked === null) return [];
  const money = (amount: MinorUnits): string =>
    formatMoney(amount, asked.currency, messages.locale);
  if (document.captures.length > 0) {
    return [row(messages.authorizedAmount, money(asked.amount), 'amount')];
  }
  const difference = amountDifference(asked, document);
  return [
    row(messages.askedAmount, money(asked.amount), 'amount'),
    ...(difference === null
      ? []
      : [row(messages.difference, messages[difference.kind](money(difference.by)), 'amount')]),
  ];
}

function slipTitle(document: PaymentSlipDocument, messages: PrintMessages): string {
  return document.method === 'konbini' ? messages.konbiniSlip : messages.bankTransferSlip;
}

function slipBody(document: PaymentSlipDocument, messages: PrintMessages): LayoutBlock[] {
  const amount = formatMoney(document.amount, document.currency, messages.locale);
  const deadline =
    document.expiresAt === null
      ? messages.deadlineUnknown
      : formatDate(document.expiresAt, document.store.timeZone, messages.locale);
  const summary: LayoutBlock[] = [
    { type: 'rule' },
    { type: 'total', label: messages.amountToPay, value: amount },
    {
      type: 'rows',
      rows: [
        row(
          document.method === 'konbini' ? messages.payBy : messages.transferBy,
          deadline,
          'deadline',
        ),
        row(messages.chargeId, document.chargeId, 'id'),
        ...operatorRows(document, messages),
      ],
    },
  ];
  if (document.method === 'konbini') {
    const { convenienceStore, details } = document;
    const store = messages.konbiniStores[convenienceStore];
    const guide = konbiniGuideIn(document.language);
    const group = konbiniPaymentGroupOf[convenienceStore];
    const pay = group === 'pay_easy' ? messages.payWithPayEasy : messages.payAtStore(store);
    const numbers =
      details === null
        ? []
        : konbiniDetailRows(convenienceStore, details).map(({ label, value }) =>
            row(guide.labels[label], value, 'strong'),
          );
    return [
      ...summary,
      { type: 'rule' },
      { type: 'rows', rows: [row(messages.convenienceStore, store, 'strong'), ...numbers] },
      {
        type: 'steps',
        items: [
          pay,
          guide.how[group],
          details === null ? guide.numbersByEmail : guide.numbersHere,
          messages.keepStoreReceipt,
          messages.afterDeadline,
        ],
      },
    ];
  }
  const details = bankAccountDetails(document.account, document.language);
  const line = (key: BankAccountLine, value: string | null, style?: 'strong') =>
    row(messages.accountLines[key], value ?? messages.lineUnknown, style);
  return [
    ...summary,
    { type: 'rule' },
    { type: 'lead', text: messages.transferToAccount },
    {
      type: 'rows',
      rows: [
        line('bank', details.bank),
        line('branch', details.branch),
        line('accountType', details.accountType),
        line('accountNumber', details.accountNumber, 'strong'),
        line('accountHolder', details.accountHolder, 'strong'),
      ],
    },
    {
      type: 'steps',
      items: [
        ...(document.matchAmount === null ? [] : [messages.matchAmount[document.matchAmount]]),
        messages.keepTransferReceipt,
        messages.afterDeadline,
      ],
    },
  ];
}

/** Conventions: Errors, the integer codes by name, for the wording table. */
const paymentErrorNames: ReadonlyMap<number, keyof PrintMessages['paymentErrors']> = new Map(
  Object.entries(paymentErrorCodes).map(([code, name]) => [Number(code), name]),
);

function failureReason(
  status: Extract<ReceiptStatus, { state: 'failed' }>,
  messages: PrintMessages,
): string {
  if (status.code === null) return messages.processingError;
  const name = paymentErrorNames.get(status.code);
  return messages.failure(
    name === undefined ? messages.unknownFailure : messages.paymentErrors[name],
    status.code,
  );
}

/** A known brand by its name; another exactly as the service sent it. */
function brandName(brand: string, messages: PrintMessages): string {
  return messages.brands[brand] ?? brand;
}

/** Dates in the store's zone, whatever zone the terminal is set to, with the zone named. */
export function formatDate(at: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(at));
}
