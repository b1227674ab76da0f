import { describe, expect, it } from 'vitest';
import { failureCode, type FailureCode } from '../../../../shared/ipc/failure-codes';
import { validationReason } from '../../../../shared/service/common';
import { paymentErrorCodes } from '../../../../shared/service/errors';
import {
  errorCodeText,
  operationPaymentErrorText,
  paymentErrorText,
  validationText,
} from '../../../../renderer/i18n/error-text';
import { createI18n } from '../../../../renderer/i18n/i18n';
import { languages } from '../../../../renderer/i18n/languages';

/** Codes whose remedy is on a store profile: its credentials, its address, or choosing one. */
const profileCodes = [
  'AUTH_HEADER_MISSING',
  'INVALID_APP_TOKEN',
  'INVALID_CREDENTIALS',
  'OUTDATED_APP_TOKEN',
  'CONNECTION_REFUSED',
  'HOST_NOT_FOUND',
  'CREDENTIALS_UNAVAILABLE',
  'CREDENTIALS_MALFORMED',
  'NO_CREDENTIALS',
  'CREDENTIALS_UNREADABLE',
  'NO_ACTIVE_PROFILE',
] satisfies FailureCode[];

const i18n = createI18n('ja');
/** What i18next shows for a key it lacks: the key itself. */
const rawKey = /^[a-z]+\.[A-Z0-9_]+$/;

describe.each(languages)('error messages in %s', (language) => {
  const t = i18n.getFixedT(language, 'errors');
  const unknown = (code: string | number) => t('unknownCode', { code });

  it('has its own message for every validation reason of the service', () => {
    for (const reason of validationReason.options) {
      const text = validationText(t, reason);
      expect(text, reason).not.toBe(unknown(reason));
      expect(text, reason).not.toMatch(rawKey);
    }
  });

  // The type proves every failure code has an entry; this proves each entry says something.
  it('words every failure code a call can answer with, not as the code itself', () => {
    for (const code of failureCode.options) {
      const text = errorCodeText(t, code);
      expect(text.trim(), code).not.toBe('');
      expect(text, code).not.toBe(code);
      expect(text, code).not.toBe(unknown(code));
      expect(text, code).not.toMatch(rawKey);
    }
  });

  it('has its own message for every payment error code', () => {
    for (const code of Object.keys(paymentErrorCodes).map(Number)) {
      const text = paymentErrorText(t, code);
      expect(text, String(code)).not.toBe(t('unknownPayment', { code }));
      expect(text, String(code)).not.toMatch(rawKey);
    }
  });

  it('sends the cashier to the Stores screen for credentials and the service address, not Settings', () => {
    const app = i18n.getFixedT(language, 'app');
    const stores = app('nav.profiles');
    const storesScreen = language === 'ja' ? `「${stores}」画面` : `${stores} screen`;
    for (const code of profileCodes) {
      const text = errorCodeText(t, code);
      expect(text, code).toContain(storesScreen);
      expect(text, code).not.toContain(app('nav.settings'));
    }
  });

  it('names a code it does not know, so support can look it up', () => {
    expect(errorCodeText(t, 'BRAND_NEW_CODE')).toContain('BRAND_NEW_CODE');
    expect(validationText(t, 'BRAND_NEW_REASON')).toContain('BRAND_NEW_REASON');
    expect(paymentErrorText(t, 399)).toContain('399');
  });
});

describe('error messages', () => {
  it('say the same for both 3-D Secure failure codes, and differ between languages', () => {
    const ja = i18n.getFixedT('ja', 'errors');
    const en = i18n.getFixedT('en', 'errors');
    expect(paymentErrorText(en, 358)).toBe(paymentErrorText(en, 359));
    expect(paymentErrorText(ja, 306)).not.toBe(paymentErrorText(en, 306));
  });

  it('say “not approved” (308) without naming a card, since wallet and QR payments end so too', () => {
    const ja = i18n.getFixedT('ja', 'errors');
    const en = i18n.getFixedT('en', 'errors');
    expect(paymentErrorText(en, 308)).toMatch(/not approved/);
    expect(paymentErrorText(en, 308)).not.toMatch(/card/i);
    expect(paymentErrorText(ja, 308)).toMatch(/承認されませんでした/);
    expect(paymentErrorText(ja, 308)).not.toMatch(/カード/);
  });

  it('say a refused capture, cancel or refund (308) left the payment as it was, without asking the customer to pay another way', () => {
    const en = i18n.getFixedT('en', 'errors');
    const ja = i18n.getFixedT('ja', 'errors');
    expect(operationPaymentErrorText(en, 308)).toMatch(/payment is as it was/);
    expect(operationPaymentErrorText(en, 308)).not.toBe(paymentErrorText(en, 308));
    expect(operationPaymentErrorText(ja, 308)).not.toBe(paymentErrorText(ja, 308));
    expect(operationPaymentErrorText(en, 318)).toBe(paymentErrorText(en, 318));
  });
});
