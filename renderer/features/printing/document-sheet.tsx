import type { DocumentPreview, LayoutBlock } from '../../../shared/printing/document-layout';
import './document-sheet.css';

/*
 * A laid-out document drawn on screen: the same blocks, in the same order and words, as the
 * page main sends to the printer (main/printing/layout-html.ts). Main lays it out; this only
 * draws, so the preview cannot say anything the paper does not.
 */

export function DocumentSheet({ preview, label }: { preview: DocumentPreview; label: string }) {
  const { layout, paper } = preview;
  return (
    <article
      className={`document-sheet document-sheet--${paper === 'receipt_80mm' ? 'roll' : 'page'}`}
      lang={layout.language}
      aria-label={`${label}: ${layout.title}`}
    >
      {layout.watermark === null ? null : (
        <div className="document-sheet__watermark" aria-hidden="true">
          <span>{layout.watermark}</span>
        </div>
      )}
      <div className="document-sheet__content">
        {layout.blocks.map((block, index) => (
          // The blocks are a fixed sequence for one document; their place is their identity.
          <Block key={index} block={block} />
        ))}
      </div>
    </article>
  );
}

function Block({ block }: { block: LayoutBlock }) {
  switch (block.type) {
    case 'store':
      return <p className="document-sheet__store">{block.text}</p>;
    case 'title':
      return <p className="document-sheet__title">{block.text}</p>;
    case 'heading':
      return <p className="document-sheet__heading">{block.text}</p>;
    case 'notice':
      return <p className="document-sheet__notice">{block.text}</p>;
    case 'copy_mark':
      return (
        <p className={`document-sheet__copy document-sheet__copy--${block.at}`}>{block.text}</p>
      );
    case 'rule':
      return <hr className="document-sheet__rule" />;
    case 'total':
      return (
        <div className="document-sheet__total">
          <span>{block.label}</span>
          <span className="document-sheet__total-value">{block.value}</span>
        </div>
      );
    case 'rows':
      return (
        <dl className="document-sheet__rows">
          {block.rows.map((row, index) => (
            <div key={index} className={`document-sheet__row document-sheet__row--${row.style}`}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'lead':
      return <p>{block.text}</p>;
    case 'steps':
      return (
        <ol className="document-sheet__steps">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <table className="document-sheet__table">
          <thead>
            <tr>
              {block.header.map((cell, index) => (
                <th key={index} scope="col" className={`document-sheet__cell--${cell.align}`}>
                  {cell.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index} className={`document-sheet__cell--${cell.align}`}>
                    {cell.text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}
