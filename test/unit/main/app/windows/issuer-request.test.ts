import { describe, expect, it } from 'vitest';
import { issuerLoadOptions, issuerRequest } from '../../../../../main/app/windows/issuer-request';

describe('issuerLoadOptions', () => {
  it('opens an http_get issuer URL with a plain GET', () => {
    expect(issuerLoadOptions({ method: 'GET' })).toEqual({});
  });

  it("posts the 3DS payload in the issuer's content type", () => {
    const options = issuerLoadOptions({
      method: 'POST',
      body: 'PaReq=abc%3D&TermUrl=https%3A%2F%2Fapi.example%2F3ds&MD=%E5%B1%B1',
      contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
    });
    expect(options.extraHeaders).toBe(
      'Content-Type: application/x-www-form-urlencoded; charset=UTF-8\n',
    );
    const [upload] = options.postData ?? [];
    expect(upload?.type).toBe('rawData');
    expect(upload?.type === 'rawData' && upload.bytes.toString('utf8')).toBe(
      'PaReq=abc%3D&TermUrl=https%3A%2F%2Fapi.example%2F3ds&MD=%E5%B1%B1',
    );
  });
});

describe('issuerRequest', () => {
  it('refuses a content type that would inject another header', () => {
    for (const contentType of ['text/plain\r\nX-Evil: 1', 'text/plain\nCookie: a=b', '']) {
      expect(issuerRequest.safeParse({ method: 'POST', body: '', contentType }).success).toBe(
        false,
      );
    }
  });

  it('refuses a method other than GET and POST', () => {
    expect(issuerRequest.safeParse({ method: 'PUT', body: '' }).success).toBe(false);
  });
});
