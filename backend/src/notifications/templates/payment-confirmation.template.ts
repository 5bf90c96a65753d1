import { emailLayout, html, RenderedEmail } from './layout';

export type PaymentConfirmationData = { name: string; depositLabel: string; contactEmail: string };

const formatMxn = (centavos: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 }).format(centavos / 100);

export function depositLabel(centavos: number): string {
  return `${formatMxn(centavos)} MXN`;
}

/** The application-deposit confirmation (spec investor-portal §2.7); staff preview it at /email-preview. */
export function paymentConfirmationEmail({ name, depositLabel: amount, contactEmail }: PaymentConfirmationData): RenderedEmail {
  const subject = 'Confirmación de tu depósito en garantía · Ciudad Deporte Motor ZMG';
  const steps = [
    'Nuestro consejo evalúa tu aplicación en un plazo de 3 a 5 días hábiles.',
    'Te enviaremos por correo el resultado y, si es aprobada, tus credenciales de acceso al Portal de Inversionistas.',
    'Un asesor te acompañará para elegir tus unidades y definir tu plan de pagos.',
  ];
  const body =
    html`<p>Hola ${name}:</p>
<p>Recibimos tu <strong>depósito en garantía de ${amount}</strong>. Es 100% reembolsable y se aplica a tu inversión si decides continuar.</p>
<p><strong>Próximos pasos</strong></p>` +
    `<ol>${steps.map((step) => html`<li>${step}</li>`).join('')}</ol>` +
    html`<p>Si tienes preguntas, escribe directamente a la dirección general: <a href="mailto:${contactEmail}">${contactEmail}</a>.</p>
<p>Gracias por tu confianza,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${name}:`,
    '',
    `Recibimos tu depósito en garantía de ${amount}. Es 100% reembolsable y se aplica a tu inversión si decides continuar.`,
    '',
    'Próximos pasos:',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `Si tienes preguntas, escribe a la dirección general: ${contactEmail}`,
  ].join('\n');
  return { template: 'application.payment-confirmation', subject, html: emailLayout(subject, body), text };
}
