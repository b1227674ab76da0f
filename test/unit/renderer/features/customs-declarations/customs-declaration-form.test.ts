import { describe, expect, it } from 'vitest';
import type { CustomsDeclaration } from '../../../../../shared/service/customs';
import {
  customsCreateRequest,
  customsStepOf,
  customsUpdateRequest,
  emptyCustomsForm,
  maskCertificateId,
} from '../../../../../renderer/features/customs-declarations/customs-declaration-form';

const accepted: CustomsDeclaration = {
  id: '0a3f1c9e-1d2b-4c5d-8e9f-0a1b2c3d4e5f',
  charge_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  merchant_id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  store_id: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f',
  mode: 'test',
  gateway: 'we_chat_online',
  declaration: {
    customs: 'SHANGHAI_ZS',
    merchant_customs_no: 'MCN-0042',
    certificate_id: '110101199003074512',
    certificate_name: 'Li Wei',
  },
  declaration_result: {},
  status: 'successful',
  error: null,
  created_on: '2026-11-27T10:00:00+09:00',
};

describe('the customs declaration form', () => {
  it('names every field a declaration needs to be filed', () => {
    const request = customsCreateRequest(emptyCustomsForm);
    expect(request.ok ? [] : request.errors.map(({ field }) => field)).toEqual([
      'declaration.customs',
      'declaration.merchant_customs_no',
      'declaration.certificate_id',
      'declaration.certificate_name',
    ]);
  });

  it('files the authority and the three fields, trimmed', () => {
    const request = customsCreateRequest({
      customs: 'NINGBO',
      merchantCustomsNo: ' MCN-1 ',
      certificateId: '110101199003074512',
      certificateName: 'Li Wei',
    });
    expect(request).toEqual({
      ok: true,
      body: {
        declaration: {
          customs: 'NINGBO',
          merchant_customs_no: 'MCN-1',
          certificate_id: '110101199003074512',
          certificate_name: 'Li Wei',
        },
      },
    });
  });

  it('modifies only the changed fields and never the authority', () => {
    const request = customsUpdateRequest(
      {
        customs: 'TIANJIN',
        merchantCustomsNo: 'MCN-0042',
        certificateId: '110101199003074512',
        certificateName: 'Li Wei Chen',
      },
      accepted,
    );
    expect(request).toEqual({
      ok: true,
      body: { declaration: { certificate_name: 'Li Wei Chen' } },
    });
  });

  it('refuses a modification that changes nothing', () => {
    const request = customsUpdateRequest(
      {
        customs: 'SHANGHAI_ZS',
        merchantCustomsNo: 'MCN-0042',
        certificateId: '110101199003074512',
        certificateName: 'Li Wei',
      },
      accepted,
    );
    expect(request).toEqual({ ok: false, errors: [{ field: 'form', reason: 'NOTHING_CHANGED' }] });
  });

  it('offers to file, wait, resubmit or modify by the declaration’s status', () => {
    expect(customsStepOf(null)).toBe('create');
    expect(customsStepOf({ ...accepted, status: 'pending' })).toBe('wait');
    expect(customsStepOf({ ...accepted, status: 'failed' })).toBe('resubmit');
    expect(customsStepOf(accepted)).toBe('modify');
  });

  it('shows a certificate id by its last four characters only', () => {
    expect(maskCertificateId('110101199003074512')).toBe('••••••••••••••4512');
    expect(maskCertificateId('12')).toBe('••••12');
  });
});
