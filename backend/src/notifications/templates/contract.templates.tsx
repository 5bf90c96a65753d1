import { CONTRACT_CODE_TTL_MINUTES, formatLongDateTime } from '@cdm/domain';
import { secretPlaceholder } from '../secrets/sealed-secrets';
import { ActionButton, Details, Greeting, P, renderEmail, RenderedEmail, Signature, type EmailAttachment } from './layout';

// The code itself is a sealed secret: the template writes its placeholder.
export const CONTRACT_CODE_SECRET = 'code';

const firstName = (name: string) => name.trim().split(/\s+/)[0];

type ContractSummary = { unitCode: string; textVersion: string };

export function contractReadyEmail(name: string, contract: ContractSummary, signUrl: string): Promise<RenderedEmail> {
  return renderEmail({
    template: 'contract.ready',
    subject: `Tu contrato de la unidad ${contract.unitCode} está listo para firmar`,
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>
          Preparamos tu contrato de promesa de compraventa de la unidad <strong>{contract.unitCode}</strong>, con el plan de pagos que elegiste y tu
          depósito de reservación aplicado.
        </P>
        <P>Léelo en tu portal y fírmalo con el código que te enviaremos a este correo. Después lo contrafirmamos y te enviamos la copia sellada.</P>
        <ActionButton href={signUrl} label="Leer y firmar el contrato" />
        <Signature />
      </>
    ),
  });
}

export function contractCodeEmail(name: string, contract: ContractSummary): Promise<RenderedEmail> {
  return renderEmail({
    template: 'contract.code',
    subject: `Tu código para firmar el contrato de la unidad ${contract.unitCode}`,
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>Tu código para firmar el contrato de promesa de compraventa es:</P>
        <P>
          <strong style={{ fontSize: '24px', letterSpacing: '6px' }}>{secretPlaceholder(CONTRACT_CODE_SECRET)}</strong>
        </P>
        <P>{`Vence en ${CONTRACT_CODE_TTL_MINUTES} minutos y solo sirve una vez. Si no lo pediste tú, ignora este correo y cambia tu contraseña.`}</P>
        <Signature />
      </>
    ),
  });
}

export function contractSignedByInvestorStaffNotice(investorName: string, contract: ContractSummary & { signedAt: Date | null }, adminUrl: string): Promise<RenderedEmail> {
  return renderEmail({
    template: 'contract.staff-countersign',
    subject: `Contrato de la unidad ${contract.unitCode} pendiente de contrafirma`,
    body: (
      <>
        <P>
          {investorName} firmó el contrato de promesa de la unidad <strong>{contract.unitCode}</strong> el {formatLongDateTime(contract.signedAt)}. Falta
          la contrafirma de un administrador.
        </P>
        <ActionButton href={adminUrl} label="Abrir Contratos" />
      </>
    ),
  });
}

export function contractSealedEmail(name: string, contract: ContractSummary & { sealedAt: Date | null; sealedSha256: string | null }, pdf: EmailAttachment): Promise<RenderedEmail> {
  return renderEmail({
    template: 'contract.sealed',
    subject: `Contrato firmado · Unidad ${contract.unitCode}`,
    attachments: [pdf],
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>
          Ambas partes firmaron el contrato de promesa de compraventa de la unidad <strong>{contract.unitCode}</strong>. Te adjuntamos la copia sellada
          con firma digital: cualquier lector de PDF la muestra válida, y un cambio en el archivo la invalida.
        </P>
        <Details
          rows={[
            ['Sellado el', formatLongDateTime(contract.sealedAt)],
            ['Huella SHA-256', contract.sealedSha256 ?? '—'],
            ['Versión del texto', contract.textVersion],
          ]}
        />
        <P muted>Puedes verificar el archivo en la página /verificar de la plataforma.</P>
        <Signature />
      </>
    ),
  });
}

export function contractSealedStaffNotice(investorName: string, contract: ContractSummary & { sealedAt: Date | null; sealedSha256: string | null }, pdf: EmailAttachment): Promise<RenderedEmail> {
  return renderEmail({
    template: 'contract.staff-sealed',
    subject: `Contrato sellado · Unidad ${contract.unitCode} · ${investorName}`,
    attachments: [pdf],
    body: (
      <>
        <P>
          El contrato de promesa de la unidad <strong>{contract.unitCode}</strong> con {investorName} está firmado por ambas partes y sellado. Ya se puede
          convertir la reservación en venta.
        </P>
        <Details rows={[['Sellado el', formatLongDateTime(contract.sealedAt)], ['Huella SHA-256', contract.sealedSha256 ?? '—']]} />
      </>
    ),
  });
}

export function contractCancelledEmail(name: string, contract: ContractSummary & { cancelledAt: Date | null; cancelReason: string | null }): Promise<RenderedEmail> {
  return renderEmail({
    template: 'contract.cancelled',
    subject: `Tu contrato de la unidad ${contract.unitCode} se canceló`,
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>
          El contrato de promesa de compraventa de la unidad <strong>{contract.unitCode}</strong> que te enviamos para firmar se canceló y ya no se puede
          firmar.
        </P>
        <Details
          rows={[
            ['Cancelado el', formatLongDateTime(contract.cancelledAt)],
            ['Motivo', contract.cancelReason ?? '—'],
          ]}
        />
        <P>Si tienes dudas, responde a este correo o escribe a tu asesor.</P>
        <Signature />
      </>
    ),
  });
}

type RescindedContract = ContractSummary & { rescindedAt: Date | null; rescindReason: string | null; sealedSha256: string | null };

export function contractRescindedEmail(name: string, contract: RescindedContract): Promise<RenderedEmail> {
  return renderEmail({
    template: 'contract.rescinded',
    subject: `Contrato rescindido · Unidad ${contract.unitCode}`,
    body: (
      <>
        <Greeting name={firstName(name)} />
        <P>
          El contrato de promesa de compraventa de la unidad <strong>{contract.unitCode}</strong> quedó rescindido. La copia firmada que tienes sigue
          siendo auténtica, y la página /verificar de la plataforma la muestra como rescindida, con esta fecha.
        </P>
        <Details
          rows={[
            ['Rescindido el', formatLongDateTime(contract.rescindedAt)],
            ['Motivo', contract.rescindReason ?? '—'],
          ]}
        />
        <P>Si tienes dudas, responde a este correo o escribe a tu asesor.</P>
        <Signature />
      </>
    ),
  });
}

export function contractRescindedStaffNotice(investorName: string, contract: RescindedContract): Promise<RenderedEmail> {
  return renderEmail({
    template: 'contract.staff-rescinded',
    subject: `Contrato rescindido · Unidad ${contract.unitCode} · ${investorName}`,
    body: (
      <>
        <P>
          El contrato de promesa de la unidad <strong>{contract.unitCode}</strong> con {investorName} quedó rescindido.
        </P>
        <Details
          rows={[
            ['Rescindido el', formatLongDateTime(contract.rescindedAt)],
            ['Motivo', contract.rescindReason ?? '—'],
            ['Huella SHA-256 sellada', contract.sealedSha256 ?? '—'],
          ]}
        />
      </>
    ),
  });
}
