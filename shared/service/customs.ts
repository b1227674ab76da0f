import { z } from 'zod';
import { chargeParams } from './charges';
import { mode, pollingQuery, timestamp, uuid } from './common';
import { paymentError } from './errors';
import { defineRoute } from './route';

/** Spec: Create a customs declaration, declaration.customs (brand we_chat_online). */
export const customsAuthority = z.enum(
  [
    'GUANGZHOU_ZS',
    'GUANGZHOU_HP_GJ',
    'GUANGZHOU_NS_GJ',
    'HANGZHOU_ZS',
    'NINGBO',
    'ZHENGZHOU_BS',
    'CHONGQING',
    'SHANGHAI_ZS',
    'SHENZHEN',
    'ZHENGZHOU_ZH_ZS',
    'TIANJIN',
  ],
  { error: 'INVALID_FORMAT' },
);
export type CustomsAuthority = z.infer<typeof customsAuthority>;

/**
 * Spec: States, Customs declaration shows pending and successful; a failed submission is
 * what the create route may resubmit.
 */
export const customsDeclarationStatus = z.enum(['pending', 'successful', 'failed', 'error']);

const declarationText = z.string().min(1, { error: 'REQUIRED_VALUE' });

const declarationShape = {
  customs: customsAuthority,
  merchant_customs_no: declarationText,
  certificate_id: declarationText,
  certificate_name: declarationText,
};
const flatDeclaration = z.strictObject(declarationShape);
const nestedDeclaration = z.strictObject({ declaration: flatDeclaration });
const declarationFieldNames = Object.keys(declarationShape) as (keyof typeof declarationShape)[];

/**
 * Spec: Create a customs declaration, the fields under `declaration`; the provider's
 * generated clients send them flat (conventions: Checked against the provider's own clients,
 * Customs declarations), and the service takes both. Checked first as one object so a mistake
 * names its field (a failed union names none), then typed as the union of the two forms.
 */
export const customsDeclarationCreateBody = nestedDeclaration
  .partial()
  .extend(flatDeclaration.partial().shape)
  .superRefine((body, ctx) => {
    const flat = declarationFieldNames.filter((name) => body[name] !== undefined);
    if (body.declaration !== undefined) {
      for (const name of flat) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'DEPENDS_ON_OTHER_FIELD' });
      }
      return;
    }
    if (flat.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['declaration'], message: 'REQUIRED_VALUE' });
      return;
    }
    for (const name of declarationFieldNames) {
      if (body[name] === undefined) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'REQUIRED_VALUE' });
      }
    }
  })
  .pipe(z.union([nestedDeclaration, flatDeclaration]));
export type CustomsDeclarationCreateBody = z.infer<typeof customsDeclarationCreateBody>;

/** The declaration's fields, from either form of the create body. */
export function declarationOf(body: CustomsDeclarationCreateBody) {
  return 'declaration' in body ? body.declaration : body;
}

/**
 * Spec: Update a customs declaration. The customs authority cannot be changed, so the update
 * declaration has no `customs` field and a sent one is refused as UNKNOWN_FIELD.
 */
export const customsDeclarationUpdateBody = z.strictObject({
  declaration: z.strictObject({
    merchant_customs_no: declarationText.optional(),
    certificate_id: declarationText.optional(),
    certificate_name: declarationText.optional(),
  }),
});

/** Spec: Customs declaration. `declaration_result` is an empty object while pending. */
export const customsDeclaration = z.looseObject({
  id: uuid,
  charge_id: uuid,
  merchant_id: uuid,
  store_id: uuid,
  mode,
  gateway: z.string(),
  declaration: z.looseObject({
    customs: z.union([customsAuthority, z.string()]),
    merchant_customs_no: z.string(),
    certificate_id: z.string(),
    certificate_name: z.string(),
  }),
  declaration_result: z.record(z.string(), z.unknown()),
  status: z.union([customsDeclarationStatus, z.string()]),
  // The real service may leave it out (conventions: Checked against the provider's own clients).
  error: paymentError.nullable().optional(),
  created_on: timestamp,
});
export type CustomsDeclaration = z.infer<typeof customsDeclaration>;

const declarationParams = chargeParams.extend({ customsDeclarationId: uuid });

export const customsRoutes = {
  // Spec: 201; the generated clients read 200, which the simulator answers to the flat form.
  createCustomsDeclaration: defineRoute({
    method: 'POST',
    path: '/stores/{storeId}/charges/{chargeId}/customs',
    auth: 'secret',
    params: chargeParams,
    body: customsDeclarationCreateBody,
    response: customsDeclaration,
    status: 201,
    idempotent: true,
  }),
  updateCustomsDeclaration: defineRoute({
    method: 'PATCH',
    path: '/stores/{storeId}/charges/{chargeId}/customs/{customsDeclarationId}',
    auth: 'secret',
    params: declarationParams,
    body: customsDeclarationUpdateBody,
    response: customsDeclaration,
    status: 200,
    idempotent: true,
  }),
  // Spec: Get a customs declaration; polling=true holds the answer until it leaves pending.
  getCustomsDeclaration: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/charges/{chargeId}/customs/{customsDeclarationId}',
    auth: 'secret',
    params: declarationParams,
    query: pollingQuery,
    response: customsDeclaration,
    status: 200,
    idempotent: false,
  }),
};
