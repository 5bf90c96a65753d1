import { PARTNER_PAYMENT_PROOF_FIELD } from '@cdm/contracts';
import { FilePicker, type FilePickerProps } from '@/ui/file-picker';

// What the picker offers; the server decides by the file's bytes all the same.
export const ACCEPTED_PROOF_FILES = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';

export type ProofPickerProps = Omit<FilePickerProps, 'name' | 'accept' | 'required'>;

/** The optional proof of a payment received. */
export function ProofPicker(props: ProofPickerProps) {
  return <FilePicker {...props} name={PARTNER_PAYMENT_PROOF_FIELD} accept={ACCEPTED_PROOF_FILES} />;
}
