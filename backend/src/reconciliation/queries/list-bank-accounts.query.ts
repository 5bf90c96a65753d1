/** The bank accounts statements were uploaded for, with their remembered CSV columns. */
export class ListBankAccountsQuery {}
