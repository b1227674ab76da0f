import { describe, expect, it } from 'vitest';
import {
  isCallMethodSupported,
  onlineBrands,
  onlineCallMethods,
  requiredOnlineFields,
} from '../../../../shared/service/token-options';

describe('online token options', () => {
  it('requires user_identifier and ip_address for we_chat_online with web', () => {
    expect(requiredOnlineFields('we_chat_online', 'web')).toEqual([
      'user_identifier',
      'ip_address',
    ]);
  });

  it('requires user_identifier alone for we_chat_online with sdk', () => {
    expect(requiredOnlineFields('we_chat_online', 'sdk')).toEqual(['user_identifier']);
  });

  it('requires ip_address alone for we_chat_online with http_get', () => {
    expect(requiredOnlineFields('we_chat_online', 'http_get')).toEqual(['ip_address']);
  });

  it('requires os_type for alipay_plus_online with http_get_mobile or app', () => {
    expect(requiredOnlineFields('alipay_plus_online', 'http_get_mobile')).toEqual(['os_type']);
    expect(requiredOnlineFields('alipay_plus_online', 'app')).toEqual(['os_type']);
  });

  it('requires nothing more for any other combination', () => {
    const conditional = new Set([
      'we_chat_online/web',
      'we_chat_online/sdk',
      'we_chat_online/http_get',
      'alipay_plus_online/http_get_mobile',
      'alipay_plus_online/app',
    ]);
    for (const brand of onlineBrands) {
      for (const method of onlineCallMethods) {
        if (conditional.has(`${brand}/${method}`)) continue;
        expect(requiredOnlineFields(brand, method), `${brand}/${method}`).toEqual([]);
      }
    }
  });

  it('supports the call methods the spec lists for a brand and no other', () => {
    expect(isCallMethodSupported('pay_pay_online', 'http_post')).toBe(true);
    expect(isCallMethodSupported('pay_pay_online', 'sdk')).toBe(false);
    expect(isCallMethodSupported('we_chat_online', 'web')).toBe(true);
    expect(isCallMethodSupported('alipay_online', 'web')).toBe(false);
    expect(isCallMethodSupported('alipay_plus_online', 'http_get_mobile')).toBe(true);
    expect(isCallMethodSupported('alipay_online', 'http_get_mobile')).toBe(false);
  });
});
