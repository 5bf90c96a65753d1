import { formatFileSize, formatLongDateTime } from '@cdm/domain';
import type { LetterSubmissionView } from '../../leads';
import { Details, Greeting, P, renderEmail, RenderedEmail, Signature, WebLink } from './layout';

export const LETTER_CONFIRMATION_TEMPLATE = 'letter-of-intent.confirmation';

const ID_DOCUMENT_LABELS: Record<string, string> = {
  'image/jpeg': 'imagen JPG',
  'image/png': 'imagen PNG',
  'image/webp': 'imagen WebP',
  'application/pdf': 'PDF',
};

/** To the representative: the acceptance is recorded, with the exact letter they accepted attached. */
export function letterOfIntentConfirmation(submission: LetterSubmissionView): Promise<RenderedEmail> {
  const acceptedAt = formatLongDateTime(submission.submittedAt);
  return renderEmail({
    template: LETTER_CONFIRMATION_TEMPLATE,
    subject: 'Recibimos tu carta de intención aceptada · Ciudad Deporte Motor ZMG',
    body: (
      <>
        <Greeting name={submission.name.trim().split(/\s+/)[0]} />
        <P>
          Registramos tu aceptación de la <strong>Carta de Intención - Ciudad Deporte Motor ZMG</strong>
          {` el ${acceptedAt} (hora del centro de México), junto con tu identificación oficial.`}
        </P>
        <P>
          {`Adjuntamos el texto exacto que aceptaste (versión ${submission.letter.version}). Nuestro equipo se pondrá en contacto contigo en un plazo de 24 horas para continuar con el proceso.`}
        </P>
        <P muted>{`Huella digital de la carta aceptada (SHA-256): ${submission.letter.sha256}`}</P>
        <P>Si no realizaste esta aceptación, responde a este correo.</P>
        <Signature />
      </>
    ),
    attachments: [
      {
        filename: `carta-de-intencion-aceptada-${submission.letter.version}.txt`,
        contentType: 'text/plain; charset=utf-8',
        content: submission.letter.text,
      },
    ],
  });
}

/** To staff: who accepted and where to see the ID. The ID file itself never travels by email. */
export function letterOfIntentStaffNotice(submission: LetterSubmissionView, adminUrl: string): Promise<RenderedEmail> {
  const idDocument = ID_DOCUMENT_LABELS[submission.idDocument.contentType] ?? submission.idDocument.contentType;
  return renderEmail({
    template: 'letter-of-intent.staff-notice',
    subject: `Nueva carta de intención aceptada: ${submission.name}`,
    body: (
      <>
        <P>Un representante aceptó la carta de intención en el portal de socios.</P>
        <Details
          rows={[
            ['Nombre', submission.name],
            ['Email', submission.email],
            ['Fecha', formatLongDateTime(submission.submittedAt)],
            ['Versión de la carta', submission.letter.version],
            ['INE', `${idDocument}, ${formatFileSize(submission.idDocument.sizeBytes)}`],
          ]}
        />
        <P>
          La identificación está en el panel del personal: <WebLink href={adminUrl} />
        </P>
      </>
    ),
  });
}
