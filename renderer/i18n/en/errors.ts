import type { FailureCode } from '../../../shared/ipc/failure-codes';

/*
 * Messages for codes, never for the service's own English text: the cashier reads what to do.
 * `validation` holds the service's field reasons (shown under the field at fault); `codes`
 * every code a call can fail with, whoever raised it (shared/ipc/failure-codes.ts: a code
 * without words here fails the type check); `payment` the names of the service's integer
 * payment error codes (shared/service/errors.ts).
 */
export const errors = {
  validation: {
    REQUIRED_VALUE: 'Enter a value here.',
    INVALID_FORMAT: 'This is not in the expected format. Check what was entered.',
    INVALID_UUID: 'This is not a valid ID. Copy the whole ID again.',
    INVALID_FORMAT_EMAIL: 'Enter an email address such as name@example.com.',
    INVALID_CURRENCY: 'This currency is not accepted. Use the store’s currency.',
    INVALID_AMOUNT:
      'The amount is not valid. Enter an amount above zero and within the limit of the payment method.',
    INVALID_CARD_NUMBER: 'The card number is not valid. Check the digits and enter it again.',
    INVALID_CARD_EXPIRATION:
      'The expiry date is not valid or has passed. Check the month and year on the card.',
    INVALID_CVV: 'The security code is not valid. It is the 3 or 4 digits printed on the card.',
    INVALID_PHONE_NUMBER: 'The phone number is not valid. Enter it with digits only.',
    MUST_BE_FUTURE_TIME: 'Choose a time in the future.',
    NESTED_JSON_NOT_ALLOWED: 'Only text, numbers or yes/no values can be stored here.',
    UNKNOWN_FIELD: 'The service does not accept this field. Contact support.',
    NOT_SUPPORTED_BY_BRAND:
      'This payment brand does not offer this option. Choose another option or brand.',
    OUT_OF_RANGE: 'This value is too long, too large or too small. Correct it.',
    DEPENDS_ON_OTHER_FIELD:
      'This does not fit another choice on this form. Check the related fields.',
    FORBIDDEN_PARAMETER: 'The service does not accept this field. Contact support.',
    NOT_SUPPORTED_BY_PROCESSOR:
      'This payment brand does not offer this option. Choose another option or brand.',
    INVALID_FORMAT_LENGTH: 'This value is too long, too large or too small. Correct it.',
    CONFLICTED: 'This does not fit another choice on this form. Check the related fields.',
    PAYMENT_TYPE_NOT_SUPPORTED: 'This payment method cannot be used for this. Choose another.',
    INVALID_CHARGE_STATUS: 'The payment is not in a state that allows this. Refresh and check it.',
    CARD_NUMBER_NOT_ALLOWED:
      'A card number cannot be kept here. Remove it; the payment records must never hold one.',
    SECRET_NOT_ALLOWED: 'Passwords and access keys cannot be kept here. Remove it.',
    READ_ONLY_KEY:
      'Counter keeps this key to link the payment to its records. It cannot be set or changed here.',
    DUPLICATE_KEY: 'This name is used twice. Give each note its own name.',
    INVALID_PIN: 'A PIN is 4 to 8 digits.',
  },
  codes: {
    VALIDATION_ERROR: 'Some entries are not valid. Correct the marked fields and try again.',
    BAD_REQUEST:
      'The service could not process the request. Try again; if it happens again, contact support.',
    INVALID_REQUEST:
      'The service did not accept the request: it may be too large. Shorten the memo or other long entries; if it happens again, contact support.',
    AUTH_HEADER_MISSING:
      'The request was sent without the store’s credentials. Check the store’s profile on the Stores screen.',
    INVALID_APP_TOKEN:
      'The store’s app token is not valid. Enter a new one with Replace credentials on the Stores screen.',
    INVALID_CREDENTIALS:
      'The store’s secret does not match its app token. Enter both again with Replace credentials on the Stores screen.',
    INVALID_PERMISSIONS:
      'This app token may not do this. Ask the merchant’s administrator for a token that may.',
    OUTDATED_APP_TOKEN:
      'The store’s app token has been replaced. Enter the current one with Replace credentials on the Stores screen.',
    NOT_FOUND: 'Not found. It may have been deleted, or belong to another store.',
    NOT_ALLOWED: 'The service does not allow this action. Contact support.',
    CONFLICTED:
      'This was already done, or is still being processed. Refresh to see where it stands.',
    IDEMPOTENCY_KEY_CONFLICT:
      'This request was already sent with other details. Check the Payments list before trying again, so nothing is charged twice.',
    NON_UNIQUE_ACTIVE_TOKEN: 'An active token for this card already exists. Use that one.',
    TOO_MANY_REQUESTS: 'The service is receiving too many requests. Wait a moment and try again.',
    HOST_UNAVAILABLE:
      'Counter’s till is not running, so this page cannot reach it. Start Counter again, then reload this page.',
    INTERNAL_ERROR:
      'An unexpected error occurred. Check the Payments list for the payment before trying again.',
    INTERNAL_SERVER_ERROR:
      'An unexpected error occurred at the payment service. Check the Payments list for the payment before trying again.',
    UNKNOWN_ERROR:
      'An unexpected error occurred at the payment service. Check the Payments list for the payment before trying again.',
    DB_ERROR:
      'An unexpected error occurred at the payment service. Check the Payments list for the payment before trying again.',
    SERVICE_UNAVAILABLE_TRY_AGAIN:
      'The payment service is unavailable for the moment. Wait a little and try again.',
    NO_GATEWAY_AVAILABLE_TO_PROCESS_REQUEST:
      'The payment service did not answer in time. Check the Payments list for the payment before trying again.',
    PROCESSING_MODE_MISMATCH:
      'Test and live data cannot be mixed. Use data made in the same mode as this store profile.',
    RECURRING_USAGE_LIMIT_REQUIRED:
      'Registering a card for repeat payments needs a usage limit (daily, weekly, monthly or yearly). Choose one.',
    INVALID_TOKEN_TYPE: 'These payment details cannot be used for this payment. Start again.',
    TRANSACTION_TOKEN_EXPIRED: 'The payment details expired before the charge. Start again.',
    TRANSACTION_ALREADY_PROCESSED:
      'These payment details were already used for a charge. Check the Payments list; start a new payment if one is needed.',
    CHARGE_TOO_QUICK:
      'The same card was charged the same amount less than 30 seconds ago. Check the Payments list; if a second charge is meant, wait 30 seconds.',
    ALREADY_CAPTURED: 'This payment has already been captured. Nothing more is needed.',
    CAPTURE_AMOUNT_TOO_LARGE:
      'The capture is larger than the authorized amount. Enter the authorized amount or less.',
    CANCEL_NOT_ALLOWED: 'This payment can no longer be canceled. Refund it instead.',
    CANNOT_REFUND_UNSUCCESSFUL_CHARGE:
      'Only a successful payment can be refunded, and this one has not succeeded.',
    REFUND_EXCEEDS_CHARGE_AMOUNT:
      'The refund is larger than what is left to refund on this payment. Enter a smaller amount.',
    REFUND_NOT_ALLOWED: 'This payment cannot be refunded: its method or state does not allow it.',
    CURRENCY_MUST_MATCH_CHARGE: 'Use the currency of the original payment.',
    NO_TEST_CARD_IN_LIVE_MODE: 'A test card cannot be used in live mode. Use a real card.',
    CARD_REJECTED: 'The card was rejected by its issuer. Ask for another card or payment method.',
    REFUND_EXCEEDS_SALES:
      'The refund is larger than the store’s sales to refund it from. Enter a smaller amount or refund later.',
    REFUND_NOT_WITHIN_BOUNDS:
      'The refund is larger than what is left to refund on this payment. Enter a smaller amount.',
    INVALID_CHARGE_STATUS:
      'This payment is not in a state that allows this (for a capture: it is not an open authorization).',
    PAYMENT_TYPE_NOT_ALLOWED: 'This cannot be done for this payment method.',
    ISSUER_TOKEN_EMPTY:
      'The customer’s payment details are not ready yet. Wait a moment and try again.',
    NOT_ONLINE_CHARGE:
      'This payment has no page for the customer: only online and bank-transfer payments do.',
    INVALID_THREE_DS_STATUS:
      'Card authentication (3-D Secure) is not waiting for this payment: it is over or was never asked.',
    NOT_SUPPORTED_BY_PROCESSOR:
      'The store’s payment processor does not offer this. Choose another option.',

    INVALID_INPUT: 'Some entries are not valid. Correct the marked fields.',
    UNKNOWN_CHANNEL:
      'The app asked for something it does not have. Restart the app; if it happens again, contact support.',
    UNTRUSTED_SENDER: 'This screen may not do that. Restart the app.',
    INVALID_OUTPUT:
      'The app received an unexpected answer. Check the Payments list for the payment before trying again.',
    SERVICE_ERROR:
      'The payment service refused this with a code this version of the app does not know. Check the Payments list before trying again; if it happens again, contact support.',

    TIMEOUT:
      'The payment service did not answer in time. Check the Payments list for the payment before trying again.',
    CONNECTION_REFUSED:
      'The payment service refused the connection. Check the network, and the profile’s service address on the Stores screen.',
    CONNECTION_RESET:
      'The connection to the payment service was cut. Check the Payments list for the payment before trying again.',
    HOST_NOT_FOUND:
      'The payment service’s address cannot be found. Check the network, and the profile’s service address on the Stores screen.',
    NETWORK_ERROR: 'A network error occurred. Check the network connection and try again.',
    RESPONSE_SHAPE:
      'The payment service sent an answer the app does not understand. Check the Payments list before trying again, and contact support.',
    CANCELLED: 'The request was canceled.',
    CREDENTIALS_UNAVAILABLE:
      'The store’s credentials cannot be read from the keychain. Enter them again with Replace credentials on the Stores screen.',
    CREDENTIALS_MALFORMED:
      'The saved credentials are damaged. Enter them again with Replace credentials on the Stores screen.',

    MALFORMED_APP_TOKEN:
      'This is not an app token. Copy the whole token from the merchant dashboard again.',
    INVALID_APP_TOKEN_CLAIMS:
      'This is not a store app token. Create an app token for this store and paste it.',
    INVALID_SECRET_FORMAT:
      'The secret is incomplete or has characters that are not allowed. Copy the whole secret again.',
    INVALID_PROFILE: 'Some profile entries are not valid. Correct the marked fields.',
    INSECURE_BASE_URL:
      'The service address must start with https://, so the secret is never sent unencrypted.',
    STORE_ID_MISMATCH:
      'This app token belongs to another store. Use the token of the store in this profile.',
    MODE_MISMATCH:
      'The app token is for another mode (test or live) than the profile. Use a token of the same mode.',
    PROFILE_NOT_FOUND: 'This store profile no longer exists. Choose another profile.',
    TRAINING_PROFILE_READ_ONLY: 'The training profile is built in and cannot be changed.',
    TRAINING_UNAVAILABLE: 'Training mode is not available on this terminal.',
    NO_CREDENTIALS:
      'This store profile has no credentials. Enter its app token and secret with Replace credentials on the Stores screen.',
    CREDENTIALS_UNREADABLE:
      'The saved credentials cannot be read. Enter them again with Replace credentials on the Stores screen.',
    KEYCHAIN_UNAVAILABLE:
      'The system keychain is not available, so credentials cannot be saved. Ask your administrator to enable it.',
    SETTINGS_UNREADABLE: 'The terminal’s settings cannot be read. Ask your administrator.',
    AUDIT_WRITE_FAILED:
      'The audit trail could not record this. Ask your administrator to check the terminal’s storage.',
    AUDIT_OUTCOME_NOT_RECORDED:
      'The change may have been made, but the audit trail could not record how it ended. Read it again before changing it again, and ask your administrator to check the terminal’s storage.',
    SETTINGS_WRITE_FAILED:
      'The settings could not be saved. Try again; if it happens again, ask your administrator.',

    OPERATION_NOT_FOUND: 'This operation is not in the journal. Refresh the list.',
    AMOUNT_ABOVE_STORE_MAXIMUM:
      'The amount is above the largest sale this store takes, as its store profile sets it. Check the amount.',
    CURRENCY_NOT_OF_STORE:
      'This store takes payments only in the currency its store profile sets. Check the amount and its currency.',
    NO_ACTIVE_PROFILE: 'No store profile is selected. Choose one on the Stores screen.',
    NOTHING_TO_REOPEN: 'The issuer’s page can no longer be opened: the payment has moved on.',
    FLOWS_RUNNING: 'Payments are still in progress. Finish or cancel them first.',
    PROFILE_IN_USE: 'This profile is in use. Select another profile before removing it.',
    NO_STORE_PROFILE: 'Add a store profile before leaving training mode.',
    OPERATION_OF_OTHER_PROFILE:
      'This operation belongs to another store profile. Switch to that profile on the Stores screen to see or resolve it.',
    REAL_STORES_NOT_ALLOWED:
      'This browser version of Counter runs training only: it cannot add, test or use a real store. Take real payments in the Counter app.',
    RECOVERY_DEFERRED:
      'Some unfinished payments belong to another store profile. They are kept, and finish when that profile is chosen on the Stores screen.',

    FLOW_NOT_AVAILABLE: 'This payment method is not available on this till. Choose another method.',
    CHARGE_NOT_READ:
      'The payment could not be read from the payment service, so nothing was done. Check the network and try again.',
    JOURNAL_WRITE_FAILED:
      'The till could not record this operation, so nothing was sent to the payment service. Ask your administrator to check the terminal’s storage.',
    NOT_RUNNING: 'This operation has already ended. Refresh to see how it ended.',
    NOT_ABORTABLE:
      'This cannot be stopped now: a request is on its way to the payment service. Wait for its answer.',

    LOG_LOCKED: 'Another copy of Counter is using this till’s records. Close it, then try again.',
    LOG_CORRUPT:
      'The till’s records are damaged, so Counter stopped writing to keep what is there. Delete no files; ask your administrator or contact support.',
    LOG_FOREIGN:
      'The till’s records were written by another or a newer version of Counter. Ask your administrator.',
    LOG_IO_FAILED:
      'The till’s records could not be read or written. Ask your administrator to check the terminal’s storage.',
    LOG_FAILED:
      'An earlier write to the till’s records failed, so Counter cannot be sure what they hold. Restart Counter; if it happens again, ask your administrator.',
    LOG_CLOSED:
      'The till’s records are closed while Counter stops or changes store profile. Wait a moment and try again.',
    LOG_RECORD_TOO_LARGE: 'This is too large to record. Shorten the note and try again.',
    JOURNAL_RECORD_INVALID:
      'A record in the till’s journal cannot be read by this version of Counter. Ask your administrator or contact support.',
    OPERATION_EXISTS: 'This operation is already recorded. Refresh the list.',
    OPERATION_TERMINAL:
      'This operation has already ended and cannot be changed. Refresh to see how it ended.',
    NOT_IN_REVIEW:
      'This operation no longer needs review: it was resolved already. Refresh the list.',
    ALREADY_ACKNOWLEDGED: 'This ending was already acknowledged. Nothing more is needed.',
    FACT_CONFLICT:
      'The payment service named another payment than the one this sale recorded, so nothing was changed. Check the Payments list and contact support.',
    AUDIT_RECORD_INVALID:
      'The audit trail holds an entry that cannot be read: it may have been altered. Ask your administrator to check the audit trail in Settings.',

    PRINTER_NOT_AVAILABLE:
      'No printer can be used here (the browser version of the app cannot print or save a PDF).',
    PRINTER_NOT_CONFIGURED: 'No printer is set. Choose one in Settings, then print again.',
    PRINTER_NOT_FOUND:
      'The printer set in Settings was not found. Check that it is on and connected, or choose another.',
    PRINT_CANCELED: 'Nothing was printed or saved: the dialog was closed.',
    PRINT_FAILED: 'The printer could not print. Check its paper and connection, then print again.',
    PRINT_TIMED_OUT:
      'The printer did not answer in time. Check that it is on and connected, then print again.',
    PDF_FAILED: 'The PDF could not be made. Try again; if it happens again, contact support.',
    PDF_WRITE_FAILED:
      'The PDF could not be saved in the chosen place. Choose another folder and save again.',
    INVALID_DOCUMENT:
      'This document cannot be printed: a detail it needs is missing, or it holds one it must not. Contact support.',
    REPRINT_NOT_AUDITED:
      'The copy was not printed, as the audit trail could not record it. Ask your administrator to check the terminal’s storage.',
    PRINT_NOT_RECORDED:
      'The document came out, but the till could not record it, so a later print may not be marked as a copy. Ask your administrator to check the terminal’s storage.',
    CHARGE_NOT_SETTLED:
      'This payment has no receipt yet: it has not finished. Print the receipt once it has.',
    CHARGE_NOT_AWAITING:
      'This payment no longer waits for the customer, so there is no slip to print.',
    CHARGE_NOT_FOUND: 'No sale of this till made this payment, so there is no receipt for it here.',
    PAYMENT_NOT_OPEN:
      'Open payments does not list this payment (not yet, or no longer), so no slip can be printed. Try again in a few seconds; if it stays so, check Open payments.',
    NO_PAYMENT_SLIP:
      'This payment has no slip (yet): only konbini and bank-transfer payments have one. Try again in a few seconds.',

    EXPORT_RANGE_REVERSED:
      'The end date is before the start date. Correct the dates and export again.',
    EXPORT_DISK_FULL: 'The disk is full. Free some space and export again. No file was written.',
    EXPORT_FOLDER_UNWRITABLE:
      'The chosen folder cannot be written to. Choose another folder. No file was written.',
    EXPORT_FOLDER_NOT_ABSOLUTE:
      'Type the whole path of the folder, from the top (such as /home/shop/Documents). The folder was not changed.',
    EXPORT_FOLDER_NOT_FOUND:
      'There is no folder at that path. Check the path, or make the folder first. The folder was not changed.',
    EXPORT_FOLDER_DIALOG_NOT_AVAILABLE: 'There is no folder dialog here. Type the folder instead.',
    EXPORT_FOLDER_OPEN_NOT_AVAILABLE:
      'The folder cannot be opened from here. Open it in your file manager.',
    EXPORT_WRITE_FAILED: 'The file could not be written. Export again. No file was written.',
    EXPORT_SERVICE_FAILED:
      'The payment service stopped answering during the export. Export again later. No file was written.',
    EXPORT_CANCELLED: 'The export was cancelled. No file was written.',
    EXPORT_ALREADY_RUNNING: 'Another export is running. Wait for it or cancel it.',
    DAY_CLOSE_CANCELLED:
      'The check was stopped before its report was ready. Nothing was changed; check the day again when you are ready.',
    DAY_ALREADY_CLOSED:
      'This day is already closed on this till. A close cannot be changed or made again; later changes appear on the next close.',
    CLOSE_NEEDS_MANAGER: 'Only a signed-in manager can close a day. Ask a manager to sign in.',
    CLOSE_NOT_FOUND: 'This till has no close with that number for this store.',

    TRAINING_ONLY: 'This works only in training mode. Here a real customer must pay.',
    PAYMENT_TYPE_NOT_SUPPORTED:
      'That is not how this payment is made. Use the button for its method.',

    WRONG_PIN: 'This is not the PIN of this operator. Try again.',
    PIN_RETRY_LATER: 'Too many wrong PINs. Wait until the PIN pad opens again.',
    OPERATOR_NOT_FOUND: 'This operator no longer exists. Choose another one.',
    OPERATOR_NAME_TAKEN: 'Another operator has this name. Choose another name.',
    OPERATORS_EXIST: 'This till already has operators. A manager adds more in Settings.',
    MANAGER_REQUIRED: 'Only a signed-in manager can do this. Ask a manager to sign in.',
    LAST_MANAGER: 'The till must keep at least one manager. Make another operator a manager first.',
    OTHER_MANAGER_PIN: 'A manager can reset a cashier’s PIN or their own, not another manager’s.',
    SIGNED_OUT: 'Nobody is signed in on this till. Sign in with your PIN first.',
    APPROVAL_REQUIRED: 'A manager must approve this. Ask a manager to type their PIN.',
    APPROVER_NOT_MANAGER: 'Only a manager can approve. Choose a manager and their PIN.',
    OPERATORS_WRITE_FAILED:
      'The operators could not be saved. Try again; if it happens again, ask your administrator.',
  } satisfies Record<FailureCode, string>,
  unknownCode:
    'Something went wrong (code {{code}}). Check the Payments list for the payment before trying again; if it happens again, contact support.',
  payment: {
    CARD_NUMBER: 'The card number was refused. Check the number or use another card.',
    EXPIRY_MONTH: 'The expiry month was refused. Check the month on the card.',
    EXPIRY_YEAR: 'The expiry year was refused. Check the year on the card.',
    CARD_EXPIRED: 'The card has expired. Ask for another card or payment method.',
    CVV: 'The security code was refused. Ask the customer to check it.',
    DECLINED: 'The card was declined. Ask for another card or payment method.',
    INVALID_CARD: 'This card cannot be used. Ask for another card or payment method.',
    NOT_APPROVED: 'The payment was not approved. Ask the customer to pay another way.',
    TOO_MANY_CHARGES:
      'Too many payments on this card in a short time. Ask for another card or payment method.',
    CANNOT_CANCEL:
      'The payment could not be canceled. Check it in the Payments list; it may need a refund instead.',
    AUTHORIZATION_EXPIRED:
      'The authorization expired before it was captured. Charge again if the sale stands.',
    PARTIAL_CAPTURE_NOT_SUPPORTED: 'This payment can only be captured in full.',
    PARTIAL_REFUND_NOT_SUPPORTED: 'This payment can only be refunded in full.',
    FRAUD_SUSPECTED: 'The payment was refused as possible fraud. Ask for another payment method.',
    QR_CODE_INVALID:
      'The QR code is not a valid payment code. Ask the customer to show their payment code again.',
    QR_CODE_EXPIRED: 'The QR code has expired. Ask the customer to refresh it in their app.',
    QR_CODE_ALREADY_USED: 'This QR code was already used. Ask the customer for a new code.',
    PAYMENT_DEADLINE_EXPIRED:
      'The customer did not pay before the deadline. Start a new payment if the sale stands.',
    INSUFFICIENT_FUNDS: 'Not enough funds or credit. Ask for another card or payment method.',
    ALREADY_CANCELED: 'This payment was already canceled.',
    CARD_NOT_ENROLLED_IN_3DS:
      'This card is not enrolled in 3-D Secure authentication. Ask for another card or payment method.',
    THREE_DS_FAILED:
      'Card authentication (3-D Secure) failed. Ask the customer to try again or to use another card.',
  },
  unknownPayment: 'The payment failed (code {{code}}). Ask for another payment method.',
  operationNotApproved:
    'The payment service did not approve it, so the payment is as it was. Check it before trying again.',
} as const;
