import { oneTimeLinkLifetimeLabel } from '@cdm/domain';
import { secretPlaceholder } from '../secrets/sealed-secrets';
import { ActionButton, Greeting, P, renderEmail, RenderedEmail } from './layout';

type Recipient = { name: string };

// The link itself is a sealed secret: the template writes its placeholder.
export const LINK_SECRET = 'link';

export function passwordResetEmail(recipient: Recipient): Promise<RenderedEmail> {
  return renderEmail({
    template: 'investor.password-reset',
    subject: 'Recupera tu contraseña · Ciudad Deporte Motor ZMG',
    body: (
      <>
        <Greeting name={recipient.name} />
        <P>Recibimos una solicitud para restablecer la contraseña de tu cuenta en el Portal de Inversionistas.</P>
        <ActionButton href={secretPlaceholder(LINK_SECRET)} label="Restablecer contraseña" />
        <P>
          {`El enlace vence en ${oneTimeLinkLifetimeLabel()} y solo puede usarse una vez. Si no solicitaste este cambio, ignora este correo: tu contraseña sigue igual.`}
        </P>
      </>
    ),
  });
}

export function passwordSetupEmail(recipient: Recipient): Promise<RenderedEmail> {
  return renderEmail({
    template: 'investor.password-setup',
    subject: 'Configura tu contraseña · Ciudad Deporte Motor ZMG',
    body: (
      <>
        <Greeting name={recipient.name} />
        <P>Tu cuenta del Portal de Inversionistas está lista. Para entrar, configura tu contraseña con este enlace:</P>
        <ActionButton href={secretPlaceholder(LINK_SECRET)} label="Configurar contraseña" />
        <P>
          {`Tu usuario es este correo electrónico. El enlace vence en ${oneTimeLinkLifetimeLabel()} y solo puede usarse una vez; si vence, solicita otro desde el portal.`}
        </P>
      </>
    ),
  });
}

/** Credentials after the board authorises an application: the username and a set-up link, never a password. */
export function applicationAuthorizedEmail(recipient: Recipient & { email: string }): Promise<RenderedEmail> {
  return renderEmail({
    template: 'investor.application-authorized',
    subject: '¡Tu aplicación fue autorizada! · Ciudad Deporte Motor ZMG',
    body: (
      <>
        <Greeting name={recipient.name} />
        <P>El consejo autorizó tu aplicación como socio inversionista. Ya tienes acceso al Portal de Inversionistas.</P>
        <P>
          <strong>Usuario:</strong> {recipient.email}
        </P>
        <P>Configura tu contraseña con este enlace para entrar:</P>
        <ActionButton href={secretPlaceholder(LINK_SECRET)} label="Configurar contraseña" />
        <P>{`El enlace vence en ${oneTimeLinkLifetimeLabel()} y solo puede usarse una vez; si vence, solicita otro desde el portal.`}</P>
      </>
    ),
  });
}
