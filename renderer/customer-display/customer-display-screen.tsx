import { useEffect } from 'react';
import { amountDifference } from '../../shared/flows/amount-received';
import type { CustomerSale } from '../../shared/ipc/customer-display-state';
import type { Money } from '../../shared/money';
import { formatAmount } from '../i18n/format';
import { Bilingual } from './bilingual';
import { DisplayInstruction } from './display-instruction';
import { DisplayTrainingMarks } from './display-training-marks';
import { useVoices, type Voice } from './display-voices';
import { useDisplayState } from './use-display-state';
import './customer-display.css';

type Voices = readonly [Voice, Voice];

function DisplayAmount({ voices, sale }: { voices: Voices; sale: CustomerSale }) {
  const [first] = voices;
  return (
    <dl className="customer-display__amount">
      <dt>
        <Bilingual voices={voices} text={(voice) => voice.t('amountLabel')} />
      </dt>
      <dd lang={first.language}>{formatAmount(sale.amount, sale.currency, first.language)}</dd>
    </dl>
  );
}

function Title({ voices, text }: { voices: Voices; text: (voice: Voice) => string }) {
  return (
    <h1 className="customer-display__title">
      <Bilingual voices={voices} text={text} />
    </h1>
  );
}

function Message({ voices, text }: { voices: Voices; text: (voice: Voice) => string }) {
  return (
    <p className="customer-display__message">
      <Bilingual voices={voices} text={text} />
    </p>
  );
}

/** What was paid against what was asked, in each voice, and whom to ask about it. */
function PaidDifference({ voices, paid, asked }: { voices: Voices; paid: Money; asked: Money }) {
  const difference = amountDifference(asked, paid);
  if (difference === null) return null;
  return (
    <Message
      voices={voices}
      text={(voice) =>
        voice.t(`paid.${difference.kind}`, {
          by: formatAmount(difference.by, asked.currency, voice.language),
          asked: formatAmount(asked.amount, asked.currency, voice.language),
        })
      }
    />
  );
}

function SaleView({ voices, sale }: { voices: Voices; sale: CustomerSale }) {
  switch (sale.status) {
    case 'confirmed': {
      const { method } = sale;
      return (
        <>
          <Title voices={voices} text={(voice) => voice.t('confirmed.title')} />
          <DisplayAmount voices={voices} sale={sale} />
          <dl className="customer-display__method">
            <dt>
              <Bilingual voices={voices} text={(voice) => voice.t('confirmed.methodLabel')} />
            </dt>
            <dd>
              <Bilingual voices={voices} text={(voice) => voice.t(`confirmed.methods.${method}`)} />
            </dd>
          </dl>
        </>
      );
    }
    case 'in_progress':
      return (
        <>
          <Title voices={voices} text={(voice) => voice.t('inProgress')} />
          <DisplayAmount voices={voices} sale={sale} />
        </>
      );
    case 'awaiting_payment':
      return (
        <>
          <Title voices={voices} text={(voice) => voice.t('awaiting.title')} />
          {sale.instruction === null ? (
            <>
              <DisplayAmount voices={voices} sale={sale} />
              <Message voices={voices} text={(voice) => voice.t('awaiting.followStaff')} />
            </>
          ) : (
            <DisplayInstruction
              voices={voices}
              sale={sale}
              instruction={sale.instruction}
              amount={<DisplayAmount voices={voices} sale={sale} />}
            />
          )}
        </>
      );
    case 'paid':
      return (
        <>
          <Title voices={voices} text={(voice) => voice.t('paid.title')} />
          <Message voices={voices} text={(voice) => voice.t('paid.body')} />
          <DisplayAmount voices={voices} sale={sale} />
          {sale.asked === undefined ? null : (
            <PaidDifference voices={voices} paid={sale} asked={sale.asked} />
          )}
        </>
      );
    case 'failed':
    case 'cancelled':
    case 'unresolved': {
      const { status } = sale;
      return (
        <>
          <Title voices={voices} text={(voice) => voice.t(`${status}.title`)} />
          <Message voices={voices} text={(voice) => voice.t(`${status}.body`)} />
          <DisplayAmount voices={voices} sale={sale} />
        </>
      );
    }
  }
}

/**
 * The customer's screen (docs/architecture.md: The customer display): the welcome between
 * sales; the amount and method once the cashier confirms them; the amount and how the sale
 * stands while one runs; what to do while it waits for the
 * customer; thanks when it is paid. It shows what main pushes and holds nothing else.
 */
export function CustomerDisplayScreen() {
  const state = useDisplayState();
  const voices = useVoices(state.language);
  const [first] = voices;
  const title = first.t('pageTitle');

  useEffect(() => {
    document.documentElement.lang = state.language;
    document.title = title;
  }, [state.language, title]);

  const status = state.sale?.status ?? 'welcome';
  return (
    <main
      className={`customer-display customer-display--${status}${state.training ? ' customer-display--training' : ''}`}
    >
      {state.training ? <DisplayTrainingMarks voices={voices} /> : null}
      {state.sale === null ? (
        <Title voices={voices} text={(voice) => voice.t('welcome')} />
      ) : (
        <SaleView voices={voices} sale={state.sale} />
      )}
    </main>
  );
}
