/** GET /api/public-settings: live figures and links the public pages show. Money in MXN centavos. */
export type PublicSettings = {
  applicationDepositCentavos: number;
  bookingDepositCentavos: number;
  unitReservationDepositCentavos: number;
  /** Hours an unpaid block holds a unit (bank transfer, cancel route). */
  temporaryBlockHours: number;
  /** Days a paid or staff-confirmed deposit holds a unit pending the contract. */
  paidHoldDays: number;
  /** Annual interest of the payment plans, in basis points (800 = 8 %). */
  annualInterestBasisPoints: number;
  /** The paid reservation that activates an investor's referral program. */
  referralActivationCentavos: number;
  schedulingUrl: string;
  contactEmail: string;
  /** The account people pay into by transfer, shown beside every payment reference (BANK_* settings). */
  bankTransfer: BankTransferDetails;
};

/** CLABE (18 digits), bank and beneficiary; `example` while the local example CLABE is set (no real account). */
export type BankTransferDetails = { clabe: string; bankName: string; beneficiary: string; example: boolean };

// The gated deck (GET /api/deck/slides, only for an unlocked browser session) is data:
// the browser renders these blocks and holds none of their text in its bundle.
export type DeckBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'bullets'; items: string[] }
  | { type: 'stats'; items: Array<{ value: string; label: string }> }
  | { type: 'cards'; items: Array<{ title: string; body: string; items?: string[] }> }
  | { type: 'phases'; items: Array<{ title: string; period: string; items: string[] }> }
  | { type: 'risks'; items: Array<{ risk: string; mitigation: string; details: string[] }> }
  | { type: 'guarantees'; items: string[] }
  | { type: 'cta'; label: string; href: string; contactEmail: string };

export type DeckSlide = { id: string; eyebrow: string; title: string; subtitle?: string; blocks: DeckBlock[] };
export type DeckSlidesResponse = { slides: DeckSlide[] };
