import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseRequest } from '../../../../shared/service/common';
import {
  customsDeclaration,
  customsDeclarationCreateBody,
  customsDeclarationUpdateBody,
  customsRoutes,
} from '../../../../shared/service/customs';

/** The service's field errors for a request that must be refused. */
function errorsOf(schema: z.ZodType, input: unknown) {
  const result = parseRequest(schema, input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  return result.errors;
}

const id = '11efe2d1-b88e-f31a-a57f-b3f1359e6592';
const declaration = {
  customs: 'SHANGHAI_ZS',
  merchant_customs_no: 'MC-123',
  certificate_id: '110101199001011234',
  certificate_name: '王小明',
};
const pendingDeclaration = {
  id,
  charge_id: id,
  merchant_id: id,
  store_id: id,
  mode: 'test',
  gateway: 'we_chat_online',
  declaration,
  declaration_result: {},
  status: 'pending',
  error: null,
  created_on: '2025-02-04T17:26:24.418984+09:00',
};

describe('customs declaration create body', () => {
  it('accepts a declaration for each authority', () => {
    for (const customs of ['GUANGZHOU_ZS', 'NINGBO', 'TIANJIN', 'ZHENGZHOU_ZH_ZS']) {
      expect(
        customsDeclarationCreateBody.safeParse({ declaration: { ...declaration, customs } })
          .success,
      ).toBe(true);
    }
  });

  it('requires the declaration and each of its four fields', () => {
    expect(errorsOf(customsDeclarationCreateBody, {})).toEqual([
      { field: 'declaration', reason: 'REQUIRED_VALUE' },
    ]);
    expect(errorsOf(customsDeclarationCreateBody, { declaration: {} })).toEqual([
      { field: 'declaration.customs', reason: 'REQUIRED_VALUE' },
      { field: 'declaration.merchant_customs_no', reason: 'REQUIRED_VALUE' },
      { field: 'declaration.certificate_id', reason: 'REQUIRED_VALUE' },
      { field: 'declaration.certificate_name', reason: 'REQUIRED_VALUE' },
    ]);
  });

  it('refuses an unknown authority, blank text and unknown fields', () => {
    expect(
      errorsOf(customsDeclarationCreateBody, {
        declaration: { ...declaration, customs: 'BEIJING', certificate_name: '', note: 'x' },
        charge_id: id,
      }),
    ).toEqual([
      { field: 'declaration.customs', reason: 'INVALID_FORMAT' },
      { field: 'declaration.certificate_name', reason: 'REQUIRED_VALUE' },
      { field: 'declaration.note', reason: 'UNKNOWN_FIELD' },
      { field: 'charge_id', reason: 'UNKNOWN_FIELD' },
    ]);
  });

  it('refuses a number where text is expected', () => {
    expect(
      errorsOf(customsDeclarationCreateBody, {
        declaration: { ...declaration, merchant_customs_no: 123 },
      }),
    ).toEqual([{ field: 'declaration.merchant_customs_no', reason: 'INVALID_FORMAT' }]);
  });
});

describe('customs declaration update body', () => {
  it('accepts any of the three changeable fields', () => {
    expect(
      customsDeclarationUpdateBody.safeParse({ declaration: { certificate_id: 'X1' } }).success,
    ).toBe(true);
    expect(
      customsDeclarationUpdateBody.safeParse({
        declaration: { merchant_customs_no: 'MC-9', certificate_name: 'Li Lei' },
      }).success,
    ).toBe(true);
  });

  it('refuses a change of the customs authority', () => {
    expect(errorsOf(customsDeclarationUpdateBody, { declaration: { customs: 'NINGBO' } })).toEqual([
      { field: 'declaration.customs', reason: 'UNKNOWN_FIELD' },
    ]);
  });

  it('requires the declaration object and refuses blank text', () => {
    expect(errorsOf(customsDeclarationUpdateBody, {})).toEqual([
      { field: 'declaration', reason: 'REQUIRED_VALUE' },
    ]);
    expect(errorsOf(customsDeclarationUpdateBody, { declaration: { certificate_id: '' } })).toEqual(
      [{ field: 'declaration.certificate_id', reason: 'REQUIRED_VALUE' }],
    );
  });
});

describe('customs declaration response', () => {
  it('accepts a pending declaration with an empty result and an offset timestamp', () => {
    const parsed = customsDeclaration.parse(pendingDeclaration);
    expect(parsed.declaration_result).toEqual({});
    expect(parsed.created_on).toBe('2025-02-04T17:26:24.418984+09:00');
  });

  it('accepts a status and fields the spec does not show, and an error value', () => {
    const parsed = customsDeclaration.parse({
      ...pendingDeclaration,
      status: 'failed',
      error: { code: 306, message: 'declined', details: 'customs refused' },
      declaration_result: { customs_result: 'rejected' },
      updated_on: '2025-02-04T08:30:00Z',
    });
    expect(parsed.status).toBe('failed');
    expect(parsed.error?.code).toBe(306);
    expect(parsed['updated_on']).toBe('2025-02-04T08:30:00Z');
  });
});

describe('customs routes', () => {
  it('declare create, update and get with their methods, paths, statuses and idempotency', () => {
    const shape = Object.fromEntries(
      Object.entries(customsRoutes).map(([name, route]) => [
        name,
        [route.method, route.path, route.auth, route.status, route.idempotent],
      ]),
    );
    expect(shape).toEqual({
      createCustomsDeclaration: [
        'POST',
        '/stores/{storeId}/charges/{chargeId}/customs',
        'secret',
        201,
        true,
      ],
      updateCustomsDeclaration: [
        'PATCH',
        '/stores/{storeId}/charges/{chargeId}/customs/{customsDeclarationId}',
        'secret',
        200,
        true,
      ],
      getCustomsDeclaration: [
        'GET',
        '/stores/{storeId}/charges/{chargeId}/customs/{customsDeclarationId}',
        'secret',
        200,
        false,
      ],
    });
  });

  it('take exactly the path parameters their paths name, as UUIDs', () => {
    for (const route of Object.values(customsRoutes)) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const params = Object.fromEntries(names.map((name): [string, string] => [name, id]));
      expect(route.params.safeParse(params).success, route.path).toBe(true);
      expect(route.params.safeParse({ ...params, extra: id }).success, route.path).toBe(false);
      expect(route.params.safeParse({ ...params, chargeId: 'c-1' }).success, route.path).toBe(
        false,
      );
    }
  });

  it('let get hold the answer with polling=true from a query string', () => {
    const query = customsRoutes.getCustomsDeclaration.query;
    expect(query.parse({ polling: 'true' })).toEqual({ polling: true });
    expect(errorsOf(query, { polling: 'maybe', wait: '1' })).toEqual([
      { field: 'polling', reason: 'INVALID_FORMAT' },
      { field: 'wait', reason: 'UNKNOWN_FIELD' },
    ]);
  });
});
