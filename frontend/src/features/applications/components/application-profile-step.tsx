import { APPLICATION_INVESTMENT_RANGES, APPLICATION_PRODUCTS, type InvestorApplicationDto } from '@cdm/contracts';
import { useId } from 'react';
import { InvestmentFields, OptionalInput, OptionalTextArea } from '@/lib/wizard/step-fields';
import type { StepWizardForm } from '@/lib/wizard/use-step-wizard';
import { FormField, Input } from '@/ui/form-field';
import type { ApplicationFormValues } from '../application-storage';
import { applicationTexts as t } from '../texts';
import { ReferralCodeStatus, type useReferralCheck } from './referral-code-status';

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Step 2 of /aplicar: the investment profile, and the referral code checked as the field is left. */
export function ApplicationProfileStep({ wizard, referral }: { wizard: StepWizardForm<ApplicationFormValues, InvestorApplicationDto>; referral: ReturnType<typeof useReferralCheck> }) {
  const { field, form } = wizard;
  const referralStatusId = useId();
  const codeError = form.formState.errors.referralCode?.message;
  const referralCodeField = form.register('referralCode', {
    setValueAs: trim,
    onChange: () => {
      referral.reset();
      if (form.getFieldState('referralCode').error) form.clearErrors('referralCode');
    },
    onBlur: (event: { target: { value: string } }) => {
      const code = event.target.value.trim();
      // Leaving the field without changing it keeps the result it already has.
      if (referral.check.status !== 'idle' && referral.check.status !== 'failed' && 'code' in referral.check && referral.check.code === code) return;
      void referral.validate(code);
    },
  });

  return (
    <>
      <InvestmentFields field={field} texts={t} ranges={APPLICATION_INVESTMENT_RANGES} products={APPLICATION_PRODUCTS} />
      <OptionalTextArea label={t.fields.previousExperience} hint={t.optional} placeholder={t.placeholders.previousExperience} rows={3} binding={field('previousExperience')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <OptionalInput label={t.fields.referredBy} hint={t.optional} placeholder={t.placeholders.referredBy} maxLength={120} binding={field('referredBy', { trim: true })} />
        <div>
          <FormField label={t.fields.referralCode} hint={t.optional} error={codeError}>
            {(fieldControl) => (
              <Input
                {...fieldControl}
                {...referralCodeField}
                aria-describedby={[fieldControl['aria-describedby'], referralStatusId].filter(Boolean).join(' ')}
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                placeholder={t.placeholders.referralCode}
              />
            )}
          </FormField>
          {/* A message of the form itself (too long) replaces the result of the check. */}
          <ReferralCodeStatus id={referralStatusId} check={codeError ? { status: 'idle' } : referral.check} />
        </div>
      </div>
      <p className="-mt-3 text-xs text-zinc-400">{t.referralHint}</p>
      <OptionalTextArea label={t.fields.additionalInfo} hint={t.optional} placeholder={t.placeholders.additionalInfo} rows={3} binding={field('additionalInfo')} />
    </>
  );
}
