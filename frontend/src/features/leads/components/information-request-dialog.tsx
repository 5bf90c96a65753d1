import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import {
  HOW_HEARD_ABOUT,
  INTEREST_TYPES,
  PRODUCTS_OF_INTEREST,
  SubmitInformationRequestDto,
  type FieldError,
  type HowHeardAbout,
  type InterestType,
  type ProductOfInterest,
} from '@cdm/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { withAttribution } from '@/lib/attribution';
import { Button } from '@/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { Checkbox, CheckboxGroupField, FormField, Input, NativeSelect } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { useSubmitInformationRequest, type InformationRequestBody } from '../api/submit-information-request';
import { informationRequestTexts as t } from '../texts';

type InformationRequestFormValues = {
  fullName: string;
  email: string;
  phone: string;
  cityState: string;
  interestType: InterestType | '';
  productsOfInterest: ProductOfInterest[];
  howHeardAbout: HowHeardAbout | '';
};

const defaultValues: InformationRequestFormValues = {
  fullName: '',
  email: '',
  phone: '',
  cityState: '',
  interestType: '',
  productsOfInterest: [],
  howHeardAbout: '',
};

const formFields = Object.keys(defaultValues) as Array<keyof InformationRequestFormValues>;

function isFormField(field: string): field is keyof InformationRequestFormValues {
  return (formFields as string[]).includes(field);
}

// The same class the API validates with, so both give the same Spanish messages. The form holds
// '' in its selects until a choice is made, which the DTO type does not allow but the DTO rejects.
const resolver = classValidatorResolver(SubmitInformationRequestDto) as Resolver<
  InformationRequestFormValues,
  unknown,
  SubmitInformationRequestDto
>;

function toRequestBody(values: SubmitInformationRequestDto): InformationRequestBody {
  return withAttribution({
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    cityState: values.cityState ?? '',
    interestType: values.interestType,
    productsOfInterest: values.productsOfInterest,
    howHeardAbout: values.howHeardAbout ?? '',
  });
}

export type InformationRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function InformationRequestDialog({ open, onOpenChange }: InformationRequestDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InformationRequestFormValues, unknown, SubmitInformationRequestDto>({ resolver, defaultValues });
  const submission = useSubmitInformationRequest();
  const isSubmitting = submission.isPending;

  const showServerFieldErrors = (fieldErrors: FieldError[]) => {
    const known = fieldErrors
      .map(({ field, message }) => ({ field: field.split('.')[0] ?? field, message }))
      .filter((error): error is { field: keyof InformationRequestFormValues; message: string } => isFormField(error.field));
    known.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
  };

  const onSubmit = handleSubmit((values) => {
    if (submission.isPending) return;
    submission.mutate(toRequestBody(values), {
      onSuccess: () => {
        notify.success(t.successTitle, t.successDescription);
        reset(defaultValues);
        onOpenChange(false);
      },
      onError: (error) => {
        // Too many requests: the server's Spanish message says how long to wait; what was typed stays.
        if (error instanceof ApiError && error.status === 429) return notify.error(t.errorTitle, error.message);
        notify.error(t.errorTitle, t.errorDescription);
        if (error instanceof ApiError && error.status === 400) showServerFieldErrors(error.fieldErrors);
      },
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.title} description={t.description}>
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-busy={isSubmitting}>
          <DialogBody className="grid gap-4">
            <p className="text-xs text-zinc-400">{t.requiredNote}</p>

            <FormField label={t.fields.fullName} error={errors.fullName?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('fullName')}
                  type="text"
                  autoComplete="name"
                  aria-required="true"
                  placeholder={t.placeholders.fullName}
                />
              )}
            </FormField>

            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t.fields.email} error={errors.email?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...register('email')}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    aria-required="true"
                    placeholder={t.placeholders.email}
                  />
                )}
              </FormField>
              <FormField label={t.fields.phone} error={errors.phone?.message}>
                {(control) => (
                  <Input
                    {...control}
                    {...register('phone')}
                    type="tel"
                    autoComplete="tel"
                    aria-required="true"
                    placeholder={t.placeholders.phone}
                  />
                )}
              </FormField>
            </div>

            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t.fields.cityState} hint={t.optional} error={errors.cityState?.message}>
                {(control) => <Input {...control} {...register('cityState')} type="text" placeholder={t.placeholders.cityState} />}
              </FormField>
              <FormField label={t.fields.interestType} error={errors.interestType?.message}>
                {(control) => (
                  <NativeSelect {...control} {...register('interestType')} aria-required="true">
                    <option value="">{t.selectPlaceholder}</option>
                    {INTEREST_TYPES.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            </div>

            <CheckboxGroupField legend={t.fields.productsOfInterest} error={errors.productsOfInterest?.message}>
              {(control) => (
                <div className="grid gap-2 sm:grid-cols-2">
                  {PRODUCTS_OF_INTEREST.map((option) => (
                    <Checkbox
                      key={option.value}
                      label={option.label}
                      value={option.value}
                      aria-invalid={control['aria-invalid']}
                      {...register('productsOfInterest')}
                    />
                  ))}
                </div>
              )}
            </CheckboxGroupField>

            <FormField label={t.fields.howHeardAbout} hint={t.optional} error={errors.howHeardAbout?.message}>
              {(control) => (
                <NativeSelect {...control} {...register('howHeardAbout')}>
                  <option value="">{t.selectPlaceholder}</option>
                  {HOW_HEARD_ABOUT.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t.cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting} className="sm:min-w-32">
              {isSubmitting ? (
                <>
                  <span
                    aria-hidden="true"
                    className="size-4 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin"
                  />
                  {t.submitting}
                </>
              ) : (
                t.submit
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
