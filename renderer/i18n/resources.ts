import { app as enApp } from './en/app';
import { customerDisplay as enCustomerDisplay } from './en/customer-display';
import { errors as enErrors } from './en/errors';
import { sale as enSale } from './en/sale';
import { app as jaApp } from './ja/app';
import { customerDisplay as jaCustomerDisplay } from './ja/customer-display';
import { errors as jaErrors } from './ja/errors';
import { sale as jaSale } from './ja/sale';
import type { Language } from './languages';

/** One namespace per feature; each language's files satisfy the English shape. */
export const resources = {
  ja: { app: jaApp, customerDisplay: jaCustomerDisplay, errors: jaErrors, sale: jaSale },
  en: { app: enApp, customerDisplay: enCustomerDisplay, errors: enErrors, sale: enSale },
} as const satisfies Record<Language, unknown>;
