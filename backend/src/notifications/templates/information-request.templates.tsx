import { HOW_HEARD_ABOUT, INTEREST_TYPES, PRODUCTS_OF_INTEREST } from '@cdm/contracts';
import { formatLongDateTime } from '@cdm/domain';
import type { InformationRequestView } from '../../leads';
import { Details, Greeting, P, renderEmail, RenderedEmail, Signature, Steps } from './layout';

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

const productLabels = (request: InformationRequestView) =>
  request.productsOfInterest.map((product) => labelOf(PRODUCTS_OF_INTEREST, product));

export function informationRequestAcknowledgement(request: InformationRequestView): Promise<RenderedEmail> {
  return renderEmail({
    template: 'information-request.acknowledgement',
    subject: 'Recibimos tu solicitud de información · Ciudad Deporte Motor ZMG',
    body: (
      <>
        <Greeting name={request.fullName.trim().split(/\s+/)[0]} />
        <P>
          Gracias por tu interés en <strong>Ciudad Deporte Motor ZMG</strong>. Hemos recibido tu solicitud de información y un asesor te contactará
          pronto.
        </P>
        <P>Productos que te interesan:</P>
        <Steps items={productLabels(request)} ordered={false} />
        <P>Si tienes alguna pregunta, responde a este correo.</P>
        <Signature />
      </>
    ),
  });
}

export function informationRequestStaffNotice(request: InformationRequestView): Promise<RenderedEmail> {
  return renderEmail({
    template: 'information-request.staff-notice',
    subject: `Nueva solicitud de información: ${request.fullName}`,
    body: (
      <>
        <P>Llegó una nueva solicitud de información desde el sitio.</P>
        <Details
          rows={[
            ['Nombre', request.fullName],
            ['Email', request.email],
            ['Teléfono', request.phone],
            ['Ciudad y estado', request.cityState || '—'],
            ['Tipo de interés', labelOf(INTEREST_TYPES, request.interestType)],
            ['Productos', productLabels(request).join(', ')],
            ['¿Cómo se enteró?', request.howHeardAbout ? labelOf(HOW_HEARD_ABOUT, request.howHeardAbout) : '—'],
            ['Fecha', formatLongDateTime(request.submittedAt)],
          ]}
        />
      </>
    ),
  });
}
