import { advancePayment, advanceRefund, isChargeableAmount } from './payment-progress';

describe('advancePayment', () => {
  it('moves forward from requires_payment through processing to succeeded', () => {
    expect(advancePayment('requires_payment', 'processing')).toBe('processing');
    expect(advancePayment('processing', 'succeeded')).toBe('succeeded');
  });

  it('never lets a late processing undo succeeded', () => {
    expect(advancePayment('succeeded', 'processing')).toBe('succeeded');
    expect(advancePayment('succeeded', 'requires_payment')).toBe('succeeded');
    expect(advancePayment('succeeded', 'failed')).toBe('succeeded');
  });

  it('keeps canceled final', () => {
    expect(advancePayment('canceled', 'succeeded')).toBe('canceled');
  });

  it('lets a declined card be retried, but not go back from processing', () => {
    expect(advancePayment('requires_payment', 'failed')).toBe('failed');
    expect(advancePayment('failed', 'requires_payment')).toBe('requires_payment');
    expect(advancePayment('failed', 'succeeded')).toBe('succeeded');
    expect(advancePayment('processing', 'failed')).toBe('processing');
  });
});

describe('advanceRefund', () => {
  it('settles a pending refund and keeps a settled one', () => {
    expect(advanceRefund(null, 'pending')).toBe('pending');
    expect(advanceRefund('pending', 'succeeded')).toBe('succeeded');
    expect(advanceRefund('succeeded', 'pending')).toBe('succeeded');
    expect(advanceRefund('failed', 'succeeded')).toBe('failed');
  });
});

describe('isChargeableAmount', () => {
  it('accepts whole centavos from 1,000 and refuses the rest', () => {
    expect(isChargeableAmount(1_000)).toBe(true);
    expect(isChargeableAmount(10_000_00)).toBe(true);
    expect(isChargeableAmount(999)).toBe(false);
    expect(isChargeableAmount(1_000.5)).toBe(false);
    expect(isChargeableAmount(Number.NaN)).toBe(false);
  });
});
