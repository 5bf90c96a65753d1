/**
 * Every call of the two specs' call tables (public-site.md §7, investor-portal.md §7), written as the
 * spec gives it: method, path, the request body built exactly as the spec describes it, and the
 * response fields the spec names. `spec-calls.int-spec.ts` runs each against the app and checks
 * the status and every named field. Where product-decisions.md (or decisions.md) makes the product
 * answer otherwise, `differs` says which field, what stands in its place and why; the test checks
 * the field that stands in.
 *
 * Field paths: `a.b` nested; `[]` every element of a (non-empty) list; `{}` every value of a
 * (non-empty) object keyed by id; `items[]` every element of a staff list page.
 */

export type SpecAuth = 'public' | 'portal' | 'investor' | 'staff';

/** Values the test makes before a call (ids, tokens, emails), filled into paths and bodies. */
export type SpecCallContext = {
  investorEmail: string;
  investorName: string;
  password: string;
  newPassword: string;
  resetEmail: string;
  resetToken: string;
  resetPassword: string;
  referralCode: string;
  applicant: { name: string; email: string };
  applicationId: string;
  booking: { name: string; email: string };
  lead: { fullName: string; email: string };
  letter: { name: string; email: string };
  reserveUnit: string;
  reserveUnitPricePesos: number;
  reservationId: string;
  paymentIntentId: string;
  blockUnit: string;
  blockUnitPricePesos: number;
  blockReservationId: string;
  productTypeId: string;
  /** The product's own price (whole pesos) and area: the edit leaves the catalogue as other tests expect it. */
  productPricePesos: number;
  productAreaM2: number;
  partnerId: string;
  today: string;
  downPaymentDate: string;
};

export type SpecCall = {
  /** Unique; the test's set-up for a call is keyed by it. */
  key: string;
  source: 'public-site §7' | 'investor-portal §7';
  method: 'GET' | 'POST' | 'PATCH';
  /** `{name}` is filled from the context. */
  path: string;
  auth: SpecAuth;
  /** The spec's request body; `multipart` for the letter. */
  body?: (context: SpecCallContext) => Record<string, unknown>;
  multipart?: true;
  /** The response fields the spec names for this call (empty when it reads none). */
  fields: string[];
  /** The spec's own refusal of this request (§5 of the spec named in `source`), instead of a 2xx. */
  refusal?: { status: number; message: string };
  /** Named fields the product answers otherwise, on purpose. */
  differs?: Array<{ field: string; instead: string | null; reason: string }>;
};

const SPEC_ERROR_FIELD = 'decisions.md #9: errors answer `{ code, message }` in Spanish with the HTTP status that fits; a success carries no `error` field';
const CENTAVOS = 'product-decisions.md "Money is stored as integer centavos (bigint) in MXN": amounts travel in centavos, named with the suffix';
const PAGED = 'staff lists are pages `{ items, total, page, pageSize, counts }` (the product pages every staff list)';

/**
 * A payment plan as the spec's client builds it (investor-portal.md §3 fields, §9 rules): amounts in
 * pesos, computed in floating point from the unit's price, 8 % interest, the presale discount.
 */
export function specClientPlan(unitCode: string, productType: string, basePricePesos: number, downPaymentScheduledDate: string) {
  const downPaymentPercent = 40;
  const finalPaymentPercent = 40;
  const monthlyPaymentPercent = 100 - downPaymentPercent - finalPaymentPercent;
  const termMonths = 36;
  const discount = ((downPaymentPercent - 10) / 80) * 0.4;
  const totalAmount = basePricePesos * (1 - discount);
  const downPaymentAmount = (totalAmount * downPaymentPercent) / 100;
  const financed = (totalAmount * monthlyPaymentPercent) / 100;
  const monthlyRate = 0.08 / 12;
  const monthlyPaymentAmount = (financed * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths);
  const finalPaymentAmount = (totalAmount * finalPaymentPercent) / 100;
  const finalPaymentWithInterest = finalPaymentAmount * (1 + (0.08 * termMonths) / 12);
  const totalPayment = downPaymentAmount + monthlyPaymentAmount * termMonths + finalPaymentWithInterest;
  return {
    productType,
    unitCode,
    totalAmount,
    downPaymentPercent,
    monthlyPaymentPercent,
    finalPaymentPercent,
    termMonths,
    paymentDay: 15,
    downPaymentAmount,
    monthlyPaymentAmount,
    finalPaymentAmount,
    finalPaymentWithInterest,
    totalInterest: totalPayment - totalAmount,
    totalPayment,
    downPaymentScheduledDate,
    reservationAmount: 100_000,
    downPaymentPaid: false,
    downPaymentDate: null,
  };
}

