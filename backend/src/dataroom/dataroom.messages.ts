import { DATA_ROOM_MESSAGES } from '@cdm/contracts';

/**
 * Every message of the data room that a person reads (es-MX). The ones the browser shows too live
 * in @cdm/contracts (DATA_ROOM_MESSAGES) and are included here.
 */
export const DATAROOM_MESSAGES = {
  ...DATA_ROOM_MESSAGES,
  invalidId: 'Identificador no válido',
} as const;
