import { CSV_DELIMITERS, STATEMENT_FORMATS, type CsvMapping, type StatementFormat } from '@cdm/contracts';
import { useState, type FormEvent } from 'react';
import { asApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FilePicker } from '@/ui/file-picker';
import { FormField, Input, NativeSelect } from '@/ui/form-field';
import { notify } from '@/ui/toaster';
import { useBankAccounts, useUploadStatement } from '../api/reconciliation';
import { reconciliationTexts as t } from '../texts';

type MappingField = Exclude<keyof CsvMapping, 'delimiter'>;
const MAPPING_FIELDS: ReadonlyArray<{ field: MappingField; optional: boolean }> = [
  { field: 'date', optional: false },
  { field: 'description', optional: false },
  { field: 'amount', optional: true },
  { field: 'credit', optional: true },
  { field: 'debit', optional: true },
  { field: 'reference', optional: true },
  { field: 'trackingKey', optional: true },
  { field: 'payerName', optional: true },
];
const EMPTY_MAPPING: CsvMapping = { delimiter: ',', date: '', description: '' };

/** What the person has typed and chosen so far. */
type UploadDraft = { accountNumber: string; format: StatementFormat; file: File | null; mapping: CsvMapping; editMapping: boolean };
const EMPTY_UPLOAD_DRAFT: UploadDraft = { accountNumber: '', format: 'camt053', file: null, mapping: EMPTY_MAPPING, editMapping: false };

/** Upload a statement; a CSV for an account without remembered columns asks for them first. */
export function UploadStatementForm({ onUploaded }: { onUploaded: (statementId: string) => void }) {
  const accounts = useBankAccounts();
  const upload = useUploadStatement();
  const [draft, setDraft] = useState<UploadDraft>(EMPTY_UPLOAD_DRAFT);
  const { accountNumber, format, file, mapping, editMapping } = draft;
  const change = (values: Partial<UploadDraft>) => setDraft((current) => ({ ...current, ...values }));
  const changeMapping = (values: Partial<CsvMapping>) => setDraft((current) => ({ ...current, mapping: { ...current.mapping, ...values } }));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const known = accounts.data?.find((account) => account.accountNumber === accountNumber.trim());
  const askMapping = format === 'csv' && (editMapping || !known?.csvMapping);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      setErrors({ file: t.upload.fileMissing });
      return;
    }
    setErrors({});
    upload
      .mutateAsync({ accountNumber: accountNumber.trim(), format, file, mapping: askMapping ? mapping : null })
      .then((summary) => {
        notify.success(t.upload.done, t.upload.doneDetail(summary.matched, summary.suggested, summary.duplicateLines));
        change({ file: null, editMapping: false });
        onUploaded(summary.id);
      })
      .catch((cause: unknown) => {
        const error = asApiError(cause);
        setErrors(Object.fromEntries(error.fieldErrors.map((fieldError) => [fieldError.field, fieldError.message])));
        notify.error(t.upload.failed, error.message);
      });
  };

  return (
    <Card className="p-5">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <h3 className="text-lg font-semibold text-white">{t.upload.title}</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t.upload.account} hint={t.upload.accountHint} error={errors.accountNumber}>
            {(control) => (
              <>
                <Input {...control} name="accountNumber" list="reconciliation-accounts" inputMode="text" autoComplete="off" value={accountNumber} onChange={(event) => change({ accountNumber: event.target.value })} />
                <datalist id="reconciliation-accounts">
                  {accounts.data?.map((account) => <option key={account.id} value={account.accountNumber} />)}
                </datalist>
              </>
            )}
          </FormField>
          <FormField label={t.upload.format} error={errors.format}>
            {(control) => (
              <NativeSelect {...control} name="format" value={format} onChange={(event) => change({ format: event.target.value as StatementFormat })}>
                {STATEMENT_FORMATS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={t.upload.file} error={errors.file}>
            {(control) => <FilePicker {...control} name="file" accept={format === 'csv' ? '.csv,text/csv' : '.xml,application/xml,text/xml'} file={file} invalid={Boolean(errors.file)} onChange={(picked) => change({ file: picked })} />}
          </FormField>
        </div>
        {format === 'csv' && known?.csvMapping && !editMapping ? (
          <div>
            <Button variant="ghost" onClick={() => change({ mapping: known.csvMapping as CsvMapping, editMapping: true })}>
              {t.mapping.edit}
            </Button>
          </div>
        ) : null}
        {askMapping ? (
          <fieldset className="grid gap-4 rounded-md border border-graphite-600 p-4 sm:grid-cols-3">
            <legend className="px-1 text-sm font-semibold text-zinc-100">{t.mapping.legend}</legend>
            <p className="text-sm text-zinc-300 sm:col-span-3">{t.mapping.hint}</p>
            <FormField label={t.mapping.delimiter} error={errors.delimiter}>
              {(control) => (
                <NativeSelect {...control} name="delimiter" value={mapping.delimiter} onChange={(event) => changeMapping({ delimiter: event.target.value as CsvMapping['delimiter'] })}>
                  {CSV_DELIMITERS.map((delimiter) => (
                    <option key={delimiter} value={delimiter}>
                      {t.mapping.delimiters[delimiter]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {MAPPING_FIELDS.map(({ field, optional }) => (
              <FormField key={field} label={optional ? `${t.mapping[field]} (${t.mapping.optional})` : t.mapping[field]} error={errors[field]}>
                {(control) => <Input {...control} name={field} autoComplete="off" value={mapping[field] ?? ''} onChange={(event) => changeMapping({ [field]: event.target.value })} />}
              </FormField>
            ))}
          </fieldset>
        ) : null}
        <div>
          <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending}>
            {upload.isPending ? t.upload.submitting : t.upload.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
