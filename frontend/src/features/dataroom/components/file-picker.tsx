import { FilePicker as BaseFilePicker, type FilePickerProps as BaseFilePickerProps } from '@/ui/file-picker';

// What the picker offers; the server decides by the file's bytes all the same.
export const ACCEPTED_FILES =
  'application/pdf,image/jpeg,image/png,image/webp,text/csv,.pdf,.jpg,.jpeg,.png,.webp,.csv,.xlsx,.docx,.pptx,' +
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.wordprocessingml.document,' +
  'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export type FilePickerProps = Omit<BaseFilePickerProps, 'name' | 'accept' | 'required'>;

/** The document's file, required in both the upload and the replacement form. */
export function FilePicker(props: FilePickerProps) {
  return <BaseFilePicker {...props} name="file" accept={ACCEPTED_FILES} required />;
}
