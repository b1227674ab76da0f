import { saleInput, type SaleInput } from '../../../shared/flows/flow-input';
import { parseRequest, type FieldError } from '../../../shared/service/common';
import type { SaleChargeDraft } from '../sale/sale-draft';

/**
 * A method's form checked by the flow's own schema (and any rule of the form's own): the
 * sale's input, or every error found, each at the flow's path of the field at fault.
 */
export type SaleEntryCheck =
  { ok: true; input: SaleInput } | { ok: false; errors: readonly FieldError[] };

/**
 * The would-be sale input checked by the flow's schema (saleInput), so each field shows the
 * reason the service would give (docs/architecture.md: Validation reasons). The form's own
 * errors come first: they say more than the schema's about the same field (a blank number is
 * missing, not malformed).
 */
export function checkSaleInput(
  candidate: unknown,
  formErrors: readonly FieldError[] = [],
): SaleEntryCheck {
  const parsed = parseRequest(saleInput, candidate);
  if (parsed.success && formErrors.length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors: [...formErrors, ...(parsed.success ? [] : parsed.errors)] };
}

/** The form's own place for an error at a path the form has no field for (the charge, say). */
export type FormWide = 'form';

/** What every method's details screen is given: the confirmed amount, and the way back to it. */
export interface SaleEntryScreenProps {
  charge: SaleChargeDraft;
  /** Back keeps the confirmed amount, so the cashier can pick another method. */
  onBack: () => void;
}
