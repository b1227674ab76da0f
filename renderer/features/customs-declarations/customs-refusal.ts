import type { CustomsDeclaration } from '../../../shared/service/customs';

/**
 * Why the customs authority refused a declaration, from its verification answer
 * (`declaration_result`): the payment stays paid, so the payment error the service attaches
 * says nothing a clerk can act on. A mismatched certificate is named in the clerk's words;
 * any other explanation is shown as the authority gave it.
 */
export type CustomsRefusal =
  | { reason: 'certificateMismatch' }
  | { reason: 'explained'; explanation: string }
  | { reason: 'unexplained' };

export function customsRefusalOf(declaration: CustomsDeclaration): CustomsRefusal | null {
  if (declaration.status !== 'failed') return null;
  const result = declaration.declaration_result;
  if (result['cert_check_result'] === 'DIFFERENT') return { reason: 'certificateMismatch' };
  const explanation = result['explanation'];
  return typeof explanation === 'string' && explanation.trim() !== ''
    ? { reason: 'explained', explanation }
    : { reason: 'unexplained' };
}
