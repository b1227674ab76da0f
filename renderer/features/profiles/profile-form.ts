import type { z } from 'zod';
import { productionBaseUrl } from '../../../shared/service/identifiers';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import {
  currencyCode,
  parseMajorUnits,
  toMajorUnitString,
  type CurrencyCode,
  type MajorUnitParseError,
} from '../../../shared/money';
import { appTokenCredentials, defaultStoreCurrency, profileInput } from '../../../shared/profiles';
import { defaultSaleLimits, saleLimits, type SaleLimits } from '../../../shared/sale-limits';
import { err, ok, type Result } from '../../../shared/result';
import { parseRequest, type FieldError } from '../../../shared/service/common';

/*
 * The add-profile and replace-credentials forms as plain values, checked with the contract's
 * own schemas (profileInput, appTokenCredentials) so each field names its mistake and nothing
 * rejected leaves the renderer. The secret and the JWT live only in the form's state until
 * they are sent, once; nothing ever reads them back.
 */

export interface CredentialsForm {
  secret: string;
  jwt: string;
}

export interface SaleLimitsForm {
  /** The store's largest sale in major units; blank for the currency's default. */
  maximumSale: string;
  /** The amount above which a sale is confirmed in words; blank for the default. */
  confirmSaleAbove: string;
}
export type SaleLimitField = keyof SaleLimitsForm;

export interface ProfileForm extends CredentialsForm, SaleLimitsForm {
  name: string;
  storeId: string;
  mode: string;
  baseUrl: string;
  currency: string;
}

export const emptyCredentialsForm: CredentialsForm = { secret: '', jwt: '' };

/** A store's limits as the form shows them: its own in major units, or blank for the default. */
export function saleLimitsForm(store: {
  currency: CurrencyCode;
  saleLimits?: SaleLimits | undefined;
}): SaleLimitsForm {
  const { saleLimits: limits, currency } = store;
  return limits === undefined
    ? { maximumSale: '', confirmSaleAbove: '' }
    : {
        maximumSale: toMajorUnitString(limits.maximum, currency),
        confirmSaleAbove: toMajorUnitString(limits.confirmAbove, currency),
      };
}

export const emptyProfileForm: ProfileForm = {
  name: '',
  storeId: '',
  mode: 'test',
  baseUrl: productionBaseUrl,
  currency: defaultStoreCurrency,
  ...saleLimitsForm({ currency: defaultStoreCurrency }),
  ...emptyCredentialsForm,
};

export const profileModes = profileInput.shape.mode.options;

export type ProfileFormField = keyof ProfileForm | 'form';
export type CredentialsFormField = keyof CredentialsForm | 'form';

/** A field's problem: a validation reason, or a code main answered that says more. */
export type FieldProblem =
  | { kind: 'reason'; reason: string }
  | { kind: 'code'; code: string }
  /** A typed amount that is not one (shared/money.ts: parseMajorUnits). */
  | { kind: 'amount'; error: MajorUnitParseError };

type Problems<Field extends string> = Partial<Record<Field, FieldProblem>>;

/** Each field's first error; one the form has no field for shows by the submit button. */
function byField<Field extends string>(
  errors: readonly FieldError[],
  fields: readonly Field[],
  fallback: Field,
): Problems<Field> {
  const problems: Problems<Field> = {};
  for (const { field, reason } of errors) {
    const target = (fields as readonly string[]).includes(field) ? (field as Field) : fallback;
    problems[target] ??= { kind: 'reason', reason };
  }
  return problems;
}

const profileFields = [
  'name',
  'storeId',
  'mode',
  'baseUrl',
  'currency',
  'maximumSale',
  'confirmSaleAbove',
  'secret',
  'jwt',
] as const;

/** The form field each sale limit is typed in. */
const saleLimitFields = { maximum: 'maximumSale', confirmAbove: 'confirmSaleAbove' } as const;
const saleLimitFieldList = Object.values(saleLimitFields);

/** A sale limit's path as the schemas name it (`saleLimits.maximum`), as the form names it. */
function saleLimitField(field: string): string {
  const limit = field.replace(/^saleLimits\./, '');
  return Object.hasOwn(saleLimitFields, limit)
    ? saleLimitFields[limit as keyof typeof saleLimitFields]
    : field;
}

type SaleLimitsTyped = Result<
  { maximum: number; confirmAbove: number } | undefined,
  Problems<SaleLimitField>
>;

/**
 * The sale limits as typed in major units of the store's currency; both blank leaves them to
 * the currency's default, one blank takes the default for that one.
 */
function typedSaleLimits(form: SaleLimitsForm, typedCurrency: string): SaleLimitsTyped {
  const currency = currencyCode.safeParse(typedCurrency.trim());
  if (form.maximumSale.trim() === '' && form.confirmSaleAbove.trim() === '') return ok(undefined);
  // Without a currency the amounts cannot be read; the currency field says why.
  if (!currency.success) return ok(undefined);
  const defaults = defaultSaleLimits(currency.data);
  const problems: Problems<SaleLimitField> = {};
  const read = (field: SaleLimitField, fallback: number): number => {
    if (form[field].trim() === '') return fallback;
    const parsed = parseMajorUnits(form[field], currency.data);
    if (parsed.ok) return parsed.amount;
    problems[field] = { kind: 'amount', error: parsed.error };
    return fallback;
  };
  const maximum = read('maximumSale', defaults.maximum);
  // A default threshold never stands above a maximum typed lower than it.
  const saleLimits = {
    maximum,
    confirmAbove: read('confirmSaleAbove', Math.min(defaults.confirmAbove, maximum)),
  };
  return Object.keys(problems).length === 0 ? ok(saleLimits) : err(problems);
}

