import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/app';
import { reattachRunningFlows } from './app/reattach-running-flows';
import { loadUnacknowledgedEndings } from './app/unacknowledged-endings';
import { useShell } from './app/shell-store';
import { followStoreClock } from './app/store-clock';
import { presentConfirmedSales } from './features/sale/present-confirmed-sale';
import { saleStore } from './features/sale/use-sale';
import { createI18n } from './i18n/i18n';
import { defaultLanguage } from './i18n/languages';
import { pos } from './pos';
import './ui/tokens.css';

/** The cashier's window: opens in the language the terminal's settings keep. */
async function start(root: HTMLElement): Promise<void> {
  const settings = await pos.settingsGet();
  const language = settings.ok ? settings.data.language : defaultLanguage;
  if (settings.ok) followStoreClock(settings.data);
  else useShell.getState().showNotice(settings.error);

  const i18n = createI18n(language);
  document.documentElement.lang = language;
  i18n.on('languageChanged', (next: string) => {
    document.documentElement.lang = next;
  });

  // Once per window, outside React's effects (which development runs twice). The endings come
  // after the running flows, so a sale that ends meanwhile is in one list or the other.
  void reattachRunningFlows(pos).then(() => loadUnacknowledgedEndings(pos));
  presentConfirmedSales(saleStore, pos);
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
void start(root);
