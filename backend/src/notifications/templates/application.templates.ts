import type { ApplicationView } from '../../applications';
import { emailLayout, html, RenderedEmail } from './layout';

const firstName = (name: string) => name.split(/\s+/)[0];

/** Right after submitting (spec §2.1: board review, next steps within 48 hours; 3–5 business days). */
export function applicationReceivedEmail(application: ApplicationView, contactEmail: string): RenderedEmail {
  const subject = 'Recibimos tu aplicación · Ciudad Deporte Motor ZMG';
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
  const body =
    html`<p>Hola ${firstName(application.name)}:</p>
<p>Gracias por aplicar como socio inversionista de <strong>Ciudad Deporte Motor ZMG</strong>. Tu aplicación está en revisión.</p>
<p><strong>Próximos pasos</strong></p>` +
    `<ol>${steps.map((step) => html`<li>${step}</li>`).join('')}</ol>` +
    html`<p>Si tienes preguntas, escribe a <a href="mailto:${contactEmail}">${contactEmail}</a>.</p>
<p>Saludos,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(application.name)}:`,
    '',
    'Gracias por aplicar como socio inversionista de Ciudad Deporte Motor ZMG. Tu aplicación está en revisión.',
    '',
    'Próximos pasos:',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `Si tienes preguntas, escribe a ${contactEmail}.`,
    '',
    'Saludos,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'application.received', subject, html: emailLayout(subject, body), text };
}

export function applicationStaffNotice(application: ApplicationView): RenderedEmail {
  const subject = `Nueva aplicación de inversionista: ${application.name}`;
  const how = application.directAccess ? 'con código de referido (acceso directo)' : 'con depósito en garantía';
  const body = html`<p>Llegó una nueva aplicación ${how}.</p><p><strong>${application.name}</strong> · ${application.email}</p><p>Revísala en el panel, pestaña Aplicaciones de Inversionistas.</p>`;
  const text = [`Llegó una nueva aplicación ${how}.`, '', `${application.name} · ${application.email}`, '', 'Revísala en el panel, pestaña Aplicaciones de Inversionistas.'].join('\n');
  return { template: 'application.staff-notice', subject, html: emailLayout(subject, body), text };
}

export function applicationRejectedEmail(application: ApplicationView, contactEmail: string): RenderedEmail {
  const subject = 'Sobre tu aplicación · Ciudad Deporte Motor ZMG';
  const refund = application.depositPaidAt
    ? 'Tu depósito en garantía es 100% reembolsable: lo devolveremos a la tarjeta con la que pagaste.'
    : '';
  const body = html`<p>Hola ${firstName(application.name)}:</p>
<p>Gracias por tu interés en ser socio de Ciudad Deporte Motor ZMG. Después de revisar tu aplicación, el consejo decidió no avanzar en esta ocasión.</p>
${refund ? html`<p>${refund}</p>` : ''}
<p>Nos dará gusto mantenerte informado de nuevas oportunidades del proyecto. Si quieres comentarlo, escribe a <a href="mailto:${contactEmail}">${contactEmail}</a>.</p>
<p>Saludos cordiales,<br>Equipo Ciudad Deporte Motor ZMG</p>`;
  const text = [
    `Hola ${firstName(application.name)}:`,
    '',
    'Gracias por tu interés en ser socio de Ciudad Deporte Motor ZMG. Después de revisar tu aplicación, el consejo decidió no avanzar en esta ocasión.',
    ...(refund ? ['', refund] : []),
    '',
    `Nos dará gusto mantenerte informado de nuevas oportunidades del proyecto. Si quieres comentarlo, escribe a ${contactEmail}.`,
    '',
    'Saludos cordiales,',
    'Equipo Ciudad Deporte Motor ZMG',
  ].join('\n');
  return { template: 'application.rejected', subject, html: emailLayout(subject, body), text };
}
