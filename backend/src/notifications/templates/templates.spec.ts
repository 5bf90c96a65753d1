import { SETTING_DEFAULTS } from '@cdm/domain';
import { specPremiumBoxPlan } from '../../../test-support/fixtures';
import type { ApplicationView } from '../../applications';
import type { InformationRequestView, LetterSubmissionView, PresentationBookingView } from '../../leads';
import type { PartnerView } from '../../partners';
import type { ReservationView } from '../../reservations';
import { applicationAuthorizedEmail, passwordResetEmail, passwordSetupEmail } from './account.templates';
import { applicationReceivedEmail, applicationRejectedEmail, applicationStaffNotice } from './application.templates';
import { informationRequestAcknowledgement, informationRequestStaffNotice } from './information-request.templates';
import type { RenderedEmail } from './layout';
import { letterOfIntentConfirmation, letterOfIntentStaffNotice } from './letter-of-intent.templates';
import { partnerReminderEmail, partnerStatementEmail } from './partner.templates';
import { depositLabel, paymentConfirmationEmail } from './payment-confirmation.template';
import { presentationBookingReceipt, presentationBookingRefundNotice, presentationBookingStaffNotice } from './presentation-booking.templates';
import {
  depositUndoneEmail,
  lateDepositRefundEmail,
  quotationEmail,
  reservationActivatedEmail,
  reservationReminderEmail,
  unitBlockedEmail,
} from './reservation.templates';

const SCRIPT = '<script>alert(1)</script>';
const SCRIPT_ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';
const QUOTES = `"&'<>`;
const QUOTES_ESCAPED = '&quot;&amp;&#x27;&lt;&gt;';

// The account of the BANK_* settings (a CLABE whose check digit is right).
const BANK = { clabe: '032180000118359719', bankName: 'BBVA México', beneficiary: 'Desarrolladora Ñúñez, S.A. de C.V.' };

// 22:38 UTC is 4:38 p.m. in Guadalajara (UTC-6).
const AT = new Date('2026-11-21T22:38:00.000Z');

// The spec's unit: a premium box of 10,000,000 MXN, 40 % down, 40 % final, 36 months at 8 %.
const plan = specPremiumBoxPlan();

type Person = { label: string; name: string; firstName: string; other: string };
const PEOPLE: Person[] = [
  { label: 'hostile markup', name: `${SCRIPT} Pérez`, firstName: SCRIPT, other: QUOTES },
  { label: 'quotes and ampersands', name: `${QUOTES} Ruiz`, firstName: QUOTES, other: SCRIPT },
  { label: 'Latin Extended and Vietnamese', name: 'Łukasz Nguyễn', firstName: 'Łukasz', other: 'Đặng Thị Hương' },
  { label: 'Spanish accents', name: 'José Ñúñez', firstName: 'José', other: 'Iñaki Güémez' },
];

function fixtures(person: Person) {
  const application: ApplicationView = {
    id: '00000000-0000-4000-8000-000000000001',
    name: person.name,
    email: 'socio@example.mx',
    status: 'rejected',
    depositCentavos: SETTING_DEFAULTS.applicationDepositCentavos,
    depositPaidAt: AT,
    directAccess: false,
    referralCode: null,
    productsOfInterest: ['premium_boxes'],
    investorAccountId: null,
    createdAt: AT,
  };
  const request: InformationRequestView = {
    id: '00000000-0000-4000-8000-000000000002',
    fullName: person.name,
    email: 'persona@example.mx',
    phone: '+52 33 1234 5678',
    cityState: person.other,
    interestType: 'investor',
    productsOfInterest: ['lifetime_memberships', person.other],
    howHeardAbout: '',
    submittedAt: AT,
  };
  const letter: LetterSubmissionView = {
    id: '00000000-0000-4000-8000-000000000003',
    name: person.name,
    email: 'representante@example.mx',
    submittedAt: AT,
    emailSent: false,
    letter: { version: '2026-11', sha256: 'a'.repeat(64), text: `Carta aceptada por ${person.name}` },
    idDocument: { contentType: 'image/png', sizeBytes: 2_400_000 },
  };
  const booking: PresentationBookingView = {
    id: '00000000-0000-4000-8000-000000000004',
    name: person.name,
    email: 'reserva@example.mx',
    phone: '+52 33 1234 5678',
    investmentRange: '10-20',
    productsOfInterest: ['premium_boxes'],
    additionalInfo: person.other,
    amountCentavos: SETTING_DEFAULTS.bookingDepositCentavos,
    status: 'paid',
    createdAt: AT,
    paidAt: AT,
    refundedAt: null,
  };
  const reservation: ReservationView = {
    id: '00000000-0000-4000-8000-000000000005',
    investorId: '00000000-0000-4000-8000-000000000006',
    unitCode: 'A1P',
    productType: 'premium_box',
    status: 'blocked',
    plan,
    reservationDepositCentavos: SETTING_DEFAULTS.unitReservationDepositCentavos,
    referenceNumber: 'CDM-MHXYZ-ABC123',
    expiresAt: AT,
    holdExpiresAt: AT,
    depositPaidAt: null,
  };
  const partner: PartnerView = {
    id: '00000000-0000-4000-8000-000000000007',
    name: person.name,
    email: 'socio@example.mx',
    reference: 'CDM-S-AB12CD',
    productPurchased: `Palco Premium A1P ${person.other}`,
    monthlyPaymentCentavos: plan.monthlyPaymentCentavos,
    nextPaymentDate: '2026-12-15',
    nextPaymentAmountCentavos: plan.monthlyPaymentCentavos,
    remainingBalanceCentavos: 900_000_000,
    isCurrentOnPayments: false,
    monthsOverdue: 2,
    overdueAmountCentavos: 11_185_084,
  };
  return { application, request, letter, booking, reservation, partner };
}

