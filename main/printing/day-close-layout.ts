import type { DayCloseReport, OpenDeadline } from '../../shared/back-office/day-close-report';
import {
  listedBuckets,
  type CurrencyTotals,
  type MethodTotals,
} from '../../shared/back-office/day-close-totals';
import { formatMoney, type MinorUnits } from '../../shared/money';
import type { StoreFacts } from '../../shared/printing/document-header';
import type { DocumentLayout, LayoutBlock } from '../../shared/printing/document-layout';
import { printMessages, type PrintMessages } from './print-messages';
import { formatDate } from './render-document';
import { reportMessages, type ReportMessages } from './report-messages';

/*
 * The printable day-close report (精算レポート): the day close main computed, laid out like a
 * receipt (shared/printing/document-layout.ts), for the printer's page and the on-screen
 * preview alike. Per currency the net sales, the counts and amounts by status and by method
 * and brand; then the deadlines to watch.
 */

/** Soonest first; past these the paper says how many more the screen lists. */
const printedDeadlines = 50;

type Store = Pick<StoreFacts, 'name' | 'language' | 'training'>;

interface Words {
  readonly report: ReportMessages;
  readonly print: PrintMessages;
  readonly count: (count: number) => string;
}

export function layoutDayCloseReport(report: DayCloseReport, store: Store): DocumentLayout {
  const words: Words = {
    report: reportMessages[store.language],
    print: printMessages[store.language],
    count: (count) => new Intl.NumberFormat(printMessages[store.language].locale).format(count),
  };
  const { range } = report;
  const messages = words.report;
  const when = (at: string): string => formatDate(at, range.timeZone, words.print.locale);
  const blocks: LayoutBlock[] = [
    { type: 'store', text: store.training ? words.print.trainingStore : store.name },
    { type: 'title', text: messages.title },
    ...(store.training ? [{ type: 'notice' as const, text: messages.trainingNotice }] : []),
    { type: 'rule' },
    {
      type: 'rows',
      rows: [
        row(messages.scopeLabel, messages.scope[report.scope]),
        row(messages.modeLabel, messages.mode[report.mode]),
        row(messages.period, messages.periodValue(range.fromDate, range.toDate, range.timeZone)),
        row(messages.generatedAt, when(report.generatedAt)),
        row(messages.itemCount, words.count(report.totals.itemCount)),
      ],
    },
  ];
  if (report.totals.currencies.length === 0) {
    blocks.push({ type: 'rule' }, { type: 'lead', text: messages.empty });
  }
  for (const totals of report.totals.currencies) blocks.push(...currencyBlocks(totals, words));
  blocks.push(...deadlineBlocks(report.deadlines, report.scope === 'merchant', words, when));
  return {
    language: store.language,
    title: messages.title,
    watermark: store.training ? words.print.training : null,
    blocks,
  };
}

function row(label: string, value: string): Extract<LayoutBlock, { type: 'rows' }>['rows'][number] {
  return { label, value, style: 'plain' };
}

function currencyBlocks(totals: CurrencyTotals, words: Words): LayoutBlock[] {
  const messages = words.report;
  const money = (amount: MinorUnits): string =>
    formatMoney(amount, totals.currency, words.print.locale);
  const start = { align: 'start' as const };
  const end = { align: 'end' as const };
  return [
    { type: 'rule' },
    { type: 'heading', text: messages.currency(totals.currency) },
    { type: 'total', label: messages.net, value: money(totals.net) },
    {
      type: 'table',
      header: [
        { text: messages.columns.bucket, ...start },
        { text: messages.columns.count, ...end },
        { text: messages.columns.amount, ...end },
      ],
      rows: listedBuckets(totals.tallies).map((bucket) => [
        { text: messages.buckets[bucket], ...start },
        { text: words.count(totals.tallies[bucket].count), ...end },
        { text: money(totals.tallies[bucket].amount), ...end },
      ]),
    },
    {
      type: 'table',
      header: [
        { text: messages.columns.method, ...start },
        { text: messages.columns.paid, ...end },
        { text: messages.columns.refunded, ...end },
        { text: messages.columns.net, ...end },
      ],
      rows: totals.byMethod.map((method) => [
        { text: methodText(method, words), ...start },
        {
          text: `${words.count(method.tallies.paid.count)} · ${money(method.tallies.paid.amount)}`,
          ...end,
        },
        {
          text: `${words.count(method.tallies.refunded.count)} · ${money(method.tallies.refunded.amount)}`,
          ...end,
        },
        { text: money(method.net), ...end },
      ]),
    },
  ];
}

/** A method by its printed name and its brand; either exactly as the service sent it if unknown. */
function methodText(
  method: Pick<MethodTotals, 'paymentType' | 'brand'>,
  words: Words,
  noBrand: string | null = words.report.noBrand,
): string {
  const { methods, brands } = words.print;
  const name =
    method.paymentType === null
      ? words.report.noMethod
      : Object.hasOwn(methods, method.paymentType)
        ? methods[method.paymentType as keyof typeof methods]
        : method.paymentType;
  const brand = method.brand === null ? noBrand : (brands[method.brand] ?? method.brand);
  return brand === null ? name : `${name} · ${brand}`;
}

/** In all stores' scope each deadline names its store, as the screen's list does. */
function deadlineBlocks(
  deadlines: readonly OpenDeadline[],
  allStores: boolean,
  words: Words,
  when: (at: string) => string,
): LayoutBlock[] {
  const messages = words.report;
  const heading: LayoutBlock[] = [{ type: 'rule' }, { type: 'heading', text: messages.deadlines }];
  if (deadlines.length === 0) return [...heading, { type: 'lead', text: messages.noDeadlines }];
  const more = deadlines.length - printedDeadlines;
  return [
    ...heading,
    {
      type: 'rows',
      rows: deadlines.slice(0, printedDeadlines).map((deadline) => {
        const store = allStores ? `${deadline.storeName ?? deadline.storeId} · ` : '';
        const amount = formatMoney(deadline.amount, deadline.currency, words.print.locale);
        return {
          label: `${messages.deadlineKinds[deadline.kind]}: ${store}${methodText(deadline, words, null)} ${amount}`,
          value:
            (deadline.expiresAt === null ? messages.deadlineUnknown : when(deadline.expiresAt)) +
            (deadline.urgent ? ` (${messages.urgent})` : ''),
          style: deadline.urgent ? ('deadline' as const) : ('plain' as const),
        };
      }),
    },
    ...(more > 0
      ? [{ type: 'lead' as const, text: messages.moreDeadlines(words.count(more)) }]
      : []),
  ];
}
