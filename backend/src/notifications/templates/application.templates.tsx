import type { ApplicationView } from '../../applications';
import { Details, Greeting, MailLink, P, renderEmail, RenderedEmail, Signature, Steps } from './layout';

const firstName = (name: string) => name.trim().split(/\s+/)[0];

/** Right after submitting (investor-portal.md §2.1: board review, next steps within 48 hours; §9: 3–5 business days). */
export function applicationReceivedEmail(application: ApplicationView, contactEmail: string): Promise<RenderedEmail> {
  const steps = application.directAccess
    ? [
        'Tu código de referido te da acceso directo al Portal de Inversionistas, sin depósito.',
        'Entra con este correo como usuario y configura tu contraseña al ingresar.',
        'Un asesor te contactará en las próximas 48 horas para acompañarte.',
      ]
    : [
        'Al recibir tu depósito en garantía, el consejo evalúa tu aplicación en un plazo de 3 a 5 días hábiles.',
        'En las próximas 48 horas te enviaremos por correo los siguientes pasos.',
        'Si es aprobada, recibirás tus credenciales de acceso al Portal de Inversionistas.',
      ];
  return renderEmail({
    template: 'application.received',
    subject: 'Recibimos tu aplicación · Ciudad Deporte Motor ZMG',
    body: (
      <>
        <Greeting name={firstName(application.name)} />
        <P>
          Gracias por aplicar como socio inversionista de <strong>Ciudad Deporte Motor ZMG</strong>. Tu aplicación está en revisión.
        </P>
        <P>
          <strong>Próximos pasos</strong>
        </P>
        <Steps items={steps} />
        <P>
          Si tienes preguntas, escribe a <MailLink address={contactEmail} />.
        </P>
        <Signature />
      </>
    ),
  });
}

export function applicationStaffNotice(application: ApplicationView): Promise<RenderedEmail> {
  const how = application.directAccess ? 'con código de referido (acceso directo)' : 'con depósito en garantía';
  return renderEmail({
    template: 'application.staff-notice',
    subject: `Nueva aplicación de inversionista: ${application.name}`,
    body: (
      <>
        <P>{`Llegó una nueva aplicación ${how}.`}</P>
        <Details
          rows={[
            ['Nombre', application.name],
            ['Email', application.email],
          ]}
        />
        <P>Revísala en el panel, pestaña Aplicaciones de Inversionistas.</P>
      </>
    ),
  });
}

export function applicationRejectedEmail(application: ApplicationView, contactEmail: string): Promise<RenderedEmail> {
  return renderEmail({
    template: 'application.rejected',
    subject: 'Sobre tu aplicación · Ciudad Deporte Motor ZMG',
    body: (
      <>
        <Greeting name={firstName(application.name)} />
        <P>
          Gracias por tu interés en ser socio de Ciudad Deporte Motor ZMG. Después de revisar tu aplicación, el consejo decidió no avanzar en esta
          ocasión.
        </P>
        {application.depositPaidAt ? (
          <P>Tu depósito en garantía es 100% reembolsable: lo devolveremos a la tarjeta con la que pagaste.</P>
        ) : null}
        <P>
          Nos dará gusto mantenerte informado de nuevas oportunidades del proyecto. Si quieres comentarlo, escribe a <MailLink address={contactEmail} />.
        </P>
        <Signature closing="Saludos cordiales," />
      </>
    ),
  });
}