/** Every template, by name, with the values of one person. */
function everyTemplate(person: Person): Array<[string, () => Promise<RenderedEmail>]> {
  const { application, request, letter, booking, reservation, partner } = fixtures(person);
  const contact = 'direccion@cdm.test';
  return [
    ['passwordResetEmail', () => passwordResetEmail({ name: person.name })],
    ['passwordSetupEmail', () => passwordSetupEmail({ name: person.name })],
    ['applicationAuthorizedEmail', () => applicationAuthorizedEmail({ name: person.name, email: `${person.other}@example.mx` })],
    ['applicationReceivedEmail', () => applicationReceivedEmail(application, contact)],
    ['applicationReceivedEmail (direct access)', () => applicationReceivedEmail({ ...application, directAccess: true }, contact)],
    ['applicationStaffNotice', () => applicationStaffNotice(application)],
    ['applicationRejectedEmail', () => applicationRejectedEmail(application, contact)],
    ['informationRequestAcknowledgement', () => informationRequestAcknowledgement(request)],
    ['informationRequestStaffNotice', () => informationRequestStaffNotice(request)],
    ['letterOfIntentConfirmation', () => letterOfIntentConfirmation(letter)],
    ['letterOfIntentStaffNotice', () => letterOfIntentStaffNotice(letter, 'http://localhost:3000/admin/cartas')],
    ['partnerReminderEmail (upcoming)', () => partnerReminderEmail(partner, '2026-12-15', false, BANK)],
    ['partnerReminderEmail (overdue)', () => partnerReminderEmail(partner, '2026-12-15', true, BANK)],
    ['partnerStatementEmail', () => partnerStatementEmail(partner, BANK)],
    [
      'paymentConfirmationEmail',
      () => paymentConfirmationEmail({ name: person.name, depositLabel: depositLabel(SETTING_DEFAULTS.applicationDepositCentavos), contactEmail: contact }),
    ],
    ['presentationBookingReceipt', () => presentationBookingReceipt(booking, 'http://localhost:3000/agendar?a=1&b=2')],
    ['presentationBookingStaffNotice', () => presentationBookingStaffNotice(booking)],
    ['presentationBookingRefundNotice', () => presentationBookingRefundNotice(booking)],
    ['unitBlockedEmail', () => unitBlockedEmail(person.name, reservation, BANK)],
    ['reservationActivatedEmail', () => reservationActivatedEmail(person.name, reservation)],
    ['lateDepositRefundEmail', () => lateDepositRefundEmail(person.name, reservation)],
    ['depositUndoneEmail', () => depositUndoneEmail(person.name, reservation, BANK)],
    ['reservationReminderEmail', () => reservationReminderEmail(person.name, reservation, BANK)],
    ['quotationEmail', () => quotationEmail(person.name, plan)],
  ];
}

// React's escaping: SCRIPT → SCRIPT_ESCAPED, QUOTES → QUOTES_ESCAPED (checked below).
const escapeOnce = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

it('escapes the hostile values as React does', () => {
  expect(escapeOnce(SCRIPT)).toBe(SCRIPT_ESCAPED);
  expect(escapeOnce(QUOTES)).toBe(QUOTES_ESCAPED);
});

