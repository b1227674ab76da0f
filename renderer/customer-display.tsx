import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CustomerDisplayScreen } from './customer-display/customer-display-screen';
import './ui/tokens.css';

const root = document.getElementById('root');
if (root === null) throw new Error('customer-display.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <CustomerDisplayScreen />
  </StrictMode>,
);
