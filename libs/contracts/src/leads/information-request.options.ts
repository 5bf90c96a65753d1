// Values are the API's; labels are what a person reads (public-site.md §3).
export const INTEREST_TYPES = [
  { value: 'aficionado', label: 'Aficionado a las carreras' },
  { value: 'inversionista', label: 'Inversionista potencial' },
  { value: 'prensa', label: 'Prensa / Medios' },
  { value: 'patrocinador', label: 'Patrocinador corporativo' },
  { value: 'piloto', label: 'Piloto / Competidor' },
  { value: 'proveedor', label: 'Proveedor de servicios' },
  { value: 'distribuidor', label: 'Distribuidor automotriz' },
  { value: 'club', label: 'Club automotriz' },
  { value: 'organizador', label: 'Organizador de eventos' },
] as const;

export const PRODUCTS_OF_INTEREST = [
  { value: 'boxes-premium', label: 'Boxes Premium con balcón' },
  { value: 'boxes-karting', label: 'Boxes de Karting' },
  { value: 'boxes-drift', label: 'Boxes Off-Road / Drift' },
  { value: 'lotes-residenciales', label: 'Lotes Residenciales' },
  { value: 'membresias', label: 'Membresías Vitalicias' },
  { value: 'patrocinios', label: 'Patrocinios' },
] as const;

export const HOW_HEARD_ABOUT = [
  { value: 'redes-sociales', label: 'Redes sociales' },
  { value: 'referido', label: 'Recomendación de un conocido' },
  { value: 'evento', label: 'Evento' },
  { value: 'medios', label: 'Medios de comunicación' },
  { value: 'busqueda', label: 'Búsqueda en internet' },
] as const;

export type InterestType = (typeof INTEREST_TYPES)[number]['value'];
export type ProductOfInterest = (typeof PRODUCTS_OF_INTEREST)[number]['value'];
export type HowHeardAbout = (typeof HOW_HEARD_ABOUT)[number]['value'];

export const interestTypeValues = INTEREST_TYPES.map((option) => option.value);
export const productOfInterestValues = PRODUCTS_OF_INTEREST.map((option) => option.value);
export const howHeardAboutValues = HOW_HEARD_ABOUT.map((option) => option.value);
