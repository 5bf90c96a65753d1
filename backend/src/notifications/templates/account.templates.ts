import { oneTimeLinkLifetimeLabel } from '@cdm/domain';
import { secretPlaceholder } from '../secrets/sealed-secrets';
import { emailLayout, html, RenderedEmail } from './layout';

type Recipient = { name: string };

// The link itself is a sealed secret: the template writes its placeholder.
export const LINK_SECRET = 'link';

function linkButton(label: string): string {
  const url = secretPlaceholder(LINK_SECRET);
  return `<p><a href="${url}" style="display:inline-block;background:#d90f16;color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold">${label}</a></p>
<p style="font-size:13px;color:#71717a">Si el botón no funciona, copia este enlace en tu navegador:<br>${url}</p>`;
}

export function passwordResetEmail(recipient: Recipient): RenderedEmail {
  const subject = 'Recupera tu contraseña · Ciudad Deporte Motor ZMG';
  const body =
    html`<p>Hola ${recipient.name}:</p>
<p>Recibimos una solicitud para restablecer la contraseña de tu cuenta en el Portal de Inversionistas.</p>` +
    linkButton('Restablecer contraseña') +
    `<p>El enlace vence en ${oneTimeLinkLifetimeLabel()} y solo puede usarse una vez. Si no solicitaste este cambio, ignora este correo: tu contraseña sigue igual.</p>`;
  const text = [
    `Hola ${recipient.name}:`,
    '',
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta en el Portal de Inversionistas.',
    `Restablece tu contraseña aquí: ${secretPlaceholder(LINK_SECRET)}`,
    '',
    `El enlace vence en ${oneTimeLinkLifetimeLabel()} y solo puede usarse una vez. Si no solicitaste este cambio, ignora este correo.`,
  ].join('\n');
  return { template: 'investor.password-reset', subject, html: emailLayout(subject, body), text };
}

export function passwordSetupEmail(recipient: Recipient): RenderedEmail {
  const subject = 'Configura tu contraseña · Ciudad Deporte Motor ZMG';
  const body =
    html`<p>Hola ${recipient.name}:</p>
<p>Tu cuenta del Portal de Inversionistas está lista. Para entrar, configura tu contraseña con este enlace:</p>` +
    linkButton('Configurar contraseña') +
    `<p>Tu usuario es este correo electrónico. El enlace vence en ${oneTimeLinkLifetimeLabel()} y solo puede usarse una vez; si vence, solicita otro desde el portal.</p>`;
  const text = [
    `Hola ${recipient.name}:`,
    '',
    'Tu cuenta del Portal de Inversionistas está lista. Para entrar, configura tu contraseña con este enlace:',
    secretPlaceholder(LINK_SECRET),
    '',
    `Tu usuario es este correo electrónico. El enlace vence en ${oneTimeLinkLifetimeLabel()} y solo puede usarse una vez.`,
  ].join('\n');
  return { template: 'investor.password-setup', subject, html: emailLayout(subject, body), text };
}

/** Credentials after the board authorises an application (issue 7): the username and a set-up link, never a password. */
export function applicationAuthorizedEmail(recipient: Recipient & { email: string }): RenderedEmail {
  const subject = '¡Tu aplicación fue autorizada! · Ciudad Deporte Motor ZMG';
  const body =
    html`<p>Hola ${recipient.name}:</p>
<p>El consejo autorizó tu aplicación como socio inversionista. Ya tienes acceso al Portal de Inversionistas.</p>
<p><strong>Usuario:</strong> ${recipient.email}</p>
<p>Configura tu contraseña con este enlace para entrar:</p>` +
    linkButton('Configurar contraseña') +
    `<p>El enlace vence en ${oneTimeLinkLifetimeLabel()} y solo puede usarse una vez; si vence, solicita otro desde el portal.</p>`;
  const text = [
    `Hola ${recipient.name}:`,
    '',
    'El consejo autorizó tu aplicación como socio inversionista. Ya tienes acceso al Portal de Inversionistas.',
    `Usuario: ${recipient.email}`,
    `Configura tu contraseña con este enlace: ${secretPlaceholder(LINK_SECRET)}`,
    '',
    `El enlace vence en ${oneTimeLinkLifetimeLabel()} y solo puede usarse una vez.`,
  ].join('\n');
  return { template: 'investor.application-authorized', subject, html: emailLayout(subject, body), text };
}
