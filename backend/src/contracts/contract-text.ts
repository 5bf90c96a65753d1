// The purchase-promise contract's text (contrato de promesa de compraventa), kept as versioned data
// like the letter of intent's. Editing any word makes a new version: move VERSION on; every contract
// stores the version it was generated with, and its PDF keeps the exact words the parties signed.
export const CONTRACT_TEXT_VERSION = 'promesa-2026-01';

export const CONTRACT_TITLE = 'Contrato de promesa de compraventa';

export type ContractClause = { heading: string; paragraphs: string[] };

export const CONTRACT_CLAUSES: readonly ContractClause[] = [
  {
    heading: 'Primera. Objeto',
    paragraphs: [
      'La Promitente Vendedora se obliga a vender y el Promitente Comprador se obliga a comprar la unidad descrita en este contrato, dentro del desarrollo Ciudad Deporte Motor ZMG, en el precio y con el plan de pagos aquí establecidos, y a celebrar el contrato definitivo de compraventa en los términos de la cláusula Quinta.',
    ],
  },
  {
    heading: 'Segunda. Precio',
    paragraphs: [
      'El precio de la unidad es el precio con descuento indicado en el apartado de condiciones económicas, resultado de aplicar al precio de lista el descuento por enganche vigente en la preventa. El depósito de reservación ya pagado se aplica al precio. Cuando el Promitente Comprador fue referido, el descuento adicional por referido se aplica conforme al programa de referidos.',
    ],
  },
  {
    heading: 'Tercera. Plan de pagos',
    paragraphs: [
      'El Promitente Comprador pagará el enganche en la fecha indicada, las mensualidades en el día de pago elegido durante el plazo pactado, y el pago final con los intereses que se indican, calculados a la tasa anual vigente al momento de su reservación. Los pagos se harán por transferencia a la cuenta que la Promitente Vendedora indique por escrito, con la referencia asignada.',
      'Un pago atrasado podrá generar los cargos que la Promitente Vendedora notifique por escrito; tres mensualidades vencidas sin pagar facultan a la Promitente Vendedora a rescindir este contrato conforme a la cláusula Sexta.',
    ],
  },
  {
    heading: 'Cuarta. Entrega',
    paragraphs: [
      'La entrega de la unidad se realizará al concluir la construcción del módulo correspondiente, previa liquidación del precio o, en su caso, del saldo que corresponda conforme al plan de pagos. La Promitente Vendedora informará al Promitente Comprador el avance de obra y la fecha estimada de entrega.',
    ],
  },
  {
    heading: 'Quinta. Contrato definitivo',
    paragraphs: [
      'Las partes celebrarán el contrato definitivo de compraventa ante el notario público que designe la Promitente Vendedora, dentro de los noventa días naturales siguientes a la liquidación del precio. Los gastos, impuestos y honorarios notariales de la escrituración correrán a cargo del Promitente Comprador, salvo el impuesto sobre la renta de la Promitente Vendedora.',
    ],
  },
  {
    heading: 'Sexta. Rescisión',
    paragraphs: [
      'El incumplimiento de cualquiera de las partes faculta a la otra a rescindir este contrato mediante aviso por escrito. Si la rescisión se debe al Promitente Comprador, la Promitente Vendedora podrá retener como pena convencional hasta el diez por ciento de las cantidades recibidas y devolverá el resto dentro de los sesenta días naturales siguientes.',
    ],
  },
  {
    heading: 'Séptima. Cesión',
    paragraphs: [
      'El Promitente Comprador podrá ceder sus derechos derivados de este contrato con el consentimiento previo y por escrito de la Promitente Vendedora, siempre que esté al corriente en sus pagos.',
    ],
  },
  {
    heading: 'Octava. Firma electrónica',
    paragraphs: [
      'Las partes aceptan firmar este contrato por medios electrónicos en la plataforma de Ciudad Deporte Motor ZMG, con un código de un solo uso enviado al correo electrónico registrado del Promitente Comprador y su nombre escrito. Se registran la fecha y hora, la dirección IP, el navegador y la huella SHA-256 del documento firmado; el documento final se sella con una firma digital que cualquier lector de PDF puede validar.',
    ],
  },
  {
    heading: 'Novena. Jurisdicción',
    paragraphs: [
      'Para la interpretación y cumplimiento de este contrato las partes se someten a las leyes del Estado de Jalisco y a los tribunales competentes de la ciudad de Guadalajara, Jalisco, renunciando a cualquier otro fuero que pudiera corresponderles.',
    ],
  },
];
