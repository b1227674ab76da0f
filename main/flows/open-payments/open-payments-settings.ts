/** The open-payments board's schedule and deadline windows (open-payments.ts). */
export interface OpenPaymentsSettings {
  /** Between two reads of a charge while they answer. */
  readonly intervalMs: number;
  /** The longest wait between reads that keep failing (the wait doubles from `intervalMs`). */
  readonly maxBackoffMs: number;
  /**
   * How long an authorization holds, from the charge's creation. The service does not publish
   * it; 7 days is the simulator's (main/simulator/charges/captures-module.ts).
   */
  readonly authorizationValidityMs: number;
  /** How long before its end an authorization is flagged for capture or cancel. */
  readonly authorizationWarningMs: number;
  /** How long before its deadline a customer's payment is flagged. */
  readonly customerPaymentWarningMs: number;
}

const hourMs = 60 * 60 * 1000;

export const defaultOpenPaymentsSettings: OpenPaymentsSettings = {
  intervalMs: 60_000,
  maxBackoffMs: 15 * 60_000,
  authorizationValidityMs: 7 * 24 * hourMs,
  authorizationWarningMs: 24 * hourMs,
  customerPaymentWarningMs: hourMs,
};
