// Public API of the referrals context: its module. It answers the applications context's
// ValidateReferralCodeQuery and reacts to reservations' events; nothing else is public yet.
export { ReferralsModule } from './referrals.module';
