import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../../../../shared/money';
import { onlineFieldMessage } from '../../../../../renderer/features/online/online-field-error';
import {
  emptyOnlineForm,
  onlineFormFieldOf,
  onlineSaleRequest,
  withBrand,
  type OnlineForm,
} from '../../../../../renderer/features/online/online-form';
import { validationText } from '../../../../../renderer/i18n/error-text';
import { createI18n } from '../../../../../renderer/i18n/i18n';
import { firstErrorPerField } from '../../../../../renderer/features/sale-entry/first-error-per-field';

const formFields = ['brand', 'callMethod', 'userIdentifier', 'osType', 'ipAddress'] as const;

const charge = { amount: toMinorUnits(1200), currency: 'JPY' };

function textsFor(form: OnlineForm, language: 'en' | 'ja', brandName: string) {
  const i18n = createI18n(language);
  const t = i18n.getFixedT(language, 'online');
  const tErrors = i18n.getFixedT(language, 'errors');
  const request = onlineSaleRequest(form, charge);
  const errors = request.ok ? {} : firstErrorPerField(request.errors, onlineFormFieldOf);
  return Object.fromEntries(
    formFields.flatMap((field) => {
      const error = errors[field];
      return error === undefined
        ? []
        : [
            [
              field,
              onlineFieldMessage(t, field, error.reason, brandName) ??
                validationText(tErrors, error.reason),
            ],
          ];
    }),
  );
}

describe('the message under each field of the online form', () => {
  it('asks for the wallet when none is chosen', () => {
    expect(textsFor(emptyOnlineForm, 'en', '')).toMatchObject({
      brand: 'Choose the customer’s wallet.',
    });
  });

  it('asks how the customer pays with the chosen wallet', () => {
    expect(textsFor(withBrand(emptyOnlineForm, 'alipay_online'), 'en', 'Alipay')).toEqual({
      callMethod: 'Choose how the customer pays with Alipay.',
    });
  });

  it('says the wallet does not offer a call method it does not support', () => {
    const form: OnlineForm = { ...withBrand(emptyOnlineForm, 'pay_pay_online'), callMethod: 'app' };
    expect(textsFor(form, 'en', 'PayPay')).toEqual({
      callMethod: 'PayPay does not offer this way of paying. Choose one listed.',
    });
  });

  it('asks WeChat Pay’s user ID and device address, each for what is wrong with it', () => {
    const form: OnlineForm = {
      ...withBrand(emptyOnlineForm, 'we_chat_online'),
      callMethod: 'web',
      ipAddress: '203.0.113',
    };
    expect(textsFor(form, 'en', 'WeChat Pay')).toEqual({
      userIdentifier: 'Enter the customer’s WeChat Pay user ID.',
      ipAddress: 'Enter an IPv4 address, such as 203.0.113.5.',
    });
  });

  it('asks for the device address when none is given', () => {
    const form: OnlineForm = {
      ...withBrand(emptyOnlineForm, 'we_chat_online'),
      callMethod: 'http_get',
    };
    expect(textsFor(form, 'en', 'WeChat Pay')).toEqual({
      ipAddress: 'Enter the IP address of the customer’s device.',
    });
  });

  it('asks Alipay+’s phone type', () => {
    const form: OnlineForm = {
      ...withBrand(emptyOnlineForm, 'alipay_plus_online'),
      callMethod: 'app',
    };
    expect(textsFor(form, 'en', 'Alipay+')).toEqual({
      osType: 'Choose the customer’s phone for Alipay+.',
    });
  });

  it('reads in Japanese with the wallet’s name', () => {
    const form: OnlineForm = { ...withBrand(emptyOnlineForm, 'we_chat_online'), callMethod: 'sdk' };
    expect(textsFor(form, 'ja', 'WeChat Pay')).toEqual({
      userIdentifier: 'お客様のWeChat PayユーザーIDを入力してください。',
    });
  });

  it('leaves a reason the form does not expect to the service’s general text', () => {
    const i18n = createI18n('en');
    const t = i18n.getFixedT('en', 'online');
    expect(onlineFieldMessage(t, 'userIdentifier', 'OUT_OF_RANGE', 'WeChat Pay')).toBeNull();
  });
});
