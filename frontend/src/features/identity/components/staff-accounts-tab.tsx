import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { CreateStaffAccountDto, ResetStaffPasswordDto, STAFF_ROLES, type StaffMember } from '@cdm/contracts';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { asApiError, type ApiError } from '@/lib/api-client';
import type { CsvTable } from '@/lib/csv';
import { formatDateTime, mexicoCityIsoDateTime } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '@/ui/dialog';
import { FormField, Input, NativeSelect } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { Spinner } from '@/ui/spinner';
import { notifyFailure, RowActionButton, RowConfirmDialog, StaffList } from '@/ui/staff-list';
import type { StaffListColumn } from '@/ui/staff-list';
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

type RowHandlers = { currentStaffId: string; onReset: (member: StaffMember) => void; onToggle: (member: StaffMember) => void };

const columns = ({ currentStaffId, onReset, onToggle }: RowHandlers): StaffListColumn<StaffMember>[] => [
  {
    key: 'name',
    header: t.columns.name,
    className: 'font-semibold whitespace-nowrap',
    cell: (member) => (
      <>
        {member.name} {member.id === currentStaffId ? <span className="font-normal text-zinc-300">{t.you}</span> : null}
      </>
    ),
  },
  { key: 'email', header: t.columns.email, className: 'whitespace-nowrap', cell: (member) => member.email },
  { key: 'role', header: t.columns.role, className: 'whitespace-nowrap', cell: (member) => staffRoleLabel(member.role) },
  {
    key: 'status',
    header: t.columns.status,
    cell: (member) => (member.disabled ? <Badge tone="danger">{t.disabled}</Badge> : <Badge tone="success">{t.active}</Badge>),
  },
  { key: 'createdAt', header: t.columns.createdAt, className: 'whitespace-nowrap', cell: (member) => formatDateTime(member.createdAt) },
  {
    key: 'actions',
    header: t.columns.actions,
    hiddenHeader: true,
    cell: (member) => (
      <div className="flex justify-end gap-2 whitespace-nowrap">
        <RowActionButton variant="ghost" className="" label={t.resetPassword.action} subject={member.name} onClick={() => onReset(member)} />
        {member.id === currentStaffId ? null : (
          <RowActionButton
            variant="outline"
            className=""
            label={member.disabled ? t.enable.action : t.disable.action}
            subject={member.name}
            onClick={() => onToggle(member)}
          />
        )}
      </div>
    ),
  },
];

/** The "Personal" tab of /admin, for role admin only. */
export function StaffAccountsTab({ currentStaffId, onExportChange }: StaffAccountsTabProps) {
  const accounts = useStaffAccounts();
  const update = useUpdateStaffAccount();
  const [toToggle, setToToggle] = useState<StaffMember | null>(null);
  const [toReset, setToReset] = useState<StaffMember | null>(null);

  const confirmToggle = (member: StaffMember) => {
    const disabled = !member.disabled;
    update.mutate(
      { id: member.id, disabled },
      {
        onSuccess: () => {
          notify.success(disabled ? t.disable.success : t.enable.success, member.email);
          setToToggle(null);
        },
        onError: notifyFailure(t.updateError),
      },
    );
  };

  const toggleTexts = (member: StaffMember) => (member.disabled ? t.enable : t.disable);

  return (
    <StaffList
      texts={t}
      tableLabel={t.listLabel}
      query={accounts}
      data={accounts.data}
      columns={columns({ currentStaffId, onReset: setToReset, onToggle: setToToggle })}
      skeletonRows={3}
      empty={t.empty}
      csv={{ onExportChange, toCsv }}
    >
      <CreateStaffAccountForm />

      <RowConfirmDialog
        row={toToggle}
        onClose={() => setToToggle(null)}
        title={(member) => toggleTexts(member).title}
        description={(member) => toggleTexts(member).description(member.name)}
        confirmLabel={toToggle?.disabled ? t.enable.confirm : t.disable.confirm}
        busy={update.isPending}
        onConfirm={confirmToggle}
      />
      {toReset ? <ResetPasswordDialog member={toReset} onClose={() => setToReset(null)} /> : null}
    </StaffList>
  );
}
