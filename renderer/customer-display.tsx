import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { CustomerDisplayScreen } from './customer-display/customer-display-screen';
import { createI18n } from './i18n/i18n';
import { defaultLanguage } from './i18n/languages';
import './ui/tokens.css';

// Every language is bundled; which one leads comes with each state main pushes.
const i18n = createI18n(defaultLanguage);

const root = document.getElementById('root');
if (root === null) throw new Error('customer-display.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <CustomerDisplayScreen />
    </I18nextProvider>
  </StrictMode>,
);
