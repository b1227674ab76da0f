import { createHash } from 'node:crypto';
import { escapeHtml } from '../../shared/escape-html';
import type { DocumentLayout, LayoutBlock } from '../../shared/printing/document-layout';
import type { PaperSize } from '../../shared/printing/print-settings';

/*
 * A laid-out document as one self-contained HTML page: inline CSS, no script, no external
 * resource, every piece of text escaped. The page's own CSP allows nothing but its one
 * style sheet, so even a mistake here cannot make the print window load or run anything.
 */

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
.heading{font-size:1.1em;font-weight:700;margin:3mm 0 1mm}
.rule{border:0;border-top:0.3mm dashed #000;margin:2.5mm 0}
.rows{display:grid;grid-template-columns:auto 1fr;column-gap:3mm;row-gap:0.8mm}
.rows dd{text-align:right;overflow-wrap:anywhere}
.rows dd.amount{white-space:nowrap;overflow-wrap:normal}
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
.table{width:100%;border-collapse:collapse;font-size:0.9em}
.table th,.table td{padding:0.5mm 1mm;border-bottom:0.2mm solid #000;text-align:start}
.table .end{text-align:end;white-space:nowrap}
.watermark{position:absolute;inset:0;z-index:1;display:flex;flex-direction:column;justify-content:space-around;align-items:center;overflow:hidden}
.watermark span{display:block;transform:rotate(-25deg);white-space:nowrap;font-weight:800;color:rgba(0,0,0,0.07);-webkit-text-stroke:0.2mm rgba(0,0,0,0.25)}`;

export interface HtmlOptions {
  readonly paper: PaperSize;
}

/** The laid-out document as a print-ready HTML page for the given paper. */
export function layoutHtml(layout: DocumentLayout, options: HtmlOptions): string {
  const style = `${baseStyle}\n${paperStyles[options.paper]}`;
  // The CSP hash covers the element's text exactly, so nothing may reformat it.
  const styleElement = new SafeHtml(`<style>${style}</style>`);
  const styleHash = createHash('sha256').update(style).digest('base64');
  const csp = `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'`;
  const page = markup`<!doctype html>
    <html lang="${layout.language}">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${csp}" />
        <title>${layout.title}</title>
        ${styleElement}
      </head>
      <body>
        <main class="sheet">
          ${layout.watermark === null ? null : watermark(layout.watermark, options.paper)}
          <div class="content">${layout.blocks.map(blockHtml)}</div>
        </main>
      </body>
    </html> `;
  return page.markup;
}

/** Repeated down a roll so every part of a long receipt carries it; once on a sheet. */
function watermark(text: string, paper: PaperSize): SafeHtml {
  const count = paper === 'receipt_80mm' ? 3 : 1;
  const marks = Array.from({ length: count }, () => markup`<span>${text}</span>`);
  return markup`<div class="watermark" aria-hidden="true">${marks}</div>`;
}

function blockHtml(block: LayoutBlock): SafeHtml {
  switch (block.type) {
    case 'store':
      return markup`<h1 class="store">${block.text}</h1>`;
    case 'title':
      return markup`<p class="title">${block.text}</p>`;
    case 'heading':
      return markup`<h2 class="heading">${block.text}</h2>`;
    case 'notice':
      return markup`<p class="notice">${block.text}</p>`;
    case 'copy_mark':
      return markup`<p class="copy-mark${block.at === 'end' ? ' end' : ''}">${block.text}</p>`;
    case 'rule':
      return markup`<hr class="rule" />`;
    case 'total':
      return markup`<div class="total">
        <span>${block.label}</span><span class="value">${block.value}</span>
      </div>`;
    case 'rows':
      return markup`<dl class="rows">
        ${block.rows.map(
          (row) =>
            markup`<dt>${row.label}</dt>
              <dd${row.style === 'plain' ? null : markup` class="${row.style}"`}>${row.value}</dd>`,
        )}
      </dl>`;
    case 'lead':
      return markup`<p class="lead">${block.text}</p>`;
    case 'steps':
      return markup`<ol class="steps">
        ${block.items.map((item) => markup`<li>${item}</li>`)}
      </ol>`;
    case 'table':
      return markup`<table class="table">
        <thead><tr>${block.header.map((cell) => markup`<th class="${cell.align}">${cell.text}</th>`)}</tr></thead>
        <tbody>${block.rows.map(
          (row) =>
            markup`<tr>${row.map((cell) => markup`<td class="${cell.align}">${cell.text}</td>`)}</tr>`,
        )}</tbody>
      </table>`;
  }
}
