import type { LetterSubmissionView } from '../../leads';
import { emailLayout, html, RenderedEmail } from './layout';

export const LETTER_CONFIRMATION_TEMPLATE = 'letter-of-intent.confirmation';

const ID_DOCUMENT_LABELS: Record<string, string> = {
  'image/jpeg': 'imagen JPG',
  'image/png': 'imagen PNG',
  'image/webp': 'imagen WebP',
  'application/pdf': 'PDF',
};

const mexicoCityDateTime = (date: Date) =>
  date.toLocaleString('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long', timeStyle: 'short' });

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MB`;

/** To the representative: the acceptance is recorded, with the exact letter they accepted attached. */
export function letterOfIntentConfirmation(submission: LetterSubmissionView): RenderedEmail {
  const subject = 'Recibimos tu carta de intención aceptada · Ciudad Deporte Motor ZMG';
  const firstName = submission.name.trim().split(/\s+/)[0];
  const acceptedAt = mexicoCityDateTime(submission.submittedAt);
  const body = html`<p>Hola ${firstName}:</p>
<p>Registramos tu aceptación de la <strong>Carta de Intención - Ciudad Deporte Motor ZMG</strong> el ${acceptedAt} (hora del centro de México), junto con tu identificación oficial.</p>
<p>Adjuntamos el texto exacto que aceptaste (versión ${submission.letter.version}). Nuestro equipo se pondrá en contacto contigo en un plazo de 24 horas para continuar con el proceso.</p>
<p style="font-size:13px;color:#71717a">Huella digital de la carta aceptada (SHA-256): ${submission.letter.sha256}</p>
<p>Si no realizaste esta aceptación, responde a este correo.</p>
<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName}:`,
    '',
    `Registramos tu aceptación de la Carta de Intención - Ciudad Deporte Motor ZMG el ${acceptedAt} (hora del centro de México), junto con tu identificación oficial.`,
    '',
    `Adjuntamos el texto exacto que aceptaste (versión ${submission.letter.version}). Nuestro equipo se pondrá en contacto contigo en un plazo de 24 horas para continuar con el proceso.`,
    '',
    `Huella digital de la carta aceptada (SHA-256): ${submission.letter.sha256}`,
    '',
    'Si no realizaste esta aceptación, responde a este correo.',
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return {
    template: LETTER_CONFIRMATION_TEMPLATE,
    subject,
    html: emailLayout(subject, body),
    text,
    attachments: [
      {
        filename: `carta-de-intencion-aceptada-${submission.letter.version}.txt`,
        contentType: 'text/plain; charset=utf-8',
        content: submission.letter.text,
      },
    ],
  };
}

/** To staff: who accepted and where to see the ID. The ID file itself never travels by email. */
export function letterOfIntentStaffNotice(submission: LetterSubmissionView, adminUrl: string): RenderedEmail {
  const subject = `Nueva carta de intención aceptada: ${submission.name}`;
  const rows: Array<[string, string]> = [
    ['Nombre', submission.name],
    ['Email', submission.email],
    ['Fecha', mexicoCityDateTime(submission.submittedAt)],
    ['Versión de la carta', submission.letter.version],
    ['INE', `${ID_DOCUMENT_LABELS[submission.idDocument.contentType] ?? submission.idDocument.contentType}, ${megabytes(submission.idDocument.sizeBytes)}`],
  ];
  const body =
    html`<p>Un representante aceptó la carta de intención en el portal de socios.</p>` +
    `<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(([label, value]) => html`<tr><td style="color:#71717a">${label}</td><td><strong>${value}</strong></td></tr>`)
      .join('')}</table>` +
    html`<p>La identificación está en el panel del personal: <a href="${adminUrl}">${adminUrl}</a></p>`;
  const text = [
    'Un representante aceptó la carta de intención en el portal de socios.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `La identificación está en el panel del personal: ${adminUrl}`,
  ].join('\n');
  return { template: 'letter-of-intent.staff-notice', subject, html: emailLayout(subject, body), text };
}
