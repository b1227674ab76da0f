import { parseRequest } from '../../../shared/service/common';
import {
  customsDeclarationCreateBody,
  customsDeclarationUpdateBody,
  type CustomsAuthority,
  type CustomsDeclaration,
} from '../../../shared/service/customs';
import { fieldAtPath } from '../sale-entry/first-error-per-field';

/*
 * A WeChat Pay customs declaration as the clerk types it, and the requests it makes (spec:
 * Create, Update a customs declaration). The checks are the routes' own schemas. The
 * certificate id is the customer's national id number: it stays in this form and the request,
 * and is shown masked everywhere else.
 */

export interface CustomsForm {
  customs: CustomsAuthority | '';
  merchantCustomsNo: string;
  certificateId: string;
  certificateName: string;
}

export const emptyCustomsForm: CustomsForm = {
  customs: '',
  merchantCustomsNo: '',
  certificateId: '',
  certificateName: '',
};

/** What the form may do with the charge's declaration, by its status (spec: States). */
export type CustomsStep = 'create' | 'resubmit' | 'wait' | 'modify';

export function customsStepOf(declaration: CustomsDeclaration | null): CustomsStep {
  if (declaration === null) return 'create';
  if (declaration.status === 'successful') return 'modify';
  if (declaration.status === 'pending') return 'wait';
  // A failed submission, or a status this version does not know, is sent again by create.
  return 'resubmit';
}

/** The form for a declaration the service keeps: what it holds, to resubmit or modify. */
export function customsFormOf(declaration: CustomsDeclaration): CustomsForm {
  const { customs, merchant_customs_no, certificate_id, certificate_name } =
    declaration.declaration;
  return {
    customs: customs as CustomsAuthority,
    merchantCustomsNo: merchant_customs_no,
    certificateId: certificate_id,
    certificateName: certificate_name,
  };
}

/** A certificate id as the screen shows it: its last four characters only. */
export function maskCertificateId(certificateId: string): string {
  const shown = certificateId.slice(-4);
  return `${'•'.repeat(Math.max(certificateId.length - shown.length, 4))}${shown}`;
}

function text(value: string): string | undefined {
  const trimmed = value.trim();
  // A blank field is left out, so it reads as missing (REQUIRED_VALUE).
  return trimmed === '' ? undefined : trimmed;
}

/** Create, or resubmit after a failure: the authority and all three fields (spec). */
export function customsCreateRequest(form: CustomsForm) {
  const parsed = parseRequest(customsDeclarationCreateBody, {
    declaration: {
      ...(form.customs !== '' && { customs: form.customs }),
      merchant_customs_no: text(form.merchantCustomsNo),
      certificate_id: text(form.certificateId),
      certificate_name: text(form.certificateName),
    },
  });
  return parsed.success
    ? { ok: true as const, body: parsed.data }
    : { ok: false as const, errors: parsed.errors };
}

/**
 * Modify a successful declaration: only the fields that changed, never the authority, which
 * the spec does not let change. An edit that changes nothing is refused before it is sent.
 */
export function customsUpdateRequest(form: CustomsForm, current: CustomsDeclaration) {
  const held = customsFormOf(current);
  const changed = (field: 'merchantCustomsNo' | 'certificateId' | 'certificateName') =>
    form[field].trim() === held[field] ? undefined : form[field].trim();
  const declaration = {
    merchant_customs_no: changed('merchantCustomsNo'),
    certificate_id: changed('certificateId'),
    certificate_name: changed('certificateName'),
  };
  if (Object.values(declaration).every((value) => value === undefined)) {
    return { ok: false as const, errors: [{ field: 'form', reason: 'NOTHING_CHANGED' }] };
  }
  const parsed = parseRequest(customsDeclarationUpdateBody, {
    declaration: Object.fromEntries(
      Object.entries(declaration).filter(([, value]) => value !== undefined),
    ),
  });
  return parsed.success
    ? { ok: true as const, body: parsed.data }
    : { ok: false as const, errors: parsed.errors };
}

export type CustomsField = keyof CustomsForm | 'form';

export const customsFieldOf = fieldAtPath<CustomsField>({
  'declaration.customs': 'customs',
  'declaration.merchant_customs_no': 'merchantCustomsNo',
  'declaration.certificate_id': 'certificateId',
  'declaration.certificate_name': 'certificateName',
});
