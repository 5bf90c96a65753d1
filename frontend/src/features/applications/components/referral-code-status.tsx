import { APPLICATION_MESSAGES as m } from '@cdm/contracts';
import { clsx } from 'clsx';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { validateReferralCode } from '../api/submit-application';
import { applicationTexts as t } from '../texts';

export type ReferralCheck =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; ownerName: string }
  | { status: 'invalid'; code: string; message: string }
  | { status: 'failed'; code: string; message: string };

const IDLE: ReferralCheck = { status: 'idle' };

/**
 * investor-portal.md §5: the referral code is checked when the field loses focus; an empty code clears the result
 * and any edit clears it too. Only the answer to the latest check is kept.
 */
export function useReferralCheck() {
  const [check, setCheck] = useState<ReferralCheck>(IDLE);
  const latest = useRef(0);

  const reset = useCallback(() => {
    latest.current += 1;
    setCheck(IDLE);
  }, []);

  const validate = useCallback(async (raw: string) => {
    const code = raw.trim();
    const request = ++latest.current;
    if (code === '') {
      setCheck(IDLE);
      return;
    }
    setCheck({ status: 'checking', code });
    let next: ReferralCheck;
    try {
      const answer = await validateReferralCode(code);
      next =
        answer.valid && answer.referralData
          ? { status: 'valid', code, ownerName: answer.referralData.ownerName }
          : { status: 'invalid', code, message: answer.error || m.referralInvalid };
    } catch (cause) {
      // Too many checks from this connection: the server's message says how long to wait.
      const message = cause instanceof ApiError && cause.status === 429 ? cause.message : m.referralNetworkError;
      next = { status: 'failed', code, message };
    }
    if (request === latest.current) setCheck(next);
  }, []);

  /** Shows a result the server gave elsewhere (the submit refusing the code). */
  const refuse = useCallback((code: string, message: string) => {
    latest.current += 1;
    setCheck({ status: 'invalid', code, message: message || m.referralInvalid });
  }, []);

  return { check, validate, reset, refuse };
}

/** The result under the field, in a live region that is always there so every change is announced. */
export function ReferralCodeStatus({ id, check }: { id: string; check: ReferralCheck }) {
  let message = '';
  if (check.status === 'checking') message = t.referralChecking;
  else if (check.status === 'valid') message = m.referralValid(check.ownerName);
  else if (check.status === 'invalid' || check.status === 'failed') message = check.message;
  return (
    <p
      id={id}
      role="status"
      className={clsx(
        'mt-1.5 min-h-5 text-sm font-medium',
        check.status === 'valid' && 'text-emerald-300',
        (check.status === 'invalid' || check.status === 'failed') && 'text-race-300',
        check.status === 'checking' && 'text-zinc-300',
      )}
    >
      {message}
    </p>
  );
}
