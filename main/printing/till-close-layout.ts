import type { CloseLine, CloseOperation, TillClose } from '../../shared/back-office/till-close';
import { formatMoney } from '../../shared/money';
import type { StoreFacts } from '../../shared/printing/document-header';
import type { DocumentLayout, LayoutBlock } from '../../shared/printing/document-layout';
import { closeMessages, type CloseMessages } from './close-messages';
import { printMessages } from './print-messages';
import { formatDate } from './render-document';

/*
 * A close (精算) on paper, laid out like a receipt (shared/printing/document-layout.ts): its
 * number, day and closer, each line with its count and amount, the changes to days already
 * closed and what was still open. Every issue after the first carries the reprint mark
 * (再発行) at its start and end, as a copied receipt does.
 */

/** A table prints at most this many rows; the screen shows the rest. */
const printedRows = 500;

type Store = Pick<StoreFacts, 'name' | 'language' | 'training'>;

interface Words {
  readonly close: CloseMessages;
  readonly trainingStore: string;
  readonly training: string;
  readonly locale: string;
  readonly count: (count: number) => string;
}

export function layoutTillClose(close: TillClose, store: Store, reprint: boolean): DocumentLayout {
  const print = printMessages[store.language];
  const words: Words = {
    close: closeMessages[store.language],
    trainingStore: print.trainingStore,
    training: print.training,
    locale: print.locale,
    count: (count) => new Intl.NumberFormat(print.locale).format(count),
  };
  const messages = words.close;
  const title = messages.title(close.number);
  const mark = (at: 'start' | 'end'): LayoutBlock[] =>
    reprint ? [{ type: 'copy_mark', text: messages.reprint, at }] : [];
  return {
    language: store.language,
    title,
    watermark: store.training ? words.training : null,
    blocks: [
      ...mark('start'),
      { type: 'store', text: store.training ? words.trainingStore : store.name },
      { type: 'title', text: title },
      ...(store.training ? [{ type: 'notice' as const, text: messages.trainingNotice }] : []),
      { type: 'rule' },
      {
        type: 'rows',
        rows: [
          row(messages.day, close.day),
          row(messages.closedAt, formatDate(close.closedAt, close.timeZone, words.locale)),
          row(messages.closedBy, close.closedBy ?? messages.anonymous),
          row(messages.timeZone, close.timeZone),
        ],
      },
      ...lineBlocks(close.lines, words),
      ...lateChangeBlocks(close, words),
      ...stillOpenBlocks(close, words),
      ...mark('end'),
    ],
  };
}

function row(label: string, value: string): Extract<LayoutBlock, { type: 'rows' }>['rows'][number] {
  return { label, value, style: 'plain' };
}

const start = { align: 'start' as const };
const end = { align: 'end' as const };

/** What a line or an operation is: its operation, brand, status, mode and operator. */
function describe(
  line: Pick<CloseLine, 'kind' | 'brand' | 'status' | 'mode' | 'operator'>,
  words: Words,
): string {
  const messages = words.close;
  return [
    messages.kinds[line.kind],
    line.brand,
    messages.statuses[line.status],
    messages.mode[line.mode],
    line.operator ?? messages.anonymous,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

function moreLead(total: number, words: Words): LayoutBlock[] {
  const more = total - printedRows;
  return more > 0 ? [{ type: 'lead', text: words.close.more(words.count(more)) }] : [];
}

function lineBlocks(lines: readonly CloseLine[], words: Words): LayoutBlock[] {
  const messages = words.close;
  const heading: LayoutBlock[] = [{ type: 'rule' }, { type: 'heading', text: messages.lines }];
  if (lines.length === 0) return [...heading, { type: 'lead', text: messages.noLines }];
  return [
    ...heading,
    {
      type: 'table',
      header: [
        { text: messages.columns.operation, ...start },
        { text: messages.columns.count, ...end },
        { text: messages.columns.amount, ...end },
      ],
      rows: lines.slice(0, printedRows).map((line) => [
        { text: `${line.currency} · ${describe(line, words)}`, ...start },
        { text: words.count(line.count), ...end },
        { text: formatMoney(line.amount, line.currency, words.locale), ...end },
      ]),
    },
    ...moreLead(lines.length, words),
  ];
}

function operationTable(
  operations: readonly { readonly operation: CloseOperation; readonly day: string }[],
  words: Words,
): LayoutBlock[] {
  const messages = words.close;
  return [
    {
      type: 'table',
      header: [
        { text: messages.columns.day, ...start },
        { text: messages.columns.operation, ...start },
        { text: messages.columns.amount, ...end },
      ],
      rows: operations.slice(0, printedRows).map(({ operation, day }) => [
        { text: day, ...start },
        { text: describe(operation, words), ...start },
        { text: formatMoney(operation.amount, operation.currency, words.locale), ...end },
      ]),
    },
    ...moreLead(operations.length, words),
  ];
}

function lateChangeBlocks(close: TillClose, words: Words): LayoutBlock[] {
  if (close.lateChanges.length === 0) return [];
  return [
    { type: 'rule' },
    { type: 'heading', text: words.close.lateChanges },
    ...operationTable(
      close.lateChanges.map(({ closedDay, operation }) => ({ operation, day: closedDay })),
      words,
    ),
  ];
}

function stillOpenBlocks(close: TillClose, words: Words): LayoutBlock[] {
  const messages = words.close;
  const { awaitingCustomers, reviews, unexplainedDifferences } = close.stillOpen;
  if (awaitingCustomers.length + reviews.length + unexplainedDifferences.length === 0) return [];
  return [
    { type: 'rule' },
    { type: 'heading', text: messages.stillOpen },
    {
      type: 'rows',
      rows: [
        row(messages.awaitingCustomers, words.count(awaitingCustomers.length)),
        row(messages.reviews, words.count(reviews.length)),
        row(messages.differences, words.count(unexplainedDifferences.length)),
      ],
    },
  ];
}