export type SaleLimitsFormField = SaleLimitField | 'form';
export const saleLimitsFormFields: readonly SaleLimitsFormField[] = [...saleLimitFieldList, 'form'];

export type SaleLimitsRequest = Result<SaleLimits | null, Problems<SaleLimitsFormField>>;

/** The profiles:set-sale-limits limits (null: the currency's default), or each field's problem. */
export function saleLimitsRequest(form: SaleLimitsForm, currency: CurrencyCode): SaleLimitsRequest {
  const typed = typedSaleLimits(form, currency);
  if (!typed.ok) return typed;
  if (typed.value === undefined) return ok(null);
  const checked = parseRequest(saleLimits, typed.value);
  if (checked.success) return ok(checked.data);
  const errors = checked.errors.map(({ field, reason }) => ({
    field: saleLimitField(field),
    reason,
  }));
  return err(byField<SaleLimitsFormField>(errors, saleLimitsFormFields, 'form'));
}

const credentialFields = ['secret', 'jwt'] as const;

export type ProfileSaveRequest = Result<
  {
    profile: z.output<typeof profileInput>;
    credentials: z.output<typeof appTokenCredentials>;
  },
  Problems<ProfileFormField>
>;

function credentialsOf(form: CredentialsForm) {
  // A pasted secret or token often brings a line break or spaces along; neither can be part of one.
  return { secret: form.secret.trim(), jwt: form.jwt.trim() };
}

/** The profiles:save input, or every field's first problem. */
export function profileSaveRequest(form: ProfileForm): ProfileSaveRequest {
  const profile = {
    name: form.name,
    storeId: form.storeId.trim(),
    mode: form.mode,
    baseUrl: form.baseUrl.trim(),
    currency: form.currency.trim(),
  };
  const limits = typedSaleLimits(form, form.currency);
  const credentials = credentialsOf(form);
  const checkedProfile = parseRequest(profileInput, {
    ...profile,
    ...(limits.ok && limits.value !== undefined && { saleLimits: limits.value }),
  });
  const checkedCredentials = parseRequest(appTokenCredentials, credentials);
  if (checkedProfile.success && checkedCredentials.success && limits.ok) {
    // What was checked is what is sent: main parses it again with the same schemas.
    return ok({ profile: checkedProfile.data, credentials: checkedCredentials.data });
  }
  const errors = [
    ...(checkedProfile.success ? [] : checkedProfile.errors),
    ...(checkedCredentials.success ? [] : checkedCredentials.errors),
  ].map(({ field, reason }) => ({ field: saleLimitField(field), reason }));
  return err({
    ...byField<ProfileFormField>(errors, profileFields, 'form'),
    ...(limits.ok ? {} : limits.error),
  });
}

export type CredentialsRequest = Result<
  z.output<typeof appTokenCredentials>,
  Problems<CredentialsFormField>
>;

/** The profiles:replace-credentials credentials, or each field's first problem. */
export function credentialsRequest(form: CredentialsForm): CredentialsRequest {
  const credentials = credentialsOf(form);
  const checked = parseRequest(appTokenCredentials, credentials);
  return checked.success
    ? ok(checked.data)
    : err(byField<CredentialsFormField>(checked.errors, credentialFields, 'form'));
}

/** Codes main answers about a token as a whole, which belong under the JWT field. */
const tokenCodes = new Set(['MALFORMED_APP_TOKEN', 'INVALID_APP_TOKEN_CLAIMS']);
/** Codes whose `fields` only say where: the code's own message says what is wrong. */
const genericCodes = new Set(['INVALID_INPUT', 'INVALID_PROFILE', 'VALIDATION_ERROR']);

/**
 * Where main's refusal shows on the form. Paths arrive as the IPC layer names them
 * (`profile.storeId`, `credentials.secret`) or as the profile store does (`storeId`).
 */
export function refusalProblems<Field extends string>(
  error: IpcError,
  fields: readonly Field[],
  fallback: Field,
): Problems<Field> {
  const problems: Problems<Field> = {};
  const known = fields as readonly string[];
  // A token's fields name its claims (`mode`, `store_id`), not the form's: all of it is the JWT's.
  if (tokenCodes.has(error.code) && known.includes('jwt')) {
    return { jwt: { kind: 'code', code: error.code } } as Problems<Field>;
  }
  for (const { field, reason } of error.fields ?? []) {
    const name = field.replace(/^(profile|credentials)\./, '');
    const target = (known.includes(name) ? name : fallback) as Field;
    problems[target] ??= genericCodes.has(error.code)
      ? { kind: 'reason', reason }
      : { kind: 'code', code: error.code };
  }
  if (Object.keys(problems).length === 0) problems[fallback] = { kind: 'code', code: error.code };
  return problems;
}

export const profileFormFields: readonly ProfileFormField[] = [...profileFields, 'form'];
export const credentialsFormFields: readonly CredentialsFormField[] = [...credentialFields, 'form'];
