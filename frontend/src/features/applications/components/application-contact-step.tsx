import { ContactFields, OptionalInput } from '@/lib/wizard/step-fields';
import type { BindField } from '@/lib/wizard/use-step-wizard';
import type { ApplicationFormValues } from '../application-storage';
import { applicationTexts as t } from '../texts';

/** Step 1 of /aplicar: the contact fields, then the professional networks (optional). */
export function ApplicationContactStep({ field }: { field: BindField<ApplicationFormValues> }) {
  return (
    <>
      <ContactFields field={field} texts={t} />
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold text-zinc-300">{t.socialHeading}</legend>
        {(['linkedin', 'instagram', 'facebook'] as const).map((name) => (
          <OptionalInput key={name} label={t.fields[name]} hint={t.optional} placeholder={t.placeholders[name]} maxLength={200} autoComplete="url" binding={field(name, { trim: true })} />
        ))}
      </fieldset>
    </>
  );
}
