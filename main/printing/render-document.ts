import { createHash } from 'node:crypto';
import { formatMoney, type CurrencyCode, type MinorUnits } from '../../shared/money';
import type { PaymentSlipDocument } from '../../shared/printing/payment-slip-document';
import type { PaperSize } from '../../shared/printing/print-settings';
import type { ReceiptDocument, ReceiptStatus } from '../../shared/printing/receipt-document';
import { escapeHtml } from '../../shared/escape-html';
import { paymentErrorCodes } from '../../shared/service/errors';
import { printMessages, type PrintMessages } from './print-messages';

/*
 * A printed document as one self-contained HTML page: inline CSS, no script, no external
 * resource, every piece of text escaped. The page's own CSP allows nothing but its one
 * style sheet, so even a mistake here cannot make the print window load or run anything.
 */

export type PrintedDocument = ReceiptDocument | PaymentSlipDocument;

/** Markup that is safe to insert as it is: only `markup` makes one, escaping what it inserts. */
class SafeHtml {
  constructor(readonly markup: string) {}
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[] | null | false;

function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let text = strings[0] ?? '';
  values.forEach((value, index) => {
    text += markupOf(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(text);
}

function markupOf(value: HtmlValue): string {
  if (value === null || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (typeof value === 'string' || typeof value === 'number') return escapeHtml(String(value));
  return value.map((item) => item.markup).join('');
}

/** Page box and scale per paper. A roll has no page height: the printer cuts after the content. */
const paperStyles: Readonly<Record<PaperSize, string>> = {
  receipt_80mm: `@page{margin:0}
.sheet{width:72mm;padding:4mm 0 8mm;font-size:9.5pt}
.watermark span{font-size:9mm}`,
  a4: `@page{size:A4;margin:18mm}
.sheet{max-width:140mm;font-size:11pt}
.watermark span{font-size:20mm}`,
  letter: `@page{size:letter;margin:0.75in}
.sheet{max-width:140mm;font-size:11pt}
.watermark span{font-size:20mm}`,
};

const baseStyle = `*{box-sizing:border-box;margin:0;padding:0}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact;background:#fff}
body{color:#000;line-height:1.45;font-variant-numeric:tabular-nums;font-family:system-ui,"Hiragino Sans","Yu Gothic UI","Yu Gothic",Meiryo,"Noto Sans CJK JP","Noto Sans JP",IPAGothic,sans-serif}
.sheet{position:relative;margin:0 auto;overflow:hidden}
.content{position:relative;z-index:2}
.store{font-size:1.45em;font-weight:700;text-align:center;overflow-wrap:anywhere}
.title{font-size:1.1em;text-align:center;margin-top:0.5mm}
.rule{border:0;border-top:0.3mm dashed #000;margin:2.5mm 0}
.rows{display:grid;grid-template-columns:auto 1fr;column-gap:3mm;row-gap:0.8mm}
.rows dd{text-align:right;overflow-wrap:anywhere}
.rows .id{grid-column:1/-1;text-align:right;font-size:0.85em;font-family:ui-monospace,Consolas,monospace}
.total{margin-bottom:1mm;display:flex;justify-content:space-between;align-items:baseline;gap:3mm;font-weight:700;font-size:1.5em}
.total .value{white-space:nowrap}
.strong{font-weight:700}
.copy-mark{border:0.7mm solid #000;text-align:center;font-size:1.9em;font-weight:800;letter-spacing:0.15em;padding:0.5mm 0;margin:0 0 3mm}
.copy-mark.end{margin:4mm 0 0}
.notice{border:0.4mm solid #000;padding:1.5mm 2mm;margin-top:3mm;font-weight:700;text-align:center}
.lead{margin-bottom:1.5mm}
.steps{margin:2.5mm 0 0 1.3em}
.steps li{margin-top:1mm}
.deadline{font-weight:700}
.watermark{position:absolute;inset:0;z-index:1;display:flex;flex-direction:column;justify-content:space-around;align-items:center;overflow:hidden}
.watermark span{display:block;transform:rotate(-25deg);white-space:nowrap;font-weight:800;color:rgba(0,0,0,0.07);-webkit-text-stroke:0.2mm rgba(0,0,0,0.25)}`;

interface RenderOptions {
  readonly paper: PaperSize;
}

/** The document as a print-ready HTML page for the given paper. */
export function renderDocument(document: PrintedDocument, options: RenderOptions): string {
  const messages = printMessages[document.language];
  const style = `${baseStyle}\n${paperStyles[options.paper]}`;
  // The CSP hash covers the element's text exactly, so nothing may reformat it.
  const styleElement = new SafeHtml(`<style>${style}</style>`);
  const styleHash = createHash('sha256').update(style).digest('base64');
  const csp = `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'`;
  const body =
    document.kind === 'receipt' ? receiptBody(document, messages) : slipBody(document, messages);
  const title = document.kind === 'receipt' ? messages.receipt : slipTitle(document, messages);
  // Under the title, before any amount, so nobody pays a training slip or keeps its receipt.
  const trainingNotice = document.training
    ? markup`<p class="notice">${document.kind === 'receipt' ? messages.trainingReceipt : messages.trainingSlip}</p>`
    : null;
  const page = markup`<!doctype html>
    <html lang="${document.language}">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${csp}" />
        <title>${title}</title>
        ${styleElement}
      </head>
      <body>
        <main class="sheet">
          ${document.training ? watermark(messages, options.paper) : null}
          <div class="content">
            ${document.copy ? markup`<p class="copy-mark">${messages.copy}</p>` : null}
            <h1 class="store">${document.store.name}</h1>
            <p class="title">${title}</p>
            ${trainingNotice}
            ${body}
            ${document.copy ? markup`<p class="copy-mark end">${messages.copy}</p>` : null}
          </div>
        </main>
      </body>
    </html> `;
  return page.markup;
}

/** Repeated down a roll so every part of a long receipt carries it; once on a sheet. */
function watermark(messages: PrintMessages, paper: PaperSize): SafeHtml {
  const count = paper === 'receipt_80mm' ? 3 : 1;
  const marks = Array.from({ length: count }, () => markup`<span>${messages.training}</span>`);
  return markup`<div class="watermark" aria-hidden="true">${marks}</div>`;
}

function receiptBody(document: ReceiptDocument, messages: PrintMessages): SafeHtml {
  const { payment } = document;
  const money = (amount: MinorUnits, currency: CurrencyCode): string =>
    formatMoney(amount, currency, messages.locale);
  const when = (at: string): string => formatDate(at, document.store.timeZone, messages.locale);
  const brand = payment.brand === null ? null : brandName(payment.brand, messages);
  return markup`<hr class="rule" />
    <dl class="rows">
      <dt>${messages.date}</dt>
      <dd>${when(document.chargedAt)}</dd>
      <dt>${messages.chargeId}</dt>
      <dd class="id">${document.chargeId}</dd>
      <dt>${messages.method}</dt>
      <dd>${messages.methods[payment.method]}</dd>
      ${
        brand === null
          ? null
          : markup`<dt>${messages.brand}</dt>
              <dd>${brand}</dd>`
      }
      ${
        payment.card === null
          ? null
          : markup`<dt>${messages.card}</dt>
              <dd>${brandName(payment.card.brand, messages)} **** ${payment.card.lastFour}</dd>`
      }
    </dl>
    <hr class="rule" />
    <div class="total">
      <span>${messages.total}</span
      ><span class="value">${money(document.amount, document.currency)}</span>
    </div>
    <dl class="rows">
      <dt>${messages.status}</dt>
      <dd class="strong">${messages.states[document.status.state]}</dd>
      ${
        document.status.state === 'failed'
          ? markup`<dt>${messages.reason}</dt>
              <dd>${failureReason(document.status, messages)}</dd>`
          : null
      }
      ${document.captures.map(
        (line) =>
          markup`<dt>${messages.captured} ${when(line.at)}</dt>
            <dd>${money(line.amount, line.currency)}</dd>`,
      )}
      ${document.refunds.map(
        (line) =>
          markup`<dt>${messages.refunded} ${when(line.at)}</dt>
            <dd>-${money(line.amount, line.currency)}</dd>`,
      )}
    </dl>
    ${
      document.references.length === 0
        ? null
        : markup`<hr class="rule" />
            <dl class="rows">
              ${document.references.map(
                (line) =>
                  markup`<dt>${line.label}</dt>
                    <dd>${line.value}</dd>`,
              )}
            </dl>`
    }`;
}

function slipTitle(document: PaymentSlipDocument, messages: PrintMessages): string {
  return document.method === 'konbini' ? messages.konbiniSlip : messages.bankTransferSlip;
}

function slipBody(document: PaymentSlipDocument, messages: PrintMessages): SafeHtml {
  const amount = formatMoney(document.amount, document.currency, messages.locale);
  const deadline =
    document.expiresAt === null
      ? messages.deadlineUnknown
      : formatDate(document.expiresAt, document.store.timeZone, messages.locale);
  const summary = markup`<hr class="rule" />
    <div class="total">
      <span>${messages.amountToPay}</span><span class="value">${amount}</span>
    </div>
    <dl class="rows">
      <dt>${document.method === 'konbini' ? messages.payBy : messages.transferBy}</dt>
      <dd class="deadline">${deadline}</dd>
      <dt>${messages.chargeId}</dt>
      <dd class="id">${document.chargeId}</dd>
    </dl>`;
  if (document.method === 'konbini') {
    const store = messages.konbiniStores[document.convenienceStore];
    const pay =
      document.convenienceStore === 'pay_easy'
        ? messages.payWithPayEasy
        : messages.payAtStore(store);
    return markup`${summary}
      <hr class="rule" />
      <dl class="rows">
        <dt>${messages.convenienceStore}</dt>
        <dd class="strong">${store}</dd>
      </dl>
      <ol class="steps">
        <li>${pay}</li>
        <li>${messages.keepStoreReceipt}</li>
        <li>${messages.afterDeadline}</li>
      </ol>`;
  }
  const { account } = document;
  const withCode = (name: string, code: string | null): string =>
    code === null ? name : `${name} (${code})`;
  return markup`${summary}
    <hr class="rule" />
    <p class="lead">${messages.transferToAccount}</p>
    <dl class="rows">
      <dt>${messages.bank}</dt>
      <dd>${withCode(account.bankName, account.bankCode)}</dd>
      <dt>${messages.branch}</dt>
      <dd>${withCode(account.branchName, account.branchCode)}</dd>
      ${
        account.accountType === null
          ? null
          : markup`<dt>${messages.accountType}</dt>
              <dd>${messages.accountTypes[account.accountType]}</dd>`
      }
      <dt>${messages.accountNumber}</dt>
      <dd class="strong">${account.accountNumber}</dd>
      <dt>${messages.accountHolder}</dt>
      <dd class="strong">${account.accountHolderName}</dd>
    </dl>
    <ol class="steps">
      ${document.matchAmount === null ? null : markup`<li>${messages.matchAmount[document.matchAmount]}</li>`}
      <li>${messages.keepTransferReceipt}</li>
      <li>${messages.afterDeadline}</li>
    </ol>`;
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
function formatDate(at: string, timeZone: string, locale: string): string {
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