describe.each(PEOPLE)('every email rendered for a person with $label', (person) => {
  it.each(everyTemplate(person))('%s: markup renders, values are escaped once, and a text part says the same', async (_name, build) => {
    const email = await build();
    const all = `${email.subject}\n${email.html}\n${email.text}`;

    // No markup shown to the reader as text: nothing escaped twice, no tag in the text part.
    expect(email.html).not.toMatch(/&lt;\/?(p|strong|a|br|ol|ul|li|table|tr|td)\b/);
    expect(email.html).not.toMatch(/&amp;(lt|gt|quot|amp|#x27);/);
    expect(email.text).not.toMatch(/<\/?(p|strong|a|br|ol|ul|li|table|tr|td|span|div)\b[^>]*>/);
    expect(all).not.toMatch(/\b(undefined|NaN|null)\b|\[object Object\]/);

    // The person's values are there, in HTML escaped exactly once, in text as typed.
    const shown = [person.firstName, person.name, person.other].filter((value) => email.text.includes(value));
    expect(shown.length).toBeGreaterThan(0);
    for (const value of shown) expect(count(email.html, escapeOnce(value))).toBeGreaterThanOrEqual(1);
    expect(email.html).not.toContain('<script>');

    expect(email.text.trim().length).toBeGreaterThan(60);
    expect(email.html.startsWith('<!DOCTYPE html')).toBe(true);
    // Static markup: no React stream or text-seam comments (a search of the HTML finds each sentence whole);
    // the Outlook conditional comments of the buttons stay.
    expect(email.html).not.toMatch(/<!--(?: |\$|\/\$|html|head|body)-->/);
    expect(email.html).toContain('lang="es-MX"');
    expect(email.html).toContain('Zona Metropolitana de Guadalajara');
  });
});

describe("the spec's figures in the emails", () => {
  const person = PEOPLE[3];
  const { application, booking, reservation, partner } = fixtures(person);

  it('confirms the application deposit from the settings in whole pesos, and the board review in 3 to 5 business days', async () => {
    const email = await paymentConfirmationEmail({
      name: person.name,
      depositLabel: depositLabel(SETTING_DEFAULTS.applicationDepositCentavos),
      contactEmail: 'ceo@cdm.test',
    });
    for (const part of [email.html, email.text]) {
      expect(part).toContain('depósito en garantía de $10,000 MXN');
      expect(part).toContain('3 a 5 días hábiles');
      expect(part).toContain('ceo@cdm.test');
    }
    expect(email.text).toContain('Hola José Ñúñez:');
    expect(email.text).toMatch(/ 1\. Nuestro consejo evalúa/);
  });

  it('tells an applicant the next steps within 48 hours, and a rejected one that the deposit is refunded', async () => {
    const received = await applicationReceivedEmail(application, 'direccion@cdm.test');
    expect(received.text).toContain('48 horas');
    expect(received.text).toContain('3 a 5 días hábiles');
    expect(received.html).toContain('<strong>Ciudad Deporte Motor ZMG</strong>');
    const rejected = await applicationRejectedEmail(application, 'direccion@cdm.test');
    expect(rejected.html).toMatch(/<p[^>]*>Tu depósito en garantía es 100% reembolsable/);
    expect(rejected.text).toContain('100% reembolsable');
  });

  it('gives the booking deposit of 10,000 MXN and the refund time', async () => {
    const receipt = await presentationBookingReceipt(booking, 'http://localhost:3000/agendar');
    expect(receipt.text).toContain('depósito en garantía de $10,000 MXN el 21 de noviembre de 2026, 4:38 p.m. para reservar');
    expect(receipt.text).toContain(booking.id);
    const notice = await presentationBookingStaffNotice(booking);
    expect(notice.text).toContain('Rango de inversión: 10 - 20 millones MXN');
    expect(notice.text).toContain('Depósito: $10,000 MXN');
    const refund = await presentationBookingRefundNotice(booking);
    expect(refund.text).toContain('de 5 a 10 días hábiles');
  });

  it("writes the plan's figures in es-MX with centavos, label and value on one line of the text part", async () => {
    const email = await unitBlockedEmail(person.name, reservation, BANK);
    expect(email.text).toContain('Precio de lista: $10,000,000.00 MXN');
    expect(email.text).toContain('Descuento por enganche: 15%');
    expect(email.text).toContain('Mensualidades (20%): 36 × $53,271.83 MXN · día 15');
    expect(email.text).toContain('Total a pagar: $9,533,785.88 MXN');
    expect(email.text).toContain('Depósito de reservación: $100,000.00 MXN');
    expect(email.text).toContain('Enganche (40%): $3,400,000.00 MXN · 1 de diciembre de 2026');
    expect(email.text).toContain('hasta el 21 de noviembre de 2026, 4:38 p.m. (hora del centro de México)');
    expect(email.text).toContain('CDM-MHXYZ-ABC123');
    expect(email.html).toMatch(/<td[^>]*>Total a pagar<\/td><td[^>]*>\$9,533,785\.88 MXN<\/td>/);
  });

  it('ends a sentence that ends with a time with one period', async () => {
    const email = await reservationReminderEmail(person.name, reservation, BANK);
    expect(email.text).toContain('sigue bloqueada hasta el 21 de noviembre de 2026, 4:38 p.m. Paga el depósito de $100,000.00 MXN');
    expect(email.text).toContain('con la referencia CDM-MHXYZ-ABC123 para reservarla.');
    expect(`${email.html}${email.text}`).not.toContain('p.m..');
    const withoutReference = await reservationReminderEmail(person.name, { ...reservation, referenceNumber: null }, BANK);
    expect(withoutReference.text).toContain('desde tu portal para reservarla.');
  });

  it("reminds a partner of the instalment and states the overdue amount in bold (once, not as '<strong>' text)", async () => {
    const overdue = await partnerReminderEmail(partner, '2026-12-15', true, BANK);
    expect(overdue.subject).toBe(`Pago vencido · ${partner.productPurchased}`);
    expect(overdue.text).toContain('Tu pago de $53,271.83 MXN con vencimiento el 15 de diciembre de 2026 está pendiente.');
    expect(overdue.text).toContain('Adeudo vencido: $111,850.84 MXN (2 meses).');
    expect(overdue.html).toMatch(/<p[^>]*><strong>Adeudo vencido: \$111,850\.84 MXN \(2 meses\)\.<\/strong><\/p>/);
    const upcoming = await partnerReminderEmail({ ...partner, isCurrentOnPayments: true, monthsOverdue: 0 }, '2026-12-15', false, BANK);
    expect(upcoming.text).toContain('Te recordamos que tu próximo pago de $53,271.83 MXN vence el 15 de diciembre de 2026.');
    expect(upcoming.text).not.toContain('Adeudo');
  });

  it('sends the staff notice of an application as label and value, with the name as a value (not as markup)', async () => {
    const notice = await applicationStaffNotice({ ...application, name: PEOPLE[0].name });
    expect(notice.html).toContain(`${SCRIPT_ESCAPED} Pérez`);
    expect(notice.text).toContain(`Nombre: ${PEOPLE[0].name}`);
    expect(notice.text).toContain('Email: socio@example.mx');
  });

  it('writes the one-time link placeholder in the text part, where the worker fills it in', async () => {
    const email = await passwordResetEmail({ name: person.name });
    expect(email.text).toContain('{{link}}');
    expect(email.html).toContain('href="{{link}}"');
    expect(email.text).toContain('1 hora');
  });

  it("puts the bank's CLABE, bank and beneficiary beside the block's reference, in the blocked email and its reminder", async () => {
    for (const email of [await unitBlockedEmail(person.name, reservation, BANK), await reservationReminderEmail(person.name, reservation, BANK)]) {
      expect(email.text).toContain('Referencia: CDM-MHXYZ-ABC123');
      expect(email.text).toContain('CLABE: 032 180 00011835971 9');
      expect(email.text).toContain('Banco: BBVA México');
      expect(email.text).toContain('Beneficiario: Desarrolladora Ñúñez, S.A. de C.V.');
      expect(email.html).toMatch(/<td[^>]*>CLABE<\/td><td[^>]*>032 180 00011835971 9<\/td>/);
      expect(email.text).not.toContain('Datos de ejemplo');
    }
    const withoutReference = await reservationReminderEmail(person.name, { ...reservation, referenceNumber: null }, BANK);
    expect(withoutReference.text).not.toContain('CLABE');
  });

  it("gives a partner their stable CDM-S- reference beside the bank details, in the reminders and the statement's email", async () => {
    const emails = [
      await partnerReminderEmail(partner, '2026-12-15', true, BANK),
      await partnerReminderEmail(partner, '2026-12-15', false, BANK),
      await partnerStatementEmail(partner, BANK),
    ];
    for (const email of emails) {
      expect(email.text).toContain('Referencia: CDM-S-AB12CD');
      expect(email.text).toContain('CLABE: 032 180 00011835971 9');
      expect(email.text).toContain('Banco: BBVA México');
      expect(email.text).toContain('Beneficiario: Desarrolladora Ñúñez, S.A. de C.V.');
    }
    expect(emails[0].html).toMatch(/escribe tu referencia <strong>CDM-S-AB12CD<\/strong> en el concepto de pago/);
  });

  it('says when the CLABE is the local example', async () => {
    const email = await partnerReminderEmail(partner, '2026-12-15', false, { ...BANK, clabe: '000000000000000000' });
    expect(email.text).toContain('CLABE: 000 000 00000000000 0');
    expect(email.text).toContain('Datos de ejemplo: esta CLABE es ficticia');
  });
});