/** Whether every value the path names exists (null counts: the field is there). */
export function missingAt(value: unknown, path: string): string[] {
  const [head, ...rest] = path.split('.');
  const next = rest.join('.');
  const deeper = (inner: unknown, where: string) => (next ? missingAt(inner, next).map((missing) => `${where}.${missing}`) : []);
  const listMatch = /^(\w*)\[\]$/.exec(head);
  if (listMatch) {
    const list = listMatch[1] ? (value as Record<string, unknown> | null)?.[listMatch[1]] : value;
    if (!Array.isArray(list) || list.length === 0) return [`${head} (no list, or an empty one)`];
    return list.flatMap((item, index) => deeper(item, `${listMatch[1]}[${index}]`));
  }
  if (head === '{}') {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0) return ['{} (no keyed object)'];
    return Object.entries(value).flatMap(([key, inner]) => deeper(inner, `{${key}}`));
  }
  if (value === null || typeof value !== 'object' || !(head in value)) return [head];
  return deeper((value as Record<string, unknown>)[head], head);
}

const premiumType = (unitCode: string) => (unitCode.endsWith('P') ? 'box-premium-panamericana' : 'box-premium-monza');

export const SPEC_CALLS: SpecCall[] = [
  // ── public-site.md §7 ───────────────────────────────────────────────────────────────────
  {
    key: 'information-request',
    source: 'public-site §7',
    method: 'POST',
    path: '/api/information-request',
    auth: 'public',
    // public-site.md §5: cityState and howHeardAbout optional, defaults empty strings.
    body: ({ lead }) => ({
      fullName: lead.fullName,
      email: lead.email,
      phone: '3312345678',
      interestType: 'inversionista',
      productsOfInterest: ['boxes-premium', 'membresias'],
      cityState: '',
      howHeardAbout: '',
    }),
    fields: [],
  },
  {
    key: 'letter-submission',
    source: 'public-site §7',
    method: 'POST',
    path: '/api/letter-submission',
    auth: 'portal',
    multipart: true,
    fields: [],
  },
  {
    key: 'create-schedule-payment-intent',
    source: 'public-site §7',
    method: 'POST',
    path: '/api/create-schedule-payment-intent',
    auth: 'public',
    body: ({ booking }) => ({ amount: 10_000, email: booking.email, name: booking.name }),
    fields: ['clientSecret'],
  },
  {
    key: 'schedule-presentation',
    source: 'public-site §7',
    method: 'POST',
    path: '/api/schedule-presentation',
    auth: 'public',
    // "JSON with all booking fields" (public-site.md §3 "Presentation request").
    body: ({ booking }) => ({
      name: booking.name,
      email: booking.email,
      phone: '3398765432',
      investmentRange: '5-10',
      productsOfInterest: ['boxes-premium', 'boxes-karting'],
      additionalInfo: 'Prefiero una presentación por la tarde.',
      acceptTerms: true,
    }),
    fields: [],
  },

  // ── investor-portal.md §7: accounts ─────────────────────────────────────────────────────
  {
    key: 'investor-password-status',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/investor-password-status',
    auth: 'public',
    body: ({ investorEmail }) => ({ username: investorEmail }),
    fields: ['needsPasswordSetup'],
  },
  {
    key: 'investor-password-create',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/investor-password',
    auth: 'investor',
    body: ({ investorEmail, password }) => ({ username: investorEmail, newPassword: password }),
    fields: [],
  },
  {
    key: 'investor-login',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/investor-login',
    auth: 'public',
    body: ({ investorEmail, password }) => ({ username: investorEmail, password }),
    fields: ['success', 'investor.name', 'needsPasswordSetup'],
  },
  {
    key: 'investor-password-change',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/investor-password',
    auth: 'investor',
    body: ({ investorEmail, password, newPassword }) => ({ username: investorEmail, currentPassword: password, newPassword }),
    fields: [],
  },
  {
    key: 'validate-referral-code',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/validate-referral-code',
    auth: 'public',
    body: ({ referralCode }) => ({ code: referralCode }),
    fields: ['valid', 'error', 'referralData.ownerName'],
  },
  {
    key: 'investor-application',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/investor-application',
    auth: 'public',
    // "the whole application" (investor-portal.md §3 "Investor application"), no id: the spec's client has none.
    body: ({ applicant }) => ({
      name: applicant.name,
      email: applicant.email,
      phone: '3311122233',
      linkedin: '',
      instagram: '',
      facebook: '',
      investmentRange: '5-10',
      productsOfInterest: ['boxes-premium'],
      previousExperience: 'Inversiones inmobiliarias en Zapopan.',
      referredBy: '',
      referralCode: '',
      additionalInfo: '',
      acceptTerms: true,
      acceptRisks: true,
    }),
    fields: ['referralCodeUsed', 'directAccess', 'applicationId', 'clientSecret'],
  },
  {
    key: 'payment-success',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/payment-success',
    auth: 'public',
    body: ({ applicationId }) => ({ applicationId }),
    fields: [],
  },

  // ── investor-portal.md §7: units and reservations ───────────────────────────────────────
  {
    key: 'units',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/units',
    auth: 'public',
    // "list of units" (investor-portal.md §3 "Unit").
    fields: ['[].unitCode', '[].unitNumber', '[].module', '[].level', '[].status'],
    differs: [
      { field: '[].area', instead: '[].areaM2', reason: 'the unit of measure is named' },
      { field: '[].basePrice', instead: '[].basePriceCentavos', reason: CENTAVOS },
      { field: '[].currentPrice', instead: '[].currentPriceCentavos', reason: CENTAVOS },
    ],
  },
  {
    key: 'product-types-active',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/product-types/active',
    auth: 'public',
    // investor-portal.md §3 "Product type".
    fields: ['[].id', '[].code', '[].name', '[].category', '[].availableUnits', '[].isActive'],
    differs: [
      { field: '[].basePrice', instead: '[].basePriceCentavos', reason: CENTAVOS },
      { field: '[].discountPrice', instead: '[].discountPriceCentavos', reason: CENTAVOS },
      { field: '[].area', instead: '[].areaM2', reason: 'the unit of measure is named' },
    ],
  },
  {
    key: 'units-reserve',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/units/reserve',
    auth: 'investor',
    body: ({ reserveUnit }) => ({ unitCode: reserveUnit }),
    fields: [],
    differs: [{ field: 'error', instead: null, reason: SPEC_ERROR_FIELD }],
  },
  {
    key: 'unit-reservations',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/unit-reservations',
    auth: 'investor',
    // {unitCode, unitId (0), plan fields}: flat.
    body: ({ reserveUnit, reserveUnitPricePesos, downPaymentDate }) => ({
      ...specClientPlan(reserveUnit, premiumType(reserveUnit), reserveUnitPricePesos, downPaymentDate),
      unitCode: reserveUnit,
      unitId: 0,
    }),
    fields: ['success', 'reservation.id'],
    differs: [{ field: 'error', instead: null, reason: SPEC_ERROR_FIELD }],
  },
  {
    key: 'reservation-create-payment-intent',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/unit-reservations/{reservationId}/create-payment-intent',
    auth: 'investor',
    fields: ['clientSecret'],
  },
  {
    key: 'reservation-confirm-payment',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/unit-reservations/{reservationId}/confirm-payment',
    auth: 'investor',
    body: ({ paymentIntentId }) => ({ paymentIntentId }),
    fields: [],
  },
  {
    key: 'block-temporary',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/units/block-temporary',
    auth: 'investor',
    // investor-portal.md §3: reference CDM-{timestamp in base 36}-{6 random characters}, built in the browser.
    body: ({ blockUnit, blockUnitPricePesos, downPaymentDate }) => ({
      unitCode: blockUnit,
      hours: 8,
      paymentPlan: specClientPlan(blockUnit, premiumType(blockUnit), blockUnitPricePesos, downPaymentDate),
      referenceNumber: `CDM-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`,
    }),
    fields: ['success', 'status', 'message', 'reservationId', 'expiresAt'],
    differs: [{ field: 'error', instead: null, reason: SPEC_ERROR_FIELD }],
  },
  {
    key: 'send-quotation-email',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/send-quotation-email',
    auth: 'investor',
    // {email (the stored investor email), paymentDetails}; the server sends to the session's own email.
    body: ({ investorEmail, blockUnit, blockUnitPricePesos, downPaymentDate }) => ({
      email: investorEmail,
      paymentDetails: specClientPlan(blockUnit, premiumType(blockUnit), blockUnitPricePesos, downPaymentDate),
    }),
    fields: [],
  },
  {
    key: 'my-reservations',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/unit-reservations/my-reservations',
    auth: 'investor',
    // investor-portal.md §3 "Unit reservation (my reservations)".
    fields: ['[].id', '[].productType', '[].status', '[].termMonths', '[].downPaymentPercent', '[].reservationDepositPaid', '[].createdAt', '[].expiresAt'],
    differs: [
      { field: '[].totalAmount', instead: '[].totalAmountCentavos', reason: CENTAVOS },
      { field: '[].downPaymentAmount', instead: '[].downPaymentCentavos', reason: CENTAVOS },
      { field: '[].monthlyPaymentAmount', instead: '[].monthlyPaymentCentavos', reason: CENTAVOS },
    ],
  },

  // ── investor-portal.md §7: referrals ────────────────────────────────────────────────────
  {
    key: 'user-referral-code',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/user-referral-code',
    auth: 'investor',
    body: ({ investorEmail }) => ({ email: investorEmail }),
    fields: ['referralCode', 'stats'],
  },
  {
    key: 'referral-users',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/referral-users',
    auth: 'investor',
    body: ({ investorEmail }) => ({ email: investorEmail }),
    // "users list": an array (empty for a new investor).
    fields: [],
  },

  // ── investor-portal.md §7: staff ────────────────────────────────────────────────────────
  {
    key: 'admin-update-application-status',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/admin/update-application-status',
    auth: 'staff',
    body: ({ applicationId }) => ({ applicationId, status: 'authorized' }),
    fields: ['message'],
    differs: [{ field: 'error', instead: null, reason: SPEC_ERROR_FIELD }],
  },
  {
    key: 'admin-resend-credentials',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/admin/resend-credentials',
    auth: 'staff',
    body: ({ applicationId }) => ({ applicationId }),
    fields: ['message'],
  },
  {
    key: 'admin-submissions',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/admin/submissions',
    auth: 'staff',
    // investor-portal.md §3 "Letter submission (admin)".
    fields: ['items[].id', 'items[].name', 'items[].email', 'items[].submittedAt', 'items[].emailSent', 'items[].ineFileUrl'],
    differs: [{ field: '[]', instead: 'items[]', reason: PAGED }],
  },
  {
    key: 'admin-applications',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/admin/applications',
    auth: 'staff',
    // investor-portal.md §3 "Application record (admin)".
    fields: ['items[].id', 'items[].name', 'items[].email', 'items[].phone', 'items[].investmentRange', 'items[].depositPaid', 'items[].status'],
    differs: [{ field: '[]', instead: 'items[]', reason: PAGED }],
  },
  {
    key: 'admin-credentials',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/admin/credentials',
    auth: 'staff',
    // "object keyed by application id"; investor-portal.md §3: username (the password only in the dialog, and never here).
    fields: ['{}.username'],
  },
  {
    key: 'admin-information-requests',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/admin/information-requests',
    auth: 'staff',
    // investor-portal.md §3 "Information request (admin)".
    fields: [
      'items[].id',
      'items[].fullName',
      'items[].email',
      'items[].phone',
      'items[].interestType',
      'items[].productsOfInterest',
      'items[].submittedAt',
      'items[].processed',
    ],
    differs: [{ field: '[]', instead: 'items[]', reason: PAGED }],
  },
  {
    key: 'admin-unit-reservations',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/admin/unit-reservations',
    auth: 'staff',
    // investor-portal.md §3 "Unit reservation (admin)".
    fields: ['items[].id', 'items[].user.name', 'items[].user.email', 'items[].productType', 'items[].reservationDepositPaid', 'items[].status', 'items[].expiresAt'],
    differs: [
      { field: '[]', instead: 'items[]', reason: PAGED },
      { field: 'items[].totalAmount', instead: 'items[].totalAmountCentavos', reason: CENTAVOS },
    ],
  },
  {
    key: 'admin-confirm-deposit',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/admin/confirm-deposit',
    auth: 'staff',
    // paymentConfirmation: "a generated admin-prefixed timestamp".
    body: ({ blockReservationId }) => ({ reservationId: blockReservationId, paymentConfirmation: `admin-${Date.now()}` }),
    fields: [],
    differs: [{ field: 'error', instead: null, reason: SPEC_ERROR_FIELD }],
  },
  {
    key: 'admin-partners',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/admin/partners',
    auth: 'staff',
    // investor-portal.md §3 "Partner".
    fields: [
      'items[].id',
      'items[].name',
      'items[].email',
      'items[].phone',
      'items[].productPurchased',
      'items[].paymentMethod',
      'items[].downPaymentPaid',
      'items[].downPaymentDate',
      'items[].downPaymentScheduledDate',
      'items[].paymentDay',
      'items[].paymentTerm',
      'items[].lastPaymentDate',
      'items[].nextPaymentDate',
      'items[].isCurrentOnPayments',
      'items[].createdAt',
      'items[].updatedAt',
    ],
    differs: [
      { field: '[]', instead: 'items[]', reason: PAGED },
      { field: 'items[].totalAmount', instead: 'items[].totalAmountCentavos', reason: CENTAVOS },
      { field: 'items[].downPayment', instead: 'items[].downPaymentCentavos', reason: CENTAVOS },
      { field: 'items[].monthlyPayment', instead: 'items[].monthlyPaymentCentavos', reason: CENTAVOS },
      { field: 'items[].remainingBalance', instead: 'items[].remainingBalanceCentavos', reason: CENTAVOS },
    ],
  },
  {
    key: 'admin-send-partner-reminder',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/admin/send-partner-reminder',
    auth: 'staff',
    body: ({ partnerId }) => ({ partnerId }),
    fields: [],
  },
  {
    key: 'admin-send-bulk-payment-reminders',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/admin/send-bulk-payment-reminders',
    auth: 'staff',
    body: ({ partnerId }) => ({ partnerIds: [partnerId] }),
    fields: [],
  },
  {
    key: 'admin-send-bulk-overdue-reminders',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/admin/send-bulk-overdue-reminders',
    auth: 'staff',
    body: ({ partnerId }) => ({ partnerIds: [partnerId] }),
    fields: [],
    // The partner just created is current: investor-portal.md §5 refuses an overdue reminder without an overdue partner.
    refusal: { status: 400, message: 'Selecciona al menos un socio con pagos atrasados' },
  },
  {
    key: 'admin-update-partner-payment',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/admin/update-partner-payment',
    auth: 'staff',
    body: ({ partnerId, today }) => ({ partnerId, downPaymentPaid: true, downPaymentDate: today }),
    fields: [],
  },
  {
    key: 'admin-product-types',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/admin/product-types',
    auth: 'staff',
    fields: ['[].id', '[].code', '[].name', '[].category', '[].availableUnits', '[].isActive'],
    differs: [
      { field: '[].basePrice', instead: '[].basePriceCentavos', reason: CENTAVOS },
      { field: '[].discountPrice', instead: '[].discountPriceCentavos', reason: CENTAVOS },
      { field: '[].area', instead: '[].areaM2', reason: 'the unit of measure is named' },
    ],
  },
  {
    key: 'admin-product-price',
    source: 'investor-portal §7',
    method: 'PATCH',
    path: '/api/admin/product-types/{productTypeId}/price',
    auth: 'staff',
    // "parsed as integers" (investor-portal.md §5): whole pesos.
    body: ({ productPricePesos }) => ({ price: productPricePesos }),
    fields: [],
  },
  {
    key: 'admin-product-area',
    source: 'investor-portal §7',
    method: 'PATCH',
    path: '/api/admin/product-types/{productTypeId}/area',
    auth: 'staff',
    body: ({ productAreaM2 }) => ({ area: productAreaM2 }),
    fields: [],
  },
  {
    key: 'admin-product-status',
    source: 'investor-portal §7',
    method: 'PATCH',
    path: '/api/admin/product-types/{productTypeId}/status',
    auth: 'staff',
    body: () => ({ isActive: true }),
    fields: [],
  },
  {
    key: 'admin-inventory-stats',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/admin/inventory-stats',
    auth: 'staff',
    // investor-portal.md §3 "Inventory stats".
    fields: [
      'totalUnits',
      'available',
      'reserved',
      'blocked',
      'sold',
      'byModule[].module',
      'byModule[].available',
      'byModule[].reserved',
      'byModule[].blocked',
      'byModule[].sold',
      'byModule[].total',
      'byType[].type',
      'byType[].total',
      'byType[].available',
      'byType[].reserved',
      'byType[].sold',
    ],
    differs: [{ field: 'byModule[].revenue', instead: 'byModule[].revenueCentavos', reason: CENTAVOS }],
  },
  {
    key: 'admin-sales-stats',
    source: 'investor-portal §7',
    method: 'GET',
    path: '/api/admin/sales-stats',
    auth: 'staff',
    // investor-portal.md §3 "Sales stats".
    fields: ['conversionRate', 'byProductType[].type', 'byProductType[].sold', 'byModule[].module', 'byModule[].sold'],
    differs: [
      { field: 'totalRevenue', instead: 'totalRevenueCentavos', reason: CENTAVOS },
      { field: 'monthlyRevenue', instead: 'monthlyRevenueCentavos', reason: CENTAVOS },
      { field: 'averagePrice', instead: 'averagePriceCentavos', reason: CENTAVOS },
      { field: 'monthlyProjection', instead: 'monthlyProjectionCentavos', reason: CENTAVOS },
      { field: 'yearlyProjection', instead: 'yearlyProjectionCentavos', reason: CENTAVOS },
      { field: 'monthlyPayments', instead: 'monthlyPaymentsCentavos', reason: CENTAVOS },
      { field: 'byProductType[].revenue', instead: 'byProductType[].revenueCentavos', reason: CENTAVOS },
      { field: 'byModule[].revenue', instead: 'byModule[].revenueCentavos', reason: CENTAVOS },
    ],
  },
  {
    key: 'admin-send-test-email',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/admin/send-test-email',
    auth: 'staff',
    body: ({ investorEmail }) => ({ email: investorEmail, type: 'payment-success' }),
    fields: [],
  },

  // ── investor-portal.md §7: password recovery (last: a reset ends the investor's sessions) ───
  {
    key: 'password-reset-request',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/password-reset/request',
    auth: 'public',
    body: ({ resetEmail }) => ({ email: resetEmail }),
    fields: ['success'],
    differs: [{ field: 'error', instead: null, reason: SPEC_ERROR_FIELD }],
  },
  {
    key: 'password-reset-validate',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/password-reset/validate',
    auth: 'public',
    body: ({ resetToken }) => ({ token: resetToken }),
    fields: ['success', 'email'],
    differs: [{ field: 'error', instead: null, reason: SPEC_ERROR_FIELD }],
  },
  {
    key: 'password-reset-confirm',
    source: 'investor-portal §7',
    method: 'POST',
    path: '/api/password-reset/confirm',
    auth: 'public',
    body: ({ resetToken, resetPassword }) => ({ token: resetToken, password: resetPassword }),
    fields: ['success'],
    differs: [{ field: 'error', instead: null, reason: SPEC_ERROR_FIELD }],
  },
];

/**
 * The staff list that the spec names only by path, without fields, is still in the table above:
 * every `/api/admin/…` path of investor-portal.md §7 appears once. Checked by the test.
 */
export const SPEC_ADMIN_PATHS = [
  'submissions',
  'applications',
  'credentials',
  'information-requests',
  'partners',
  'unit-reservations',
  'product-types',
  'inventory-stats',
  'sales-stats',
] as const;
