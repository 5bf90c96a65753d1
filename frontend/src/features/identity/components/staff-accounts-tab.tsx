import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { CreateStaffAccountDto, ResetStaffPasswordDto, STAFF_ROLES, type StaffMember } from '@cdm/contracts';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { asApiError, type ApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, mexicoCityIsoDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { FormField, Input, NativeSelect } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { Spinner } from '@/ui/spinner';
import { StaffTabHeader } from '@/ui/staff-tab';
import { EmptyState, ErrorState } from '@/ui/states';
import { SkeletonRows, Table, TableRegion, Td, Th } from '@/ui/table';
import { notify } from '@/ui/toaster';
import { useCreateStaffAccount, useResetStaffPassword, useStaffAccounts, useUpdateStaffAccount } from '../api/staff-accounts';
import { staffRoleLabel, staffAccountsTexts as t } from '../texts';

type CreateFormValues = Omit<CreateStaffAccountDto, 'role'> & { role: CreateStaffAccountDto['role'] | '' };

const createResolver = classValidatorResolver(CreateStaffAccountDto) as Resolver<CreateFormValues, unknown, CreateStaffAccountDto>;
const resetResolver = classValidatorResolver(ResetStaffPasswordDto);
const createDefaults: CreateFormValues = { email: '', name: '', role: 'advisor', password: '' };
const createFields = ['email', 'name', 'role', 'password'] as const;

function isCreateField(field: string): field is (typeof createFields)[number] {
  return (createFields as readonly string[]).includes(field);
}

function CreateStaffAccountForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateFormValues, unknown, CreateStaffAccountDto>({ resolver: createResolver, defaultValues: createDefaults });
  const create = useCreateStaffAccount();

  const showError = (error: ApiError) => {
    if (error.code === 'email_taken') {
      setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
    } else if (error.status === 400) {
      error.fieldErrors
        .filter(({ field }) => isCreateField(field))
        .forEach(({ field, message }, index) => setError(field as (typeof createFields)[number], { type: 'server', message }, { shouldFocus: index === 0 }));
    }
    notify.error(t.create.error, error.message);
  };

  const onSubmit = handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(
      { ...values, email: values.email.trim(), name: values.name.trim() },
      {
        onSuccess: (member) => {
          notify.success(t.create.success, t.create.successDescription(member.email));
          reset(createDefaults);
        },
        onError: (error) => showError(asApiError(error)),
      },
    );
  });

  return (
    <Card aria-labelledby="create-staff-heading" className="p-4 sm:p-6">
      <h3 id="create-staff-heading" className="font-display text-lg font-bold text-white uppercase">
        {t.create.heading}
      </h3>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 md:grid-cols-2" aria-busy={create.isPending}>
        <FormField label={t.create.name} error={errors.name?.message}>
          {(control) => <Input {...control} {...register('name')} autoComplete="off" aria-required="true" />}
        </FormField>
        <FormField label={t.create.email} error={errors.email?.message}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" inputMode="email" aria-required="true" />}
        </FormField>
        <FormField label={t.create.role} error={errors.role?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('role')} aria-required="true">
              {STAFF_ROLES.map((role) => (
                <option key={role.value} value={role.value}>
                  {role.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t.create.password} hint={t.create.passwordHint} error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" aria-required="true" />}
        </FormField>
        <div className="md:col-span-2">
          <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
            {create.isPending ? <Spinner /> : null}
            {create.isPending ? t.create.submitting : t.create.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ResetPasswordDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetStaffPasswordDto>({ resolver: resetResolver, defaultValues: { password: '' } });
  const resetPassword = useResetStaffPassword();

  const onSubmit = handleSubmit(({ password }) => {
    if (resetPassword.isPending) return;
    resetPassword.mutate(
      { id: member.id, password },
      {
        onSuccess: () => {
          notify.success(t.resetPassword.success, member.email);
          onClose();
        },
        onError: (cause) => {
          const error = asApiError(cause);
          const fieldError = error.fieldErrors.find(({ field }) => field === 'password');
          if (fieldError) setError('password', { type: 'server', message: fieldError.message }, { shouldFocus: true });
          notify.error(t.resetPassword.error, error.message);
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => (open || resetPassword.isPending ? undefined : onClose())}>
      <DialogContent title={t.resetPassword.title} description={t.resetPassword.description(member.name)} size="md">
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-busy={resetPassword.isPending}>
          <DialogBody>
            <FormField label={t.resetPassword.password} hint={t.create.passwordHint} error={errors.password?.message}>
              {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" aria-required="true" />}
            </FormField>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={resetPassword.isPending}>
                {t.resetPassword.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={resetPassword.isPending}>
              {resetPassword.isPending ? <Spinner /> : null}
              {resetPassword.isPending ? t.resetPassword.submitting : t.resetPassword.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function toCsv(members: StaffMember[]): CsvTable {
  return {
    name: t.csvName,
    columns: [t.columns.name, t.columns.email, t.columns.role, t.columns.status, t.columns.createdAt],
    rows: members.map((member) => [
      member.name,
      member.email,
      staffRoleLabel(member.role),
      member.disabled ? t.disabled : t.active,
      mexicoCityIsoDateTime(member.createdAt),
    ]),
  };
}

export type StaffAccountsTabProps = {
  currentStaffId: string;
  onExportChange?: (table: CsvTable | null) => void;
};

/** The "Personal" tab of /admin, for role admin only. */
export function StaffAccountsTab({ currentStaffId, onExportChange }: StaffAccountsTabProps) {
  const accounts = useStaffAccounts();
  const update = useUpdateStaffAccount();
  const [toToggle, setToToggle] = useState<StaffMember | null>(null);
  const [toReset, setToReset] = useState<StaffMember | null>(null);

  useEffect(() => {
    onExportChange?.(accounts.data ? toCsv(accounts.data) : null);
  }, [accounts.data, onExportChange]);
  useEffect(() => () => onExportChange?.(null), [onExportChange]);

  const confirmToggle = () => {
    if (!toToggle) return;
    const disabled = !toToggle.disabled;
    update.mutate(
      { id: toToggle.id, disabled },
      {
        onSuccess: () => {
          notify.success(disabled ? t.disable.success : t.enable.success, toToggle.email);
          setToToggle(null);
        },
        onError: (error) => notify.error(t.updateError, asApiError(error).message),
      },
    );
  };

  const toggleTexts = toToggle?.disabled ? t.enable : t.disable;

  return (
    <div className="grid grid-cols-1 gap-6">
      <StaffTabHeader title={t.heading} description={t.description} />

      <TableRegion label={t.listLabel}>
        <Table>
          <thead>
            <tr>
              <Th>{t.columns.name}</Th>
              <Th>{t.columns.email}</Th>
              <Th>{t.columns.role}</Th>
              <Th>{t.columns.status}</Th>
              <Th>{t.columns.createdAt}</Th>
              <Th>
                <span className="sr-only">{t.columns.actions}</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {accounts.isPending ? <SkeletonRows columns={6} rows={3} /> : null}
            {accounts.data?.map((member) => (
              <tr key={member.id}>
                <Td className="font-semibold whitespace-nowrap">
                  {member.name} {member.id === currentStaffId ? <span className="font-normal text-zinc-300">{t.you}</span> : null}
                </Td>
                <Td className="whitespace-nowrap">{member.email}</Td>
                <Td className="whitespace-nowrap">{staffRoleLabel(member.role)}</Td>
                <Td>{member.disabled ? <Badge tone="danger">{t.disabled}</Badge> : <Badge tone="success">{t.active}</Badge>}</Td>
                <Td className="whitespace-nowrap">{formatDateTime(member.createdAt)}</Td>
                <Td>
                  <div className="flex justify-end gap-2 whitespace-nowrap">
                    <Button variant="ghost" onClick={() => setToReset(member)}>
                      {t.resetPassword.action}
                      <span className="sr-only"> {member.name}</span>
                    </Button>
                    {member.id === currentStaffId ? null : (
                      <Button variant="outline" onClick={() => setToToggle(member)}>
                        {member.disabled ? t.enable.action : t.disable.action}
                        <span className="sr-only"> {member.name}</span>
                      </Button>
                    )}
                  </div>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        {accounts.isError ? <ErrorState message={t.loadError} retryLabel={t.retry} onRetry={() => void accounts.refetch()} /> : null}
        {accounts.data?.length === 0 ? <EmptyState title={t.empty} /> : null}
      </TableRegion>

      <CreateStaffAccountForm />

      <ConfirmDialog
        open={toToggle !== null}
        onOpenChange={(open) => (open ? undefined : setToToggle(null))}
        title={toggleTexts.title}
        description={toToggle ? toggleTexts.description(toToggle.name) : undefined}
        confirmLabel={toggleTexts.confirm}
        busy={update.isPending}
        onConfirm={confirmToggle}
      />
      {toReset ? <ResetPasswordDialog member={toReset} onClose={() => setToReset(null)} /> : null}
    </div>
  );
}
