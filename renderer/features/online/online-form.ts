import type { z } from 'zod';
import type { createTokenBody } from '../../../shared/service/token-create';
import {
  onlineCallMethodsByBrand,
  requiredOnlineFields,
  type OnlineBrand,
  type OnlineCallMethod,
  type OnlineConditionalField,
} from '../../../shared/service/token-options';
import type { SaleChargeDraft } from '../sale/sale-draft';
import { fieldAtPath } from '../sale-entry/first-error-per-field';
import { checkSaleInput, type SaleEntryCheck } from '../sale-entry/sale-entry-check';

/*
 * The online wallet form as plain values, and the one function that turns it into the flow's
 * input. The brand decides which call methods are offered, the pair decides which further
 * fields are asked for (spec: data for online), and the check is the flow's own schema, so
 * each field shows the reason the service would give and a failing input never leaves the
 * renderer (docs/architecture.md: Validation reasons).
 */

type OnlineToken = Extract<z.input<typeof createTokenBody>, { payment_type: 'online' }>;
type OnlineOsType = NonNullable<OnlineToken['data']['os_type']>;

export interface OnlineForm {
  brand: OnlineBrand | null;
  callMethod: OnlineCallMethod | null;
  userIdentifier: string;
  osType: OnlineOsType | null;
  ipAddress: string;
}

export const emptyOnlineForm: OnlineForm = {
  brand: null,
  callMethod: null,
  userIdentifier: '',
  osType: null,
  ipAddress: '',
};

/** Spec: "Supported call methods per brand"; only these are offered once a brand is chosen. */
export function callMethodsOf(brand: OnlineBrand | null): readonly OnlineCallMethod[] {
  return brand === null ? [] : onlineCallMethodsByBrand[brand];
}

/**
 * Choosing a brand keeps the call method if the brand offers it too, and picks the only one a
 * brand offers (PayPay, d Payment), so the cashier never has to confirm a choice of one.
 */
export function withBrand(form: OnlineForm, brand: OnlineBrand): OnlineForm {
  const offered = callMethodsOf(brand);
  const callMethod =
    form.callMethod !== null && offered.includes(form.callMethod)
      ? form.callMethod
      : offered.length === 1
        ? (offered[0] ?? null)
        : null;
  return { ...form, brand, callMethod };
}

/** The fields the chosen brand and call method require, in the order the form shows them. */
export function requiredFieldsOf(form: OnlineForm): OnlineConditionalField[] {
  if (form.brand === null || form.callMethod === null) return [];
  return requiredOnlineFields(form.brand, form.callMethod);
}

/** A blank text is left out, so the schema names it missing (REQUIRED_VALUE), not malformed. */
function filled(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The online token as far as the form has it; what is missing, the schema names. */
interface OnlineTokenDraft {
  payment_type: 'online';
  ip_address?: string;
  data: Partial<OnlineToken['data']>;
}

/**
 * The online token the form stands for. A field the combination does not require is not
 * sent at all, even if it was typed before the cashier changed the brand or call method.
 */
function onlineTokenOf(form: OnlineForm): OnlineTokenDraft {
  const required = requiredFieldsOf(form);
  const userIdentifier = required.includes('user_identifier')
    ? filled(form.userIdentifier)
    : undefined;
  const osType = required.includes('os_type') ? form.osType : null;
  const ipAddress = required.includes('ip_address') ? filled(form.ipAddress) : undefined;
  return {
    payment_type: 'online',
    ...(ipAddress === undefined ? {} : { ip_address: ipAddress }),
    data: {
      ...(form.brand === null ? {} : { brand: form.brand }),
      ...(form.callMethod === null ? {} : { call_method: form.callMethod }),
      ...(userIdentifier === undefined ? {} : { user_identifier: userIdentifier }),
      ...(osType === null ? {} : { os_type: osType }),
    },
  };
}

export function onlineSaleRequest(form: OnlineForm, charge: SaleChargeDraft): SaleEntryCheck {
  return checkSaleInput({ token: onlineTokenOf(form), charge });
}

/** Where on the form a field error shows. */
export type OnlineFormField = 'brand' | 'callMethod' | 'userIdentifier' | 'osType' | 'ipAddress';

export const onlineFormFieldOf = fieldAtPath<OnlineFormField>({
  'token.data.brand': 'brand',
  'token.data.call_method': 'callMethod',
  'token.data.user_identifier': 'userIdentifier',
  'token.data.os_type': 'osType',
  'token.ip_address': 'ipAddress',
});
