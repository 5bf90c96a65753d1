import { formatPesos } from '@cdm/domain';
import { Greeting, MailLink, P, renderEmail, RenderedEmail, Signature, Steps } from './layout';

export type PaymentConfirmationData = { name: string; depositLabel: string; contactEmail: string };

/** A deposit from the settings, in whole pesos: '$10,000 MXN'. */
export function depositLabel(centavos: number): string {
  return formatPesos(centavos, { decimals: 0 });
}

/** The application-deposit confirmation (investor-portal.md §2.7); staff preview it at /email-preview. */
export function paymentConfirmationEmail({ name, depositLabel: amount, contactEmail }: PaymentConfirmationData): Promise<RenderedEmail> {
  return renderEmail({
    template: 'application.payment-confirmation',
    subject: 'Confirmación de tu depósito en garantía · Ciudad Deporte Motor ZMG',
    body: (
      <>
        <Greeting name={name} />
        <P>
          Recibimos tu <strong>depósito en garantía de {amount}</strong>. Es 100% reembolsable y se aplica a tu inversión si decides continuar.
        </P>
        <P>
          <strong>Próximos pasos</strong>
        </P>
        <Steps
          items={[
            'Nuestro consejo evalúa tu aplicación en un plazo de 3 a 5 días hábiles.',
            'Te enviaremos por correo el resultado y, si es aprobada, tus credenciales de acceso al Portal de Inversionistas.',
            'Un asesor te acompañará para elegir tus unidades y definir tu plan de pagos.',
          ]}
        />
        <P>
          Si tienes preguntas, escribe directamente a la dirección general: <MailLink address={contactEmail} />.
        </P>
        <Signature closing="Gracias por tu confianza," />
      </>
    ),
  });
}
